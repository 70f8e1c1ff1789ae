// Lays out the letter-size documents (EOB, summaries, plan documents, the
// desktop ID card): a branded header band on every page, a title, headings,
// label/value fields, paragraphs, tables that continue onto new pages with
// their header row repeated, and a footer with customer service and
// "Page n of N".
import type { DocumentBrand } from '../brands.ts';
import type { DocumentTexts } from '../texts.ts';
import type { DocumentLanguage } from '../types.ts';
import { mutedColor, whiteColor, zebraColor } from './colors.ts';
import type { PageCanvas } from './page-canvas.ts';
import { PdfFile, type PdfFileSetup } from './pdf-file.ts';
import { TextPainter, type TextStyle } from './text-painter.ts';

/** US letter in points, by orientation. */
const letterSizes = {
  portrait: { width: 612, height: 792 },
  landscape: { width: 792, height: 612 },
} as const;

const margin = 48;
const headerBandHeight = 60;
const footerHeight = 44;

export interface WriterSetup extends Pick<PdfFileSetup, 'compressPages'> {
  brand: DocumentBrand;
  language: DocumentLanguage;
  texts: DocumentTexts;
  /** Printed in the header band and stored as the PDF title. */
  title: string;
  /** The phone printed in the footer, when not the partner's own. */
  customerServicePhone?: string;
  /** Wide tables (the EOB's procedure lines) read better in landscape. */
  orientation?: keyof typeof letterSizes;
}

export interface TableColumn {
  header: string;
  /** Relative width; columns share the content width in proportion. */
  width: number;
  align?: 'left' | 'right';
}

export interface TableOptions {
  columns: TableColumn[];
  rows: string[][];
  /** A bold closing row (totals). */
  totals?: string[];
  fontSize?: number;
  /** Printed above the table, and again with "(continued)" on each new page. */
  caption?: string;
}

export type Field = readonly [label: string, value: string | undefined];

export class DocumentWriter {
  private readonly painter: TextPainter;
  private readonly size: { width: number; height: number };
  /** Baseline of the next thing written on the current page. */
  private y = 0;

  private constructor(
    private readonly file: PdfFile,
    private readonly setup: WriterSetup,
  ) {
    this.size = letterSizes[setup.orientation ?? 'portrait'];
    this.painter = new TextPainter(file.fonts, file.addPage(this.size.width, this.size.height));
    this.decoratePage();
  }

  static async create(setup: WriterSetup): Promise<DocumentWriter> {
    return new DocumentWriter(await PdfFile.create(setup), setup);
  }

  private get canvas(): PageCanvas {
    return this.painter.canvas;
  }

  private get contentWidth(): number {
    return this.size.width - 2 * margin;
  }

  private get right(): number {
    return this.size.width - margin;
  }

  private get bottom(): number {
    return footerHeight + 12;
  }

  private newPage(): void {
    this.painter.canvas = this.file.addPage(this.size.width, this.size.height);
    this.decoratePage();
  }

