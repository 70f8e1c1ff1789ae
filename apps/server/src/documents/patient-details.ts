// §7 members/patientDetails/pdf/{claimant}: one patient on the line — the
// §3 patient record, the plan year's maximums and the patient's recent claims.
import { accumulatorFields } from './accumulator-fields.ts';
import { documentBrandOf } from './brands.ts';
import { coverageFields } from './coverage-fields.ts';
import { EmptyDocumentError } from './errors.ts';
import { formatDate, formatMoney } from './format.ts';
import { mutedColor } from './pdf/colors.ts';
import { DocumentWriter } from './pdf/document-writer.ts';
import { textsFor } from './texts.ts';
import type { DocumentOptions, PatientDetailsInput } from './types.ts';

export async function buildPatientDetailsPdf(input: PatientDetailsInput, { language = 'en' }: DocumentOptions = {}): Promise<Uint8Array> {
  // §8: no patient record, nothing to print.
  const { patient } = input;
  if (!patient) throw new EmptyDocumentError('patientDetails');
  const texts = textsFor(language);
  const { patientDetails: labels, common } = texts;
  const money = (amount: number) => formatMoney(amount, language);
  const writer = await DocumentWriter.create({ brand: documentBrandOf(input.partner), language, texts, title: labels.title });
  writer.title(labels.title, patient.name);

  writer.heading(labels.patientSection);
  writer.fields([
    [labels.patient, patient.name],
    [common.dateOfBirth, formatDate(patient.dateOfBirth)],
    [labels.claimantNumber, patient.claimantNumber],
    [common.relationship, patient.relationship],
    [labels.currentCoverage, patient.currentCoverageType],
    [common.terminationDate, formatDate(patient.terminationDate)],
  ]);

  writer.heading(labels.coverageSection);
  writer.fields(coverageFields(input.coverage, texts, input.member));

  if (input.accumulators) {
    writer.heading(labels.maximumsSection(input.accumulators.planYear));
    writer.fields(accumulatorFields(input.accumulators, texts, language));
  }

  writer.heading(labels.claimsSection);
  if (input.recentClaims.length === 0) {
    writer.paragraph(labels.noClaims, { color: mutedColor });
  } else {
    const { columns } = labels;
    writer.table({
      columns: [
        { header: columns.claimNumber, width: 80 },
        { header: columns.dateOfService, width: 64 },
        { header: columns.provider, width: 160 },
        { header: columns.charges, width: 64, align: 'right' },
        { header: columns.amountPaid, width: 64, align: 'right' },
        { header: columns.status, width: 60 },
      ],
      rows: input.recentClaims.map((claim) => [
        claim.claimNumber,
        formatDate(claim.dateOfService),
        claim.providerName,
        money(claim.charges),
        money(claim.amountPaid),
        claim.status,
      ]),
      fontSize: 9,
    });
  }
  return writer.finish();
}
