import { dialogFocusDelayMs } from '@portal/core';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { tabbableElements } from './focusable.ts';

/**
 * Moves focus into the dialog when it opens (after the §9 dialog focus delay),
 * and back to whatever had it (usually the opener) when it closes.
 */
export function useDialogFocus(
  active: boolean,
  dialogRef: RefObject<HTMLElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  // Read the latest refs without re-running the effect: a re-render (a countdown
  // ticking) must not move focus back to the opener.
  const refs = useRef({ dialogRef, initialFocusRef });
  useEffect(() => {
    refs.current = { dialogRef, initialFocusRef };
  });

  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const timer = window.setTimeout(() => {
      const dialog = refs.current.dialogRef.current;
      if (!dialog || dialog.contains(document.activeElement)) return;
      const target = refs.current.initialFocusRef?.current ?? tabbableElements(dialog)[0] ?? dialog;
      target.focus();
    }, dialogFocusDelayMs);
    return () => {
      window.clearTimeout(timer);
      if (opener?.isConnected) opener.focus();
    };
  }, [active]);
}

/** Keeps Tab and Shift+Tab cycling among the dialog's own controls. */
export function trapTabKey(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const tabbable = tabbableElements(dialog);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !dialog.contains(active) || active === dialog;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
