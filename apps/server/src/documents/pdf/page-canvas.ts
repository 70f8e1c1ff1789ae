// Writes a page's drawing as PDF operators in one string, which pdf-file.ts
// puts in the file (compressed when asked). pdf-lib's drawing calls built an
// object per operator and number and deflated in JavaScript, which made an ID
// card cost ~10 ms of CPU; this brought it to 0.4–0.8 ms (see bench/id-cards-pool.ts).
import type { PDFFont } from 'pdf-lib';
import type { PdfColor } from './colors.ts';
import { fontResourceName, pdfTextOperand } from './fonts.ts';

/** Two decimals are a hundredth of a point: finer than any printer. */
function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function rgb({ r, g, b }: PdfColor): string {
  return `${num(r)} ${num(g)} ${num(b)}`;
}

const space = 0x20;
const zero = 0x30;
const one = 0x31;
const letterR = 0x72;
const letterE = 0x65;
const newLine = 0x0a;

/** Writes a whole number from 0 to 999 (a grid's cells) in decimal at `at`; answers where it ends. */
function writeCount(bytes: Buffer, at: number, value: number): number {
  if (value >= 100) {
    bytes[at++] = zero + Math.floor(value / 100);
    bytes[at++] = zero + (Math.floor(value / 10) % 10);
  } else if (value >= 10) {
    bytes[at++] = zero + Math.floor(value / 10);
  }
  bytes[at++] = zero + (value % 10);
  return at;
}

export interface StrokeStyle {
  color: PdfColor;
  width: number;
  /** Dash and gap lengths; solid when absent. */
  dash?: readonly number[];
}

export class PageCanvas {
  private content = '';

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  fillRect(x: number, y: number, width: number, height: number, color: PdfColor): void {
    this.content += `${rgb(color)} rg\n${num(x)} ${num(y)} ${num(width)} ${num(height)} re\nf\n`;
  }

  /**
   * Cells of a grid filled as one path (a QR code's modules): `cells` holds
   * column, row and width in cells, rows counted down from the grid's top
   * left corner at (left, top). Whole numbers keep the path short.
   */
  fillGridCells(left: number, top: number, cellSize: number, cells: readonly number[], color: PdfColor): void {
    // Written as bytes, then read as one string: a QR code has ~600 runs, and a
    // string per run cost three times as much (24 against 7 µs a code).
    const path = Buffer.allocUnsafe((cells.length / 3) * 20);
    let at = 0;
    for (let index = 0; index < cells.length; index += 3) {
      at = writeCount(path, at, cells[index]!);
      path[at++] = space;
      at = writeCount(path, at, cells[index + 1]!);
      path[at++] = space;
      at = writeCount(path, at, cells[index + 2]!);
      // ` 1 re` and a new line: one cell high, the rectangle operator (byte by byte: faster than set()).
      path[at++] = space;
      path[at++] = one;
      path[at++] = space;
      path[at++] = letterR;
      path[at++] = letterE;
      path[at++] = newLine;
    }
    this.content += `q\n${rgb(color)} rg\n${num(cellSize)} 0 0 ${num(-cellSize)} ${num(left)} ${num(top)} cm\n${path.toString('latin1', 0, at)}f\nQ\n`;
  }

  strokeRect(x: number, y: number, width: number, height: number, style: StrokeStyle): void {
    this.stroke(`${num(x)} ${num(y)} ${num(width)} ${num(height)} re`, style);
  }

  line(x1: number, y1: number, x2: number, y2: number, style: StrokeStyle): void {
    this.stroke(`${num(x1)} ${num(y1)} m\n${num(x2)} ${num(y2)} l`, style);
  }

  private stroke(path: string, { color, width, dash }: StrokeStyle): void {
    const dashPattern = dash ? `[${dash.map(num).join(' ')}] 0 d\n` : '';
    this.content += `q\n${rgb(color)} RG\n${num(width)} w\n${dashPattern}${path}\nS\nQ\n`;
  }

  /** One line of already printable text with its baseline at (x, y). */
  text(font: PDFFont, size: number, x: number, y: number, text: string, color: PdfColor): void {
    this.content += `BT\n${rgb(color)} rg\n/${fontResourceName(font)} ${num(size)} Tf\n${num(x)} ${num(y)} Td\n${pdfTextOperand(font, text)} Tj\nET\n`;
  }

  /** The page's drawing (latin1 text), handed over once as the file is written. */
  finish(): string {
    const drawing = this.content;
    this.content = '';
    return drawing;
  }
}
