import { createContext } from 'react';
import type { NoticeType } from '../Alert/notice-type.ts';

/** §3 Notification: a message and its type. */
export interface ToastNotification {
  message: string;
  type: NoticeType;
}

export interface Toast extends ToastNotification {
  id: string;
}

export interface ToastApi {
  /** Toasts on screen, newest first. */
  toasts: readonly Toast[];
  /** Shows a toast and returns its id. */
  showToast: (notification: ToastNotification) => string;
  dismissToast: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
