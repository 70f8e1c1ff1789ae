// §2/§9: the support chat opens in a popup window of 450 × 650.
import { chatPopup } from '@portal/core';

export const chatPopupFeatures = `popup=yes,width=${chatPopup.width},height=${chatPopup.height}`;

/** Opens (or brings forward) the chat popup; returns the window, or null when the browser blocked it. */
export function openChatPopup(url: string, windowName = 'portalSupportChat'): Window | null {
  const popup = window.open(url, windowName, chatPopupFeatures);
  popup?.focus();
  return popup;
}
