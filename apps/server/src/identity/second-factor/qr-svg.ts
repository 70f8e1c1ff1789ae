// The otpauth:// address as an SVG QR code for a phone to scan (`qr`, as the
// documents' PDFs use). Inline SVG needs no image source in the pages' CSP.
import encodeQR from 'qr';

export function qrSvgOf(text: string): string {
  return encodeQR(text, 'svg', { ecc: 'medium', border: 4 });
}
