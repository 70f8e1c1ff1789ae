// Greedy line breaking for the standard fonts: words move to the next line
// when they do not fit; a word wider than the line is cut between letters.
// Widths add up word by word, so a paragraph is measured once.
import type { PDFFont } from 'pdf-lib';
import { textWidth } from './fonts.ts';

export function wrapText(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const spaceWidth = textWidth(font, ' ', size);
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(' ')) {
      if (!word) continue;
      const wordWidth = textWidth(font, word, size);
      if (line && lineWidth + spaceWidth + wordWidth <= maxWidth) {
        line += ` ${word}`;
        lineWidth += spaceWidth + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      lineWidth = wordWidth;
      while (lineWidth > maxWidth && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && textWidth(font, line.slice(0, cut), size) > maxWidth) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
        lineWidth = textWidth(font, line, size);
      }
    }
    lines.push(line);
  }
  return lines;
}
