// A member route's prerendered signed-in frame (prerender/signed-in-frame.ts):
// the header, navigation and the page's loading state, painted with the HTML.
// The boot code names the member in it (the heading waits, invisible, for the
// name) or, when the frame is not what the app's first render will show, takes
// it away again so the app's loading status shows instead: a CSR's or
// producer's session, no session, or a remembered language other than the
// frame's.

import { showLoadingStatus } from './loading-status.ts';

/** Set on <html> by the build (prerender/fill-template.ts). */
export const signedInFrameAttribute = 'data-signed-in-frame';

export function isSignedInFrame(doc: Document): boolean {
  return doc.documentElement.hasAttribute(signedInFrameAttribute);
}

export interface SignedInFrame {
  /** Puts the member's name into every slot of the frame, which shows what held it. */
  name(memberName: string): void;
  /** Drops the frame: the app's loading status (loading-status.ts) shows until its first render. */
  drop(): void;
}

/**
 * The frame as the HTML brought it into `root`. Either call may come after the app's first render has replaced it
 * (the code exchange, or the name reader's download, can take longer than the app's): then neither touches the page.
 */
export function signedInFrameIn(root: HTMLElement): SignedInFrame {
  const nodes = [...root.childNodes];
  const shown = () => nodes.some((node) => node.parentNode === root);
  return {
    name(memberName) {
      if (!shown()) return;
      for (const slot of root.querySelectorAll('[data-member-name]')) slot.textContent = memberName;
    },
    drop() {
      if (!shown()) return;
      for (const node of nodes) node.remove();
      showLoadingStatus(root);
    },
  };
}

/** Whether the app will render in the frame's language: the member's remembered one, if any, is the frame's. */
export function frameLanguageHolds(frameLanguage: string, remembered: string | null): boolean {
  return remembered === null || remembered === frameLanguage;
}