  /** The header band every page wears; the cursor moves under it. */
  private decoratePage(): void {
    const { brand, title } = this.setup;
    const { canvas, painter } = this;
    const bandBottom = this.size.height - headerBandHeight;
    canvas.fillRect(0, bandBottom, this.size.width, headerBandHeight, brand.colors.brand);
    canvas.fillRect(0, bandBottom - 3, this.size.width, 3, brand.colors.accent);
    painter.text(brand.name, margin, bandBottom + 30, { size: 20, bold: true, color: whiteColor });
    painter.text(brand.legalName, margin, bandBottom + 14, { size: 8, color: whiteColor });
    painter.text(title, this.right, bandBottom + 24, { size: 12, bold: true, color: whiteColor }, 'right');
    this.y = bandBottom - 30;
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensureSpace(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  spacer(height: number): void {
    this.y -= height;
  }

  /** The document's title under the header band, with an optional line under it. */
  title(text: string, subtitle?: string): void {
    this.y -= 4;
    this.painter.text(text, margin, this.y, { size: 18, bold: true, color: this.setup.brand.colors.brand });
    this.y -= 20;
    if (subtitle) this.paragraph(subtitle, { size: 10, color: mutedColor });
    this.y -= 6;
  }

  heading(text: string): void {
    // Keeps a heading with the start of what follows it.
    this.ensureSpace(110);
    this.y -= 10;
    this.painter.text(text, margin, this.y, { size: 12, bold: true, color: this.setup.brand.colors.brand });
    this.y -= 6;
    this.canvas.line(margin, this.y, this.right, this.y, { color: this.setup.brand.colors.border, width: 0.75 });
    this.y -= 16;
  }

  paragraph(text: string, style: TextStyle & { indent?: number; bullet?: boolean } = {}): void {
    const size = style.size ?? 10;
    const lineHeight = size * 1.35;
    const indent = (style.indent ?? 0) + (style.bullet ? 14 : 0);
    this.painter.lines(text, this.contentWidth - indent, style).forEach((line, index) => {
      this.ensureSpace(lineHeight);
      if (style.bullet && index === 0) this.painter.text('•', margin + indent - 11, this.y, style);
      this.painter.text(line, margin + indent, this.y, style);
      this.y -= lineHeight;
    });
    this.y -= size * 0.4;
  }

  /** Label above value, in a grid of `columns`; empty values are left out. */
  fields(pairs: readonly Field[], columns = 3): void {
    const shown = pairs.filter((pair): pair is readonly [string, string] => Boolean(pair[1]));
    const gap = 14;
    const cellWidth = (this.contentWidth - gap * (columns - 1)) / columns;
    for (let start = 0; start < shown.length; start += columns) {
      const row = shown.slice(start, start + columns).map(([label, value]) => ({
        label,
        value: this.painter.lines(value, cellWidth, { size: 10 }),
      }));
      const rowHeight = 14 + Math.max(...row.map((cell) => cell.value.length)) * 13 + 8;
      this.ensureSpace(rowHeight);
      row.forEach((cell, column) => {
        const x = margin + column * (cellWidth + gap);
        this.painter.text(cell.label, x, this.y, { size: 7.5, bold: true, color: mutedColor });
        cell.value.forEach((line, index) => this.painter.text(line, x, this.y - 13 - index * 13, { size: 10 }));
      });
      this.y -= rowHeight;
    }
  }

  /**
   * Hands a block of the page to a custom drawing (the ID card's faces):
   * `draw` gets the painter, the block's left edge, top and width.
   */
  block(height: number, draw: (painter: TextPainter, left: number, top: number, width: number) => void): void {
    this.ensureSpace(height);
    draw(this.painter, margin, this.y, this.contentWidth);
    this.y -= height;
  }

  table({ columns, rows, totals, fontSize = 8, caption }: TableOptions): void {
    const { colors } = this.setup.brand;
    const padding = 4;
    const lineHeight = fontSize * 1.25;
    const totalWeight = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / totalWeight) * this.contentWidth);

    const layoutRow = (cells: readonly string[], bold: boolean) => {
      const cellLines = columns.map((_, index) =>
        this.painter.lines(cells[index] ?? '', widths[index]! - 2 * padding, { size: fontSize, bold }),
      );
      return { cellLines, bold, height: Math.max(...cellLines.map((lines) => lines.length)) * lineHeight + 2 * padding };
    };
    type Row = ReturnType<typeof layoutRow>;

    const drawRow = (row: Row, fill?: typeof zebraColor) => {
      // The fill stops short of the rule above it.
      if (fill) this.canvas.fillRect(margin, this.y - row.height, this.contentWidth, row.height - 0.5, fill);
      let x = margin;
      row.cellLines.forEach((lines, index) => {
        const width = widths[index]!;
        const alignRight = columns[index]!.align === 'right';
        lines.forEach((line, lineIndex) => {
          const baseline = this.y - padding - fontSize * 0.8 - lineIndex * lineHeight;
          const style = { size: fontSize, bold: row.bold };
          if (alignRight) this.painter.text(line, x + width - padding, baseline, style, 'right');
          else this.painter.text(line, x + padding, baseline, style);
        });
        x += width;
      });
      this.y -= row.height;
    };
    const rule = (color: typeof zebraColor, width: number) => this.canvas.line(margin, this.y, this.right, this.y, { color, width });

    const header = layoutRow(
      columns.map((column) => column.header),
      true,
    );
    const drawHeader = (continued: boolean) => {
      if (caption) {
        const text = continued ? `${caption} ${this.setup.texts.common.continued}` : caption;
        this.painter.text(text, margin, this.y - 10, { size: 9, bold: true, color: mutedColor });
        this.y -= 16;
      }
      drawRow(header, colors.surfaceAlt);
      rule(colors.brand, 1);
    };

    const body = rows.map((cells) => layoutRow(cells, false));
    this.ensureSpace(header.height + (body[0]?.height ?? 0) + (caption ? 16 : 0));
    drawHeader(false);
    body.forEach((row, index) => {
      if (this.y - row.height < this.bottom) {
        this.newPage();
        drawHeader(true);
      }
      drawRow(row, index % 2 === 1 ? zebraColor : undefined);
      rule(colors.border, 0.25);
    });
    if (totals) {
      const row = layoutRow(totals, true);
      this.ensureSpace(row.height);
      rule(colors.brand, 1);
      drawRow(row, colors.surfaceAlt);
    }
    this.y -= 14;
  }

  /** Writes the footers (now that the page count is known) and the file. */
  async finish(): Promise<Uint8Array> {
    const { brand, texts } = this.setup;
    const phone = this.setup.customerServicePhone ?? brand.customerServicePhone;
    const footer = texts.common.footer(phone, brand.customerServiceHours[this.setup.language]);
    const pages = this.file.pages;
    pages.forEach((canvas, index) => {
      this.painter.canvas = canvas;
      canvas.line(margin, footerHeight, this.right, footerHeight, { color: brand.colors.border, width: 0.5 });
      const small = { size: 8, color: mutedColor };
      this.painter.text(footer, margin, footerHeight - 14, small);
      this.painter.text(brand.website, margin, footerHeight - 25, small);
      this.painter.text(texts.common.pageOf(index + 1, pages.length), this.right, footerHeight - 14, small, 'right');
    });
    return this.file.save();
  }
}
