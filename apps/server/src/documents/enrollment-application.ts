// §7 members/enrollmentApp/pdf: the member's enrollment application as
// submitted — applicant, coverage applied for, the people enrolled and the
// electronic signature.
import { documentBrandOf } from './brands.ts';
import { coverageFields } from './coverage-fields.ts';
import { EmptyDocumentError } from './errors.ts';
import { formatDate } from './format.ts';
import { mutedColor } from './pdf/colors.ts';
import { DocumentWriter } from './pdf/document-writer.ts';
import { textsFor } from './texts.ts';
import type { DocumentOptions, EnrollmentApplicationInput } from './types.ts';

export async function buildEnrollmentApplicationPdf(
  input: EnrollmentApplicationInput,
  { language = 'en' }: DocumentOptions = {},
): Promise<Uint8Array> {
  // §8: an application enrolling nobody has nothing to show.
  if (input.enrollees.length === 0) throw new EmptyDocumentError('enrollmentApplication');
  const texts = textsFor(language);
  const { enrollmentApplication: labels, common } = texts;
  const { applicant } = input;
  const writer = await DocumentWriter.create({ brand: documentBrandOf(input.partner), language, texts, title: labels.title });
  writer.title(labels.title);
  writer.fields([
    [labels.applicationNumber, input.applicationId],
    [labels.submitted, formatDate(input.submittedDate)],
  ]);

  writer.heading(labels.applicantSection);
  writer.fields([
    [labels.name, applicant.name],
    [common.dateOfBirth, formatDate(applicant.dateOfBirth)],
    [labels.address, applicant.address.join(', ')],
    [labels.phone, applicant.phone],
    [labels.email, applicant.email],
  ]);

  writer.heading(labels.coverageSection);
  writer.fields(coverageFields(input.coverage, texts));

  writer.heading(labels.enrolleesSection);
  writer.table({
    columns: [
      { header: labels.name, width: 170 },
      { header: common.relationship, width: 90 },
      { header: common.dateOfBirth, width: 80 },
      { header: labels.coverageTier, width: 120 },
    ],
    rows: input.enrollees.map((enrollee) => [enrollee.name, enrollee.relationship, formatDate(enrollee.dateOfBirth), enrollee.coverageTier]),
    fontSize: 9,
  });

  writer.heading(labels.signatureSection);
  writer.paragraph(labels.attestation, { size: 9, color: mutedColor });
  const { signature } = input;
  writer.paragraph(signature ? labels.signedBy(signature.name, formatDate(signature.date)) : labels.notSigned, { bold: true });
  return writer.finish();
}
