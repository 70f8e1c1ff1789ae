// §7 chat availability: an XML answer whose chatAllowed element's allowed
// attribute 'true' means open. Anything else — another value, no element,
// unreadable XML — is closed. DOMParser in the browser; a small pattern where
// there is none (Node).

/** Whether `<chatAllowed allowed="true"/>` is in the document; undefined when there is no chatAllowed element. */
export function chatAllowedInXml(xml: string): boolean | undefined {
  if (typeof DOMParser !== 'undefined') {
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    if (document.getElementsByTagName('parsererror').length > 0) return undefined;
    const element = document.getElementsByTagName('chatAllowed')[0];
    return element ? element.getAttribute('allowed') === 'true' : undefined;
  }
  const match = /<chatAllowed\b([^>]*)>/.exec(xml);
  if (!match) return undefined;
  const allowed = /\ballowed\s*=\s*(["'])(.*?)\1/.exec(match[1]!);
  return allowed?.[2] === 'true';
}
