// §7 members/reportCard/pdf: the patient's dental report card — the
// preventive care on record, whether each is up to date, and what to do next.
import { documentBrandOf } from './brands.ts';
import { EmptyDocumentError } from './errors.ts';
import { formatDate } from './format.ts';
import { DocumentWriter } from './pdf/document-writer.ts';
import { textsFor } from './texts.ts';
import type { DentalReportCardInput, DocumentOptions } from './types.ts';

export async function buildDentalReportCardPdf(input: DentalReportCardInput, { language = 'en' }: DocumentOptions = {}): Promise<Uint8Array> {
  // §8: no care on record, no report card (the API then serves the §4 fallback).
  if (input.items.length === 0) throw new EmptyDocumentError('dentalReportCard');
  const texts = textsFor(language);
  const { dentalReportCard: labels, common } = texts;
  const writer = await DocumentWriter.create({ brand: documentBrandOf(input.partner), language, texts, title: labels.title });
  writer.title(labels.title, labels.intro(input.patientName));
  writer.fields([
    [labels.patient, input.patientName],
    [common.member, input.member.name],
    [common.memberId, input.member.memberId],
    [labels.reportDate, formatDate(input.reportDate)],
  ]);
  const { columns } = labels;
  writer.table({
    columns: [
      { header: columns.category, width: 130 },
      { header: columns.lastVisit, width: 70 },
      { header: columns.status, width: 70 },
      { header: columns.recommendation, width: 220 },
    ],
    rows: input.items.map((item) => [
      item.category,
      item.lastVisitDate ? formatDate(item.lastVisitDate) : labels.notOnRecord,
      labels.statuses[item.status],
      item.recommendation,
    ]),
    fontSize: 9,
  });
  return writer.finish();
}
