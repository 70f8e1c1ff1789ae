// A claim's rows → what the EOB builder prints (documents/types.ts EobInput):
// header, every procedure line, payments and the remark codes used, with the
// relationship, service types and payment statuses in the member's language.
import type { ClaimType, DocumentLanguage, EobInput } from '../../documents/index.ts';
import type { ClaimRecord, PaymentRecord, StoredClaimType } from './repository.ts';
import type { EobData } from './service.ts';

const claimTypeOf: Record<StoredClaimType, ClaimType> = { dental: 'dental', ortho: 'ortho', estimate: 'estimate', vision: 'vision' };

const labels: Record<DocumentLanguage, {
  relationship: Record<ClaimRecord['patientRelationship'], string>;
  paymentStatus: Record<PaymentRecord['status'], string>;
  serviceType: Record<string, string>;
}> = {
  en: {
    relationship: { SELF: 'Self', SPOUSE: 'Spouse', CHILD: 'Child', OTHER: 'Other' },
    paymentStatus: { ISSUED: 'Issued', CASHED: 'Cashed', VOIDED: 'Voided', PENDING: 'Pending' },
    serviceType: {},
  },
  es: {
    relationship: { SELF: 'Titular', SPOUSE: 'Cónyuge', CHILD: 'Hijo/a', OTHER: 'Otro' },
    paymentStatus: { ISSUED: 'Emitido', CASHED: 'Cobrado', VOIDED: 'Anulado', PENDING: 'Pendiente' },
    serviceType: {
      Preventive: 'Preventivo', Basic: 'Básico', Major: 'Mayor', Orthodontics: 'Ortodoncia', Cosmetic: 'Cosmético',
      Exam: 'Examen', Materials: 'Materiales',
    },
  },
};

export function toEobInput({ partner, member, claim, lines, payments }: EobData, language: DocumentLanguage): EobInput {
  const text = labels[language];
  const remarks = new Map(lines.filter((line) => line.remarkCode).map((line) => [line.remarkCode!, line.remarkText]));
  return {
    partner,
    member,
    claim: {
      claimNumber: claim.claimNumber,
      claimType: claimTypeOf[claim.claimType],
      patientName: claim.patientName,
      patientRelationship: text.relationship[claim.patientRelationship],
      patientDateOfBirth: claim.patientDateOfBirth,
      providerName: claim.providerName,
      planSponsor: claim.planSponsorName,
      planNumber: claim.planNumber,
      dateOfService: claim.serviceDate,
      processedDate: claim.processedDate ?? '',
      patientResponsibility: claim.patientResponsibility,
    },
    procedureLines: lines.map((line) => ({
      dateOfService: line.serviceDate,
      toothArchQuad: line.toothArchQuad,
      surface: line.surface,
      serviceType: text.serviceType[line.serviceType] ?? line.serviceType,
      submittedCode: line.submittedCode,
      paidCode: line.paidCode,
      description: line.description,
      charges: line.charges,
      providerAdjustment: line.providerAdjustment,
      amountCovered: line.amountCovered,
      deductibleApplied: line.deductibleApplied,
      percentPlanPays: line.percentPlanPays,
      amountPayable: line.amountPayable,
      ...(line.remarkCode ? { remarkCode: line.remarkCode } : {}),
    })),
    payments: payments.map((payment) => ({
      paymentNumber: payment.paymentNumber,
      paymentDate: payment.paymentDate,
      payee: payment.payeeName,
      amountPayable: payment.amount,
      status: text.paymentStatus[payment.status],
    })),
    remarks: [...remarks].map(([code, remark]) => ({ code, text: remark })),
  };
}
