/** How long a store app gets to open before the web page is used instead. */
export const DEEP_LINK_FALLBACK_MS = 2500;

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;
const IOS_USER_AGENT = /iPhone|iPad|iPod/i;
const NON_SAFARI_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS/i;

export function isMobileDevice(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

function isIosSafari(userAgent: string): boolean {
  return IOS_USER_AGENT.test(userAgent) && !NON_SAFARI_IOS_BROWSERS.test(userAgent);
}

/**
 * Tries the store's app, then falls back to the web link unless the page was hidden, left or
 * lost focus (the app or its "Open in app?" prompt took over). iOS Safari only follows app links
 * by direct navigation; other browsers try a hidden frame so a missing app leaves the page
 * untouched.
 */
export function openInStoreApp(webLink: string, appLink: string): void {
  let appOpened = false;
  const noticeAppOpened = () => {
    appOpened = true;
  };
  const noticeHidden = () => {
    if (document.visibilityState === 'hidden') noticeAppOpened();
  };
  document.addEventListener('visibilitychange', noticeHidden);
  window.addEventListener('pagehide', noticeAppOpened);
  window.addEventListener('blur', noticeAppOpened);

  let frame: HTMLIFrameElement | null = null;
  if (isIosSafari(navigator.userAgent)) {
    window.location.href = appLink;
  } else {
    frame = document.createElement('iframe');
    frame.hidden = true;
    frame.src = appLink;
    document.body.appendChild(frame);
  }

  window.setTimeout(() => {
    document.removeEventListener('visibilitychange', noticeHidden);
    window.removeEventListener('pagehide', noticeAppOpened);
    window.removeEventListener('blur', noticeAppOpened);
    frame?.remove();
    if (!appOpened) window.location.href = webLink;
  }, DEEP_LINK_FALLBACK_MS);
}

export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener,popup');
}
