import { isAppleMobile, pushUnavailableReason, type PushEnvironment } from './push-availability';
import { unavailableText } from './push-texts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const capable: PushEnvironment = {
  userAgent: DESKTOP_CHROME,
  maxTouchPoints: 0,
  standalone: false,
  serviceWorker: true,
  pushManager: true,
  notification: true,
  permission: 'default',
};
const enabled = { enabled: true };

describe('isAppleMobile', () => {
  it('knows iPhones, and iPads that announce themselves as Macs by their touch screen', () => {
    expect(isAppleMobile(IPHONE_SAFARI, 5)).toBe(true);
    expect(isAppleMobile(IPHONE_CHROME, 5)).toBe(true);
    expect(isAppleMobile(IPAD_AS_MAC, 5)).toBe(true);
  });

  it('leaves Macs, Android and desktop browsers alone', () => {
    expect(isAppleMobile(IPAD_AS_MAC, 0)).toBe(false);
    expect(isAppleMobile(ANDROID_CHROME, 5)).toBe(false);
    expect(isAppleMobile(DESKTOP_CHROME, 0)).toBe(false);
  });
});

describe('pushUnavailableReason', () => {
  it('offers push where the browser has it all and the site has it on', () => {
    expect(pushUnavailableReason(capable, enabled)).toBeNull();
    expect(pushUnavailableReason(capable, null)).toBeNull();
    expect(pushUnavailableReason({ ...capable, permission: 'granted' }, enabled)).toBeNull();
  });

  it('says push is off on the site before anything about the browser', () => {
    expect(pushUnavailableReason(capable, { enabled: false })).toBe('off');
    const iphoneTab = {
      ...capable,
      userAgent: IPHONE_SAFARI,
      maxTouchPoints: 5,
      pushManager: false,
    };
    expect(pushUnavailableReason(iphoneTab, { enabled: false })).toBe('off');
  });

  it('sends iPhone and iPad readers in a browser tab to the Home Screen', () => {
    const iphoneTab = {
      ...capable,
      userAgent: IPHONE_SAFARI,
      maxTouchPoints: 5,
      pushManager: false,
      notification: false,
      permission: null,
    };
    expect(pushUnavailableReason(iphoneTab, enabled)).toBe('ios-home-screen');
    const ipadTab = { ...iphoneTab, userAgent: IPAD_AS_MAC };
    expect(pushUnavailableReason(ipadTab, enabled)).toBe('ios-home-screen');
    expect(unavailableText('ios-home-screen')).toContain('tap Share, then Add to Home Screen');
  });

  it('offers push in the Home Screen app, and says when that iOS is too old for it', () => {
    const homeScreenApp = {
      ...capable,
      userAgent: IPHONE_SAFARI,
      maxTouchPoints: 5,
      standalone: true,
    };
    expect(pushUnavailableReason(homeScreenApp, enabled)).toBeNull();
    expect(pushUnavailableReason({ ...homeScreenApp, pushManager: false }, enabled)).toBe(
      'unsupported',
    );
  });

  it('names browsers without a service worker, PushManager or Notification', () => {
    expect(pushUnavailableReason({ ...capable, serviceWorker: false }, enabled)).toBe(
      'unsupported',
    );
    expect(pushUnavailableReason({ ...capable, pushManager: false }, enabled)).toBe('unsupported');
    const noNotification = { ...capable, notification: false, permission: null };
    expect(pushUnavailableReason(noNotification, enabled)).toBe('unsupported');
  });

  it('says notifications are blocked once the reader denied them', () => {
    expect(pushUnavailableReason({ ...capable, permission: 'denied' }, enabled)).toBe('denied');
    expect(unavailableText('denied')).toContain('site settings');
  });
});
