// §7 members/eob/pdf/{objectId}: the explanation of benefits of one claim —
// the claim header of §3, every procedure line (the table continues onto new
// pages), totals, payments and remark codes, in English or Spanish.
import { documentBrandOf } from './brands.ts';
import { EmptyDocumentError } from './errors.ts';
import { formatDate, formatMoney, formatPercent, sumDollars } from './format.ts';
import { DocumentWriter } from './pdf/document-writer.ts';
import { mutedColor } from './pdf/colors.ts';
import { textsFor } from './texts.ts';
import type { DocumentOptions, EobInput, ProcedureLine } from './types.ts';

function procedureText(line: ProcedureLine, paidAs: (code: string) => string): string {
  const codes = line.paidCode && line.paidCode !== line.submittedCode ? `${line.submittedCode} (${paidAs(line.paidCode)})` : line.submittedCode;
  return [codes, line.description, line.serviceType].filter(Boolean).join(' · ');
}

export async function buildEobPdf(input: EobInput, { language = 'en' }: DocumentOptions = {}): Promise<Uint8Array> {
  // §8: no procedure lines, no EOB.
  if (input.procedureLines.length === 0) throw new EmptyDocumentError('eob');
  const texts = textsFor(language);
  const { eob, common } = texts;
  const { claim, member } = input;
  const money = (amount: number) => formatMoney(amount, language);
  const isEstimate = claim.claimType === 'estimate';
  const title = isEstimate ? eob.estimateTitle : eob.title;

  const brand = documentBrandOf(input.partner);
  const writer = await DocumentWriter.create({ brand, language, texts, title, orientation: 'landscape' });
  writer.title(title, isEstimate ? eob.estimateValidity : eob.notABill);

  writer.heading(eob.claimSection);
  writer.fields(
    [
      [eob.claimNumber, claim.claimNumber],
      [eob.claimType, eob.claimTypes[claim.claimType]],
      [eob.dateOfService, formatDate(claim.dateOfService)],
      [eob.processedDate, formatDate(claim.processedDate)],
      [common.member, member.name],
      [common.memberId, member.memberId],
      [eob.planSponsor, claim.planSponsor],
      [eob.planNumber, claim.planNumber],
      [eob.patient, claim.patientName],
      [common.relationship, claim.patientRelationship],
      [eob.patientDateOfBirth, formatDate(claim.patientDateOfBirth)],
      [eob.provider, claim.providerName],
    ],
    4,
  );

  const { columns } = eob;
  const lines = input.procedureLines;
  const total = (pick: (line: ProcedureLine) => number) => money(sumDollars(lines.map(pick)));
  writer.heading(eob.proceduresSection);
  writer.table({
    caption: `${eob.claimNumber} ${claim.claimNumber}`,
    columns: [
      { header: columns.dateOfService, width: 54 },
      { header: columns.toothArchQuad, width: 40 },
      { header: columns.surface, width: 52 },
      { header: columns.procedure, width: 180 },
      { header: columns.charges, width: 56, align: 'right' },
      { header: columns.providerAdjustment, width: 60, align: 'right' },
      { header: columns.amountCovered, width: 56, align: 'right' },
      { header: columns.deductibleApplied, width: 56, align: 'right' },
      { header: columns.percentPlanPays, width: 44, align: 'right' },
      { header: columns.amountPayable, width: 56, align: 'right' },
      { header: columns.remark, width: 42 },
    ],
    rows: lines.map((line) => [
      formatDate(line.dateOfService),
      line.toothArchQuad,
      line.surface,
      procedureText(line, eob.paidAs),
      money(line.charges),
      money(line.providerAdjustment),
      money(line.amountCovered),
      money(line.deductibleApplied),
      formatPercent(line.percentPlanPays),
      money(line.amountPayable),
      line.remarkCode ?? '',
    ]),
    totals: [
      eob.totals,
      '',
      '',
      '',
      total((line) => line.charges),
      total((line) => line.providerAdjustment),
      total((line) => line.amountCovered),
      total((line) => line.deductibleApplied),
      '',
      total((line) => line.amountPayable),
      '',
    ],
  });
  writer.fields(
    [
      [columns.amountPayable, total((line) => line.amountPayable)],
      [eob.patientResponsibility, money(claim.patientResponsibility)],
    ],
    4,
  );

  writer.heading(eob.paymentsSection);
  if (input.payments.length === 0) {
    writer.paragraph(eob.noPayments, { color: mutedColor });
  } else {
    const { payments } = eob;
    writer.table({
      columns: [
        { header: payments.paymentNumber, width: 90 },
        { header: payments.paymentDate, width: 70 },
        { header: payments.payee, width: 170 },
        { header: payments.amount, width: 70, align: 'right' },
        { header: payments.status, width: 60 },
      ],
      rows: input.payments.map((payment) => [
        payment.paymentNumber,
        formatDate(payment.paymentDate),
        payment.payee,
        money(payment.amountPayable),
        payment.status,
      ]),
      fontSize: 9,
    });
  }

  const remarks = input.remarks ?? [];
  if (remarks.length > 0) {
    writer.heading(eob.remarksSection);
    for (const remark of remarks) writer.paragraph(`${remark.code}: ${remark.text}`, { size: 9 });
  }
  return writer.finish();
}
