import { SITE_NAME } from '../app/site-name';
import { dealNotification } from '../features/push/deal-notification';

// Push and notification clicks only: no fetch handler and no cache, so pages always come from the
// network as they would without a worker. Types are declared here rather than from the WebWorker
// lib, which cannot share a program with the DOM lib the rest of the app uses.

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
}

interface ExtendableEventLike extends Event {
  waitUntil(work: Promise<unknown>): void;
}

interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}

interface NotificationEventLike extends ExtendableEventLike {
  notification: Notification;
}

interface ServiceWorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationEventLike) => void,
  ): void;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEventLike) => void,
  ): void;
}

const worker = self as unknown as ServiceWorkerScope;

function payloadOf(event: PushEventLike): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

async function openOrFocus(url: string): Promise<unknown> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  return open ? open.focus() : worker.clients.openWindow(url);
}

// A new worker takes over at once: it holds no state an old page could depend on.
worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('push', (event) => {
  const { title, options } = dealNotification(payloadOf(event), SITE_NAME);
  event.waitUntil(worker.registration.showNotification(title, options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: unknown };
  const target = new URL(typeof url === 'string' ? url : '/', worker.location.origin);
  // Only the site's own pages: the payload is the site's, but a URL elsewhere is never opened.
  if (target.origin !== worker.location.origin) return;
  event.waitUntil(openOrFocus(target.href));
});
