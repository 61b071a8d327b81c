/** Why the bell button cannot turn notifications on here, or null when it can. */
export type PushUnavailableReason = 'off' | 'ios-home-screen' | 'unsupported' | 'denied';

/** What the browser offers, read once by readPushEnvironment and judged by pushUnavailableReason. */
export interface PushEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  /** Opened as an installed app (Home Screen), not in a browser tab. */
  standalone: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  /** Notification.permission, or null without the Notification API. */
  permission: NotificationPermission | null;
}

/**
 * iPhone, iPod and iPad: iPadOS's Safari announces itself as a Mac, told apart by its touch
 * screen (Macs report 0 touch points).
 */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return (
    /\b(iPhone|iPad|iPod)\b/.test(userAgent) ||
    (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1)
  );
}

export function pushUnavailableReason(
  environment: PushEnvironment,
  siteConfig: { enabled: boolean } | null,
): PushUnavailableReason | null {
  if (siteConfig && !siteConfig.enabled) return 'off';
  // iOS and iPadOS (16.4 and later) offer push only to a site opened from the Home Screen.
  if (isAppleMobile(environment.userAgent, environment.maxTouchPoints) && !environment.standalone)
    return 'ios-home-screen';
  if (!environment.serviceWorker || !environment.pushManager || !environment.notification)
    return 'unsupported';
  if (environment.permission === 'denied') return 'denied';
  return null;
}

export function readPushEnvironment(): PushEnvironment {
  const hasNotification = typeof Notification !== 'undefined';
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints || 0,
    standalone:
      (navigator as Navigator & { standalone?: boolean }).standalone === true ||
      window.matchMedia('(display-mode: standalone)').matches,
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification: hasNotification,
    permission: hasNotification ? Notification.permission : null,
  };
}
