import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Toaster } from './components/Toaster';
import { createToastStore, type ToastOptions } from './toast-store';

export interface ToastApi {
  /** Shows a toast; it replaces whatever toast is on screen. */
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const noToastOnServer = () => null;

export interface ToastProviderProps {
  children: ReactNode;
}

/** Owns the single on-screen toast and renders the notification region after the app. */
export function ToastProvider({ children }: ToastProviderProps) {
  // One store per provider, so server renders of concurrent requests never share toasts.
  const [store] = useState(createToastStore);
  const toast = useSyncExternalStore(store.subscribe, store.getSnapshot, noToastOnServer);
  const api = useMemo<ToastApi>(() => ({ toast: store.show, dismiss: store.dismiss }), [store]);

  useEffect(() => store.dispose, [store]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster
        toast={toast}
        onDismiss={store.dismiss}
        onPause={store.pause}
        onResume={store.resume}
      />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
