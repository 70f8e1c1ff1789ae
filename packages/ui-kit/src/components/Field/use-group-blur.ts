import type { FocusEvent } from 'react';

/**
 * onBlur for a fieldset: calls `onLeave` only when focus leaves the whole
 * group, not when it moves between its radios or checkboxes (§4: the error
 * shows after the member leaves the field).
 */
export function groupBlurHandler(onLeave: (event: FocusEvent<HTMLElement>) => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    onLeave(event);
  };
}
