export { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from './ToastProvider';
export {
  DEFAULT_TOAST_DURATION_MS,
  type ToastAction,
  type ToastOptions,
  type ToastVariant,
} from './toast-store';
