export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long the toast stays on screen; 5000 ms unless given. */
  durationMs?: number;
  action?: ToastAction;
}

export interface ActiveToast {
  /** Grows with every toast shown, so a replacement remounts instead of morphing. */
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
  action?: ToastAction;
  /** False while the toast plays its exit animation before removal. */
  open: boolean;
}

export const DEFAULT_TOAST_DURATION_MS = 5000;
/** Long enough for the exit animation; the toast leaves the DOM afterwards. */
export const TOAST_EXIT_MS = 200;

export interface ToastStore {
  getSnapshot: () => ActiveToast | null;
  subscribe: (listener: () => void) => () => void;
  /** Shows a toast, replacing the current one: at most one is ever on screen. */
  show: (options: ToastOptions) => void;
  dismiss: () => void;
  /** Stops the auto-dismiss countdown while the visitor hovers, focuses or swipes the toast. */
  pause: () => void;
  resume: () => void;
  /** Clears pending timers; the store stays usable. */
  dispose: () => void;
}

type Timer = ReturnType<typeof setTimeout>;

export function createToastStore(): ToastStore {
  let current: ActiveToast | null = null;
  let nextId = 1;
  let dismissTimer: Timer | undefined;
  let removeTimer: Timer | undefined;
  let countdownStartedAt = 0;
  let remainingMs = 0;
  let paused = false;
  const listeners = new Set<() => void>();

  const publish = (toast: ActiveToast | null) => {
    current = toast;
    listeners.forEach((listener) => listener());
  };

  const clearTimers = () => {
    clearTimeout(dismissTimer);
    clearTimeout(removeTimer);
    dismissTimer = undefined;
    removeTimer = undefined;
  };

  const startCountdown = (ms: number) => {
    remainingMs = ms;
    countdownStartedAt = Date.now();
    dismissTimer = setTimeout(dismiss, ms);
  };

  function dismiss() {
    if (!current?.open) return;
    clearTimers();
    paused = false;
    const closing = current;
    publish({ ...closing, open: false });
    removeTimer = setTimeout(() => {
      if (current?.id === closing.id) publish(null);
    }, TOAST_EXIT_MS);
  }

  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(options) {
      clearTimers();
      paused = false;
      const toast: ActiveToast = {
        id: nextId++,
        title: options.title,
        description: options.description,
        variant: options.variant ?? 'default',
        durationMs: options.durationMs ?? DEFAULT_TOAST_DURATION_MS,
        action: options.action,
        open: true,
      };
      publish(toast);
      startCountdown(toast.durationMs);
    },
    dismiss,
    pause() {
      if (!current?.open || paused) return;
      paused = true;
      clearTimeout(dismissTimer);
      remainingMs = Math.max(0, remainingMs - (Date.now() - countdownStartedAt));
    },
    resume() {
      if (!current?.open || !paused) return;
      paused = false;
      startCountdown(remainingMs);
    },
    dispose: clearTimers,
  };
}
