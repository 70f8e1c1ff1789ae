import { maxToasts, toastDurationMs } from '@portal/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toast, type ToastApi, type ToastNotification } from './toast-context.ts';

export interface ToastProviderProps {
  children?: ReactNode;
  /** §4/§9: each toast lasts 5000 ms. */
  durationMs?: number;
  /** §4/§9: at most 2 on screen; a new one dismisses the oldest. */
  maxVisible?: number;
}

/** Holds the toasts on screen; place <ToastRegion> anywhere inside to show them. */
export function ToastProvider({ children, durationMs = toastDurationMs, maxVisible = maxToasts }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  const dismissToast = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback(
    ({ message, type }: ToastNotification) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      timers.current.set(id, setTimeout(() => dismissToast(id), durationMs));
      // §4: newest on top; beyond the limit the oldest goes (its timer then finds nothing to remove).
      setToasts((current) => [{ id, message, type }, ...current].slice(0, maxVisible));
      return id;
    },
    [dismissToast, durationMs, maxVisible],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ toasts, showToast, dismissToast }), [toasts, showToast, dismissToast]);
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}
