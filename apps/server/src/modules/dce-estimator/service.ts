// §2 dental cost estimator (/dce/home, /dce/completed): the
// procedures it knows, and an estimate for a patient of the token's member
// under the dental plan of the token's PPO code (an active line of theirs,
// as members/token/dce signed it). Gated by the partner's dental features (§6).
import type { DceEstimateRequest, DceEstimateResponse, DceProceduresResponse, Features } from '@portal/contract';
import { isDentalLob, type Partner } from '@portal/core';
import { dayOfMoment } from '../../adjudication/calendar-days.ts';
import { dentalPlanOfDesign } from '../../adjudication/dental-plan.ts';
import { HttpError } from '../../lib/http-error.ts';
import { accumulatorsByPlanYear } from '../benefits/accumulators.ts';
import { isoDay, planYearContaining, referenceDayOf } from '../../lib/plan-year.ts';
import type { BenefitsRepository } from '../benefits/repository.ts';
import type { ProvidersRepository } from '../providers/repository.ts';
import type { DceEstimatorMessages } from './messages.ts';
import { catalogueAtOffice, catalogueOf, estimateProcedures, officeFeePercent } from './estimate.ts';
import type { EstimatorSession } from './estimator-token.ts';
import type { DceEstimatorRepository, EstimatorLineRecord } from './repository.ts';

export interface DceEstimatorServiceDependencies {
  estimator: DceEstimatorRepository;
  /** The plan design and the plan-year usage, as the benefit snapshot reads them. */
  benefits: Pick<BenefitsRepository, 'findDentalPlan' | 'findPlanYearUsage'>;
  /** The directory's office the estimate may be priced at (find care). */
  offices: Pick<ProvidersRepository, 'findOffice'>;
  featuresOf: (partner: Partner) => Promise<Features>;
  now: () => Date;
}

/** The kinds of office the estimator prices (dental ones: the estimate is of dental procedures). */
const dentalOfficeTypes: readonly string[] = ['generalDentist', 'pediatricDentist', 'orthodontist', 'oralSurgeon', 'periodontist', 'endodontist'];

const estimatorOn = (f: Features) => f.available && f.member && f.memberDental;

export function createDceEstimatorService({ estimator, benefits, offices, featuresOf, now }: DceEstimatorServiceDependencies) {
  /** The active dental line of the token's PPO code (404 when the member no longer has one). */
  async function lineOf(session: EstimatorSession, partner: Partner, messages: DceEstimatorMessages): Promise<EstimatorLineRecord> {
    if (!estimatorOn(await featuresOf(partner))) throw new HttpError(403, messages.unavailable);
    const lines = await estimator.findLinesWithPpoCode(session.memberId, partner, session.ppoCode);
    const line = lines.find((l) => l.effectiveDate !== 0 && isDentalLob(l.lob));
    if (!line) throw new HttpError(404, messages.planNotFound);
    return line;
  }

  return {
    async procedures(session: EstimatorSession, partner: Partner, messages: DceEstimatorMessages): Promise<DceProceduresResponse> {
      await lineOf(session, partner, messages);
      const known = await estimator.findProcedures();
      const catalogue = catalogueOf(known);
      const procedures = known.filter((p) => catalogue.knows(p.code));
      return {
        procedures: procedures.map((p) => ({ code: p.code, serviceType: catalogue.serviceTypeOf(p.code)!, typicalFee: p.typicalFee })),
      };
    },

    async estimate(
      session: EstimatorSession, partner: Partner, request: DceEstimateRequest, messages: DceEstimatorMessages,
    ): Promise<DceEstimateResponse> {
      const line = await lineOf(session, partner, messages);
      if (!(await estimator.isPatientOfMember(session.memberId, request.claimant))) throw new HttpError(404, messages.patientNotFound);
      const typical = catalogueOf(await estimator.findProcedures());
      const unknown = request.procedureCodes.find((code) => !typical.knows(code));
      if (unknown !== undefined) throw new HttpError(400, messages.unknownProcedure(unknown));
      const dental = await benefits.findDentalPlan(line.lineId);
      if (!dental) throw new HttpError(404, messages.planNotFound);
      // At a chosen office: one of the directory in the plan's own network, at that office's fees.
      let office: DceEstimateResponse['office'];
      if (request.providerId !== undefined) {
        const found = await offices.findOffice(request.providerId);
        if (!found || !dentalOfficeTypes.includes(found.providerType)) throw new HttpError(404, messages.officeNotFound);
        if (!found.networks.includes(dental.plan.networkName)) throw new HttpError(400, messages.officeNotInNetwork);
        const { providerId, name, street, city, state, zip } = found;
        office = { providerId, name, street, city, state, zip, feePercent: officeFeePercent(providerId) };
      }
      const catalogue = office ? catalogueAtOffice(typical, office.feePercent) : typical;
      const today = now();
      const planYear = planYearContaining(referenceDayOf(isoDay(today), line.termDate), dental.plan.planYearStartMonth);
      const usage = await benefits.findPlanYearUsage(line.lineId, request.claimant);
      const [current] = accumulatorsByPlanYear(dental.plan, usage, planYear.year);
      const estimate = estimateProcedures({
        claimant: request.claimant,
        procedureCodes: request.procedureCodes,
        plan: dentalPlanOfDesign({ ...dental.plan, classes: dental.classes }, dental.plan.planYearStartMonth, {
          networkFeeShare: line.networkFeeShare,
          posteriorCompositeAsAmalgam: line.posteriorCompositeAsAmalgam,
        }),
        catalogue,
        current: current!,
        planYearEnd: planYear.end,
        today: dayOfMoment(today),
        lineEffectiveDate: line.effectiveDate,
      });
      return office ? { ...estimate, office } : estimate;
    },
  };
}
export type DceEstimatorService = ReturnType<typeof createDceEstimatorService>;
