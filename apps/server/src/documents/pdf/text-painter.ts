// Draws text in the document fonts on a page: single lines left-aligned,
// right-aligned or centred, and wrapped paragraphs — always through
// printableText (see fonts.ts).
import { inkColor, type PdfColor } from './colors.ts';
import { printableText, textWidth, type DocumentFonts } from './fonts.ts';
import type { PageCanvas } from './page-canvas.ts';
import { wrapText } from './wrap-text.ts';

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: PdfColor;
}

export type TextAlign = 'left' | 'right' | 'center';

export class TextPainter {
  constructor(
    readonly fonts: DocumentFonts,
    public canvas: PageCanvas,
  ) {}

  /** One line with its baseline at y; `x` is the left, right or centre edge by `align`. */
  text(text: string, x: number, y: number, { size = 10, bold = false, color = inkColor }: TextStyle = {}, align: TextAlign = 'left'): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const printable = printableText(font, text);
    if (!printable) return;
    const left = align === 'left' ? x : x - textWidth(font, printable, size) / (align === 'center' ? 2 : 1);
    this.canvas.text(font, size, left, y, printable, color);
  }

  /** Text broken into lines no wider than `width`. */
  lines(text: string, width: number, { size = 10, bold = false }: TextStyle = {}): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    return wrapText(font, printableText(font, text), size, width);
  }

  /** The text on one line no wider than `width`, cut with an ellipsis when it must be. */
  fit(text: string, width: number, { size = 10, bold = false }: TextStyle = {}): string {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    let printable = printableText(font, text);
    if (textWidth(font, printable, size) <= width) return printable;
    while (printable.length > 1 && textWidth(font, `${printable}…`, size) > width) printable = printable.slice(0, -1);
    return `${printable.trimEnd()}…`;
  }

  /** A wrapped paragraph from a top baseline; answers the baseline after its last line. */
  paragraph(text: string, x: number, y: number, width: number, style: TextStyle = {}, align: TextAlign = 'left'): number {
    const size = style.size ?? 10;
    let baseline = y;
    for (const line of this.lines(text, width, style)) {
      this.text(line, align === 'center' ? x + width / 2 : x, baseline, style, align);
      baseline -= size * 1.3;
    }
    return baseline;
  }
}
