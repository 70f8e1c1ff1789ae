// The rules a dental plan pays procedure lines by: its benefit design (what
// the benefit snapshot shows) and how its network's practices bill.

/** §3 service types of dental procedure lines (procedure_codes in migration 004). */
export type DentalServiceType = 'Preventive' | 'Basic' | 'Major' | 'Orthodontics' | 'Cosmetic';

export interface DentalPlan {
  /** Per patient per plan year, on basic and major services. */
  deductible: number;
  /** Plan payments per patient per plan year (orthodontics apart); Infinity = no maximum. */
  annualMaximum: number;
  /** 0 = orthodontics not covered. */
  orthoLifetimeMaximum: number;
  percentByServiceType: Record<DentalServiceType, number>;
  /** Major services are refused (W1) this many months after the line starts. */
  majorWaitingMonths: number;
  /** Month the plan year starts (1 = calendar year); deductible and maximum start again then. */
  planYearStartMonth: number;
  /** In-network negotiated fee as a share of the practice's charge. */
  networkFeeShare: number;
  /** Alternate benefit (A1): posterior composite fillings paid at the amalgam rate. */
  posteriorCompositeAsAmalgam: boolean;
}

/** How a group's practices bill and how its plan treats composites: not part of the benefit design (migration 017). */
export interface DentalClaimHabits {
  networkFeeShare: number;
  posteriorCompositeAsAmalgam: boolean;
}

/** What of a benefit design the plan pays by (the seed's designs and the stored ones, migration 003, alike). */
export interface DentalDesignRules {
  deductibleIndividual: number;
  /** 0 = no annual maximum (DHMO). */
  annualMaximum: number;
  /** 0 = orthodontics not covered. */
  orthoLifetimeMaximum: number;
  classes: ReadonlyArray<{ benefitClass: string; inNetworkPercent: number; waitingMonths: number }>;
}

/** The adjudication rules of a benefit design (the in-network coinsurance of each class) and the line's habits. */
export function dentalPlanOfDesign(design: DentalDesignRules, planYearStartMonth: number, habits: DentalClaimHabits): DentalPlan {
  const percentOf = (benefitClass: string) => design.classes.find((c) => c.benefitClass === benefitClass)?.inNetworkPercent ?? 0;
  const major = design.classes.find((c) => c.benefitClass === 'major');
  return {
    deductible: design.deductibleIndividual,
    // A design's 0 means "no annual maximum" (DHMO).
    annualMaximum: design.annualMaximum > 0 ? design.annualMaximum : Number.POSITIVE_INFINITY,
    orthoLifetimeMaximum: design.orthoLifetimeMaximum,
    percentByServiceType: {
      Preventive: percentOf('preventive'), Basic: percentOf('basic'), Major: percentOf('major'),
      Orthodontics: design.orthoLifetimeMaximum > 0 ? percentOf('orthodontics') : 0, Cosmetic: 0,
    },
    majorWaitingMonths: major?.waitingMonths ?? 0,
    planYearStartMonth,
    ...habits,
  };
}
