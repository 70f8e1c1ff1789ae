// Colours as PDF wants them (red, green, blue from 0 to 1) and the neutral
// tones every document shares; brand colours come from brands.ts.
export interface PdfColor {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** `#RRGGBB` → a PDF colour. */
export function hexColor(hex: string): PdfColor {
  const value = Number.parseInt(hex.replace(/^#/, ''), 16);
  return { r: ((value >> 16) & 0xff) / 255, g: ((value >> 8) & 0xff) / 255, b: (value & 0xff) / 255 };
}

/** Body text: #1F2933, 14:1 on white. */
export const inkColor = hexColor('#1F2933');
/** Labels and small print: #52606D, 6.4:1 on white (WCAG AA). */
export const mutedColor = hexColor('#52606D');
export const whiteColor = hexColor('#FFFFFF');
/** Every other table row. */
export const zebraColor = hexColor('#F7F8FA');
