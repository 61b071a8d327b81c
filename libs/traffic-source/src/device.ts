import Bowser from 'bowser';
import { rememberRecent } from '@deal-site/deal-text';

export type DeviceClass = 'desktop' | 'mobile' | 'tablet' | 'other';

export interface Device {
  device: DeviceClass;
  /** The browser family as bowser names it ("Chrome", "Microsoft Edge"), else "Other". */
  browser: string;
}

const UNKNOWN: Device = Object.freeze({ device: 'other', browser: 'Other' });
// Real user agents stay far below this; a longer one is cut so the cache stays small.
const MAX_USER_AGENT_LENGTH = 512;
const COUNTED_CLASSES: ReadonlySet<string> = new Set(['desktop', 'mobile', 'tablet']);
// Bowser's last resort names a browser after any word of the user agent; only its own list counts.
const KNOWN_BROWSERS: ReadonlySet<string> = new Set(Object.values(Bowser.BROWSER_MAP));

/** Device class and browser family of a User-Agent; bots, TVs and the unrecognised are "other". */
export function deviceOf(userAgent: string | null | undefined): Device {
  if (typeof userAgent !== 'string' || userAgent.trim() === '') return UNKNOWN;
  return deviceOfAgent(userAgent.trim().slice(0, MAX_USER_AGENT_LENGTH));
}

const deviceOfAgent = rememberRecent((userAgent: string): Device => {
  const parsed = Bowser.getParser(userAgent);
  const platform = parsed.getPlatformType(true);
  const browser = parsed.getBrowserName();
  return {
    device: COUNTED_CLASSES.has(platform) ? (platform as DeviceClass) : 'other',
    browser: KNOWN_BROWSERS.has(browser) ? browser : 'Other',
  };
});
