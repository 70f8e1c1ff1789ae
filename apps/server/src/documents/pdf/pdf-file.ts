// One PDF being written: the pdf-lib document (objects, fonts, metadata,
// cross-reference table), its pages as PageCanvases, and saving it.
import { PDFDocument } from 'pdf-lib';
import type { DocumentBrand } from '../brands.ts';
import type { DocumentLanguage } from '../types.ts';
import { embedDocumentFonts, type DocumentFonts } from './fonts.ts';
import { PageCanvas } from './page-canvas.ts';

export interface PdfFileSetup {
  brand: DocumentBrand;
  language: DocumentLanguage;
  /** Stored as the PDF title: readers and screen readers announce it. */
  title: string;
  /**
   * Deflate the pages' drawing (default). A one-page ID card skips it: its
   * 13–17 KB of drawing would shrink to ~4.5 KB, but deflating costs ~0.3 ms,
   * a quarter of the card, on the path that must reach 1 000 cards/s.
   */
  compressPages?: boolean;
}

export class PdfFile {
  private readonly canvases: PageCanvas[] = [];

  private constructor(
    private readonly doc: PDFDocument,
    readonly fonts: DocumentFonts,
    private readonly compressPages: boolean,
  ) {}

  static async create({ brand, language, title, compressPages = true }: PdfFileSetup): Promise<PdfFile> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    // Title, author and language let screen readers and file managers name the file (accessibility).
    doc.setTitle(title, { showInWindowTitleBar: true });
    doc.setAuthor(brand.legalName);
    doc.setCreator(`${brand.name} member portal`);
    doc.setProducer(`${brand.name} member portal`);
    doc.setLanguage(language === 'es' ? 'es-US' : 'en-US');
    const now = new Date();
    doc.setCreationDate(now);
    doc.setModificationDate(now);
    return new PdfFile(doc, embedDocumentFonts(doc), compressPages);
  }

  addPage(width: number, height: number): PageCanvas {
    const canvas = new PageCanvas(this.doc.addPage([width, height]));
    this.canvases.push(canvas);
    return canvas;
  }

  get pages(): readonly PageCanvas[] {
    return this.canvases;
  }

  async save(): Promise<Uint8Array> {
    for (const canvas of this.canvases) canvas.finish(this.doc, this.compressPages);
    // Object streams would deflate every object in JavaScript again (~0.9 ms a card)
    // for a few hundred bytes saved; one pass, no yielding: a worker thread has nothing else to do.
    return this.doc.save({ useObjectStreams: false, objectsPerTick: Number.POSITIVE_INFINITY });
  }
}
