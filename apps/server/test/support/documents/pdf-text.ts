// Reads a generated PDF back the way a member's viewer would, for tests:
// page count and sizes, metadata and the text of each page (pdfjs-dist, the
// engine behind Firefox's viewer; pdf-lib cannot extract text).
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  pageCount: number;
  /** Width and height of each page in points. */
  pageSizes: Array<{ width: number; height: number }>;
  /** Text of each page, items joined and runs of white space made single spaces. */
  pages: string[];
  /** All pages' text. */
  text: string;
  title: string;
  language: string;
}

async function pageText(document: PDFDocumentProxy, pageNumber: number): Promise<{ text: string; width: number; height: number }> {
  const page = await document.getPage(pageNumber);
  const [, , width = 0, height = 0] = page.view;
  const content = await page.getTextContent();
  const text = content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, width, height };
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdfjs takes ownership of the buffer it is given; the caller keeps theirs.
  const loading = getDocument({ data: bytes.slice(), useSystemFonts: false, verbosity: 0 });
  const document = await loading.promise;
  try {
    const pages = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) pages.push(await pageText(document, pageNumber));
    const { info } = (await document.getMetadata()) as { info: { Title?: string; Language?: string } };
    return {
      pageCount: document.numPages,
      pageSizes: pages.map(({ width, height }) => ({ width, height })),
      pages: pages.map((page) => page.text),
      text: pages.map((page) => page.text).join('\n'),
      title: info.Title ?? '',
      language: info.Language ?? '',
    };
  } finally {
    await loading.destroy();
  }
}
