// §5 txt: a plain text file — valid UTF-8 (ASCII included), no NUL bytes,
// mostly printable. Text a browser would sniff as a web page or script (HTML,
// XML, SVG) is not plain text: it is active content with a text name.

const utf8 = new TextDecoder('utf-8', { fatal: true });

// Of every 100 characters at most 2 may be control characters other than
// tab, line feed, vertical tab, form feed and carriage return.
const maxControlShare = 0.02;

// The leading tags of the WHATWG MIME sniffing "HTML" and "XML" patterns, and SVG.
const markupStart =
  /^<(?:!doctype\s+html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|!--|\?xml|svg)(?:[\s>/]|$)/i;

function isControl(codePoint: number): boolean {
  if (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0b || codePoint === 0x0c || codePoint === 0x0d) return false;
  return codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f);
}

export function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  let characters = 0;
  let controls = 0;
  for (const character of text) {
    characters++;
    if (isControl(character.codePointAt(0)!)) controls++;
  }
  if (controls > characters * maxControlShare) return false;
  // TextDecoder drops a byte order mark; leading white space does not hide markup either.
  return !markupStart.test(text.trimStart());
}
