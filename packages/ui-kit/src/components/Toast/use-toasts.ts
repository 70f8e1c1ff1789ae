import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toast-context.ts';

/** Show and dismiss toasts from anywhere under <ToastProvider>. */
export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts must be used inside <ToastProvider>.');
  return api;
}
