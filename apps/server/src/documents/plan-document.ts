// §7 members/planDocuments/pdf/{docId}: a plan document (certificate of
// coverage, plan summary, amendment, rider) — its sections flow across as
// many pages as they need.
import { documentBrandOf } from './brands.ts';
import { coverageFields } from './coverage-fields.ts';
import { EmptyDocumentError } from './errors.ts';
import { formatDate } from './format.ts';
import { DocumentWriter } from './pdf/document-writer.ts';
import { textsFor } from './texts.ts';
import type { DocumentOptions, PlanDocumentInput } from './types.ts';

export async function buildPlanDocumentPdf(input: PlanDocumentInput, { language = 'en' }: DocumentOptions = {}): Promise<Uint8Array> {
  // §8: a document without a word in it is no document.
  const sections = input.sections.filter((section) => section.heading.trim() || section.paragraphs.some((p) => p.trim()));
  if (sections.length === 0) throw new EmptyDocumentError('planDocument');
  const texts = textsFor(language);
  const labels = texts.planDocument;
  const documentType = labels.documentTypes[input.documentType];
  const writer = await DocumentWriter.create({ brand: documentBrandOf(input.partner), language, texts, title: documentType });
  writer.title(input.title, `${documentType} · ${labels.effective(formatDate(input.effectiveDate))}`);
  writer.fields(coverageFields(input.coverage, texts, input.member));
  for (const section of sections) {
    writer.heading(section.heading);
    for (const paragraph of section.paragraphs) writer.paragraph(paragraph);
  }
  return writer.finish();
}
