// A signed-in page's frame, rendered at build time: the header, the navigation
// and the page's own loading state, as the app's first render shows them while
// the member's calls are on their way. The server sends it for the member
// routes (apps/server hosting), so a phone paints the page's frame and heading
// with the HTML instead of after the app's JavaScript has arrived and run; the
// app then renders over it (createRoot, no hydration: nothing of it is kept).
//
// The frame names no one: it is rendered as a stand-in member whose name is a
// marker, which becomes an empty <span data-member-name> that the boot code
// fills from the signed-in user it already holds (boot/signed-in-frame.ts).
// Until then whatever holds the name stays invisible, so the heading never
// shows without it. No token, name or other member data is in the file.
// Its buttons (the language switch, sign-out, the phone's menu) are disabled:
// they do nothing until the app has rendered its own, so a tap must not be
// taken and lost. Its links work as links.
import { useAuthStore } from '@portal/auth';

/** A character of Unicode's private use area: no text of the portal contains it. */
export const memberNameMarker = '\uE000';
/** The element the boot code fills with the member's name. */
export const memberNameSlot = '<span data-member-name></span>';
/** Hides what holds an empty name slot (the heading, the header's greeting) until the boot fills it. */
export const memberNameSlotStyle = '*:has(> [data-member-name]:empty){visibility:hidden}';

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * Signs the build's render in as the stand-in member: the store holds tokens
 * the route guard reads as unexpired (unsigned, never sent anywhere: nothing
 * calls out during a build's render) and the marker as the member's name.
 */
export function startSignedInFrame(): void {
  const token = `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url({ exp: 4102444800 })}.`;
  useAuthStore.getState().setSession({
    accessToken: token, idToken: token, userEmail: null, userName: memberNameMarker, isCSR: false, hasPolicy: true,
  });
}

/** The rendered frame with each marker turned into the slot the boot code fills, and its buttons disabled. */
export function frameMarkup(appHtml: string): string {
  return appHtml.split(memberNameMarker).join(memberNameSlot).replace(/<button\b(?![^>]*\sdisabled\b)/g, '<button disabled=""');
}
