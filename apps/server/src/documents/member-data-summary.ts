// "Download my data": a readable summary of the member's FHIR export — the
// same bundle, printed: who is covered, each coverage, and every claim and
// estimate with its totals (billed, plan paid, you owe) as the EOBs carry them.
import { documentBrandOf } from './brands.ts';
import { EmptyDocumentError } from './errors.ts';
import { formatDate, formatMoney } from './format.ts';
import { mutedColor } from './pdf/colors.ts';
import { DocumentWriter } from './pdf/document-writer.ts';
import { textsFor } from './texts.ts';
import type { DocumentLanguage, DocumentOptions, MemberDataSummaryInput } from './types.ts';

const labels: Record<DocumentLanguage, {
  title: string;
  generated: (date: string) => string;
  intro: string;
  people: string;
  coverages: string;
  claims: string;
  noClaims: string;
  name: string;
  dateOfBirth: string;
  relationship: string;
  memberId: string;
  plan: string;
  payer: string;
  period: string;
  claimNumber: string;
  kind: string;
  claim: string;
  estimate: string;
  patient: string;
  serviceDate: string;
  provider: string;
  billed: string;
  planPaid: string;
  youOwe: string;
  totals: string;
}> = {
  en: {
    title: 'Your data',
    generated: (date) => `Prepared ${date}`,
    intro: 'A summary of the FHIR file downloaded with it (member-data .json): the same people, coverages, claims and estimates.',
    people: 'People on your plan', coverages: 'Coverage', claims: 'Claims and estimates', noClaims: 'No processed claims or estimates.',
    name: 'Name', dateOfBirth: 'Date of birth', relationship: 'Relationship', memberId: 'Member ID',
    plan: 'Plan', payer: 'Payer', period: 'Coverage period',
    claimNumber: 'Claim number', kind: 'Type', claim: 'Claim', estimate: 'Estimate', patient: 'Patient', serviceDate: 'Date of service',
    provider: 'Provider', billed: 'Billed', planPaid: 'Plan paid', youOwe: 'You owe', totals: 'Totals',
  },
  es: {
    title: 'Sus datos',
    generated: (date) => `Preparado el ${date}`,
    intro: 'Un resumen del archivo FHIR descargado con él (member-data .json): las mismas personas, coberturas, reclamaciones y estimaciones.',
    people: 'Personas en su plan', coverages: 'Cobertura', claims: 'Reclamaciones y estimaciones', noClaims: 'No hay reclamaciones ni estimaciones procesadas.',
    name: 'Nombre', dateOfBirth: 'Fecha de nacimiento', relationship: 'Parentesco', memberId: 'ID de miembro',
    plan: 'Plan', payer: 'Pagador', period: 'Período de cobertura',
    claimNumber: 'Número de reclamación', kind: 'Tipo', claim: 'Reclamación', estimate: 'Estimación', patient: 'Paciente', serviceDate: 'Fecha de servicio',
    provider: 'Proveedor', billed: 'Facturado', planPaid: 'Pagado por el plan', youOwe: 'Usted debe', totals: 'Totales',
  },
};

const relationships: Record<DocumentLanguage, Record<string, string>> = {
  en: { self: 'Self', spouse: 'Spouse', child: 'Child', other: 'Other' },
  es: { self: 'Titular', spouse: 'Cónyuge', child: 'Hijo/a', other: 'Otro' },
};

export async function buildMemberDataSummaryPdf(input: MemberDataSummaryInput, { language = 'en' }: DocumentOptions = {}): Promise<Uint8Array> {
  if (input.people.length === 0) throw new EmptyDocumentError('memberDataSummary');
  const texts = textsFor(language);
  const l = labels[language];
  const money = (amount: number) => formatMoney(amount, language);
  const relationship = (code: string) => relationships[language][code] ?? code;
  const writer = await DocumentWriter.create({ brand: documentBrandOf(input.partner), language, texts, title: l.title });
  writer.title(l.title, `${input.memberName} · ${l.memberId} ${input.memberId} · ${l.generated(formatDate(input.generatedOn))}`);
  writer.paragraph(l.intro, { color: mutedColor });

  writer.heading(l.people);
  writer.table({
    columns: [{ header: l.name, width: 200 }, { header: l.dateOfBirth, width: 90 }, { header: l.relationship, width: 90 }],
    rows: input.people.map((person) => [person.name, formatDate(person.dateOfBirth), relationship(person.relationship)]),
    fontSize: 9,
  });

  writer.heading(l.coverages);
  writer.table({
    columns: [{ header: l.patient, width: 120 }, { header: l.plan, width: 150 }, { header: l.payer, width: 120 }, { header: l.period, width: 110 }],
    rows: input.coverages.map((coverage) => [
      coverage.patientName,
      coverage.planName,
      coverage.payerName,
      [formatDate(coverage.start), formatDate(coverage.end)].filter(Boolean).join(' – '),
    ]),
    fontSize: 9,
  });

  writer.heading(l.claims);
  if (input.claims.length === 0) {
    writer.paragraph(l.noClaims, { color: mutedColor });
  } else {
    const sum = (pick: (claim: MemberDataSummaryInput['claims'][number]) => number) =>
      input.claims.reduce((total, claim) => total + Math.round(pick(claim) * 100), 0) / 100;
    writer.table({
      columns: [
        { header: l.claimNumber, width: 80 },
        { header: l.kind, width: 58 },
        { header: l.serviceDate, width: 62 },
        { header: l.patient, width: 90 },
        { header: l.provider, width: 110 },
        { header: l.billed, width: 58, align: 'right' },
        { header: l.planPaid, width: 58, align: 'right' },
        { header: l.youOwe, width: 58, align: 'right' },
      ],
      rows: input.claims.map((claim) => [
        claim.claimNumber,
        claim.estimate ? l.estimate : l.claim,
        formatDate(claim.serviceDate),
        claim.patientName,
        claim.providerName,
        money(claim.billed),
        money(claim.planPaid),
        money(claim.youOwe),
      ]),
      totals: [l.totals, '', '', '', '', money(sum((c) => c.billed)), money(sum((c) => c.planPaid)), money(sum((c) => c.youOwe))],
      fontSize: 8,
    });
  }
  return writer.finish();
}
