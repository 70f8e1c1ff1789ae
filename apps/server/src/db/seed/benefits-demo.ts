// Hand-picked benefit plans of the demo members (demo-data.ts), so the README,
// the e2e and the tests can rely on them. The demo claims (claims-demo.ts) are
// adjudicated with these same plans, and what was used is summed from those
// claims.
import { ppoClasses, type DentalPlanDesign, type GroupDentalPlan } from './benefits-dental-plans.ts';
import { visionItems, type GroupVisionPlan } from './benefits-vision-plans.ts';

export interface DemoDentalLine {
  plan: GroupDentalPlan;
}

export interface DemoVisionLine {
  plan: GroupVisionPlan;
}

/** Key of a demo line: member id, certificate number and LOB. */
export const demoLineKey = (memberId: string, certificateNumber: number, lob: string) => `${memberId}:${certificateNumber}:${lob}`;

const network = 'Dental Choice PPO';
const noRollover = { threshold: 0, amount: 0, limit: 0 };

// Maria J McAllister (alic): 100/80/50, $50 deductible, $1,500 maximum with
// rewards, $1,500 orthodontic lifetime maximum; her daughter Lily is in braces.
const mariaDental: DemoDentalLine = {
  plan: {
    planYearStartMonth: 1,
    design: {
      planName: 'Dental PPO High Option', networkName: network, planType: 'PPO',
      deductibleIndividual: 50, deductibleFamily: 150, annualMaximum: 1500, lifetimeMaximum: 0,
      orthoLifetimeMaximum: 1500, orthoAgeLimit: 19, rollover: { threshold: 500, amount: 250, limit: 1000 },
      classes: ppoClasses({ inNetwork: [100, 80, 50], outOfNetwork: [100, 80, 50], majorWait: 12, ortho: { percent: 50, wait: 12 } }),
    },
  },
};

const mariaVision: DemoVisionLine = {
  plan: {
    planName: 'Northwind Logistics Vision Plan', benefitYearStartMonth: 1,
    design: {
      networkName: 'Vision Choice Network',
      items: visionItems({ examCopay: 10, materialsCopay: 25, frameAllowance: 150, frameMonths: 24, contactsAllowance: 150 }),
    },
  },
};

const ppoStandardDesign = (annualMaximum: number): DentalPlanDesign => ({
  planName: 'Dental PPO Standard', networkName: network, planType: 'PPO',
  deductibleIndividual: 50, deductibleFamily: 150, annualMaximum, lifetimeMaximum: 0,
  orthoLifetimeMaximum: 0, orthoAgeLimit: 0, rollover: noRollover,
  classes: ppoClasses({ inNetwork: [100, 80, 50], outOfNetwork: [90, 70, 40], majorWait: 12 }),
});

const ppoStandard = (annualMaximum: number): GroupDentalPlan => ({ planYearStartMonth: 1, design: ppoStandardDesign(annualMaximum) });

// James R Whitaker (rsl): a July–June plan year, 100/90/60, $25 deductible,
// $2,000 maximum with rewards, orthodontics at any age.
const jamesDental: DemoDentalLine = {
  plan: {
    planYearStartMonth: 7,
    design: {
      planName: 'Dental PPO Plus', networkName: network, planType: 'PPO',
      deductibleIndividual: 25, deductibleFamily: 75, annualMaximum: 2000, lifetimeMaximum: 0,
      orthoLifetimeMaximum: 2000, orthoAgeLimit: 0, rollover: { threshold: 1000, amount: 500, limit: 1500 },
      classes: ppoClasses({ inNetwork: [100, 90, 60], outOfNetwork: [100, 80, 50], ortho: { percent: 50, wait: 0 } }),
    },
  },
};

const jamesVision: DemoVisionLine = {
  plan: {
    planName: 'Summit Ridge Engineering Vision Plan', benefitYearStartMonth: 1,
    design: {
      networkName: 'VSP Choice',
      items: visionItems({ examCopay: 10, materialsCopay: 20, frameAllowance: 200, frameMonths: 12, contactsAllowance: 200 }),
    },
  },
};

// Linda Ortiz-Baker (rsl, New York): a $1,250 maximum now; her ended VSP plan.
const lindaDental: DemoDentalLine = {
  plan: ppoStandard(1250),
};

const lindaEndedVision: DemoVisionLine = {
  plan: {
    planName: 'Empire Metro Couriers Vision Plan', benefitYearStartMonth: 1,
    design: {
      networkName: 'VSP Choice',
      items: visionItems({ examCopay: 10, materialsCopay: 25, frameAllowance: 130, frameMonths: 24, contactsAllowance: 130 }),
    },
  },
};

// Grace Kim (standard): $2,500 maximum with rewards; EyeMed vision.
const graceDental: DemoDentalLine = {
  plan: {
    planYearStartMonth: 1,
    design: {
      planName: 'Dental PPO High Option', networkName: network, planType: 'PPO',
      deductibleIndividual: 50, deductibleFamily: 150, annualMaximum: 2500, lifetimeMaximum: 0,
      orthoLifetimeMaximum: 1500, orthoAgeLimit: 19, rollover: { threshold: 1000, amount: 500, limit: 1500 },
      classes: ppoClasses({ inNetwork: [100, 80, 50], outOfNetwork: [100, 80, 50], ortho: { percent: 50, wait: 12 } }),
    },
  },
};

const graceVision: DemoVisionLine = {
  plan: {
    planName: 'Aurora Software Vision Plan', benefitYearStartMonth: 1,
    design: {
      networkName: 'EyeMed Insight',
      items: visionItems({ examCopay: 10, materialsCopay: 25, frameAllowance: 130, frameMonths: 24, contactsAllowance: 130 }),
    },
  },
};

// Samuel T McIntyre (standard): a $1,000 maximum now; his ended plan's root canal and crown used all $1,500 of 2024.
const samuelDental: DemoDentalLine = {
  plan: {
    planYearStartMonth: 1,
    design: {
      planName: 'Dental PPO Value', networkName: network, planType: 'PPO',
      deductibleIndividual: 75, deductibleFamily: 225, annualMaximum: 1000, lifetimeMaximum: 0,
      orthoLifetimeMaximum: 0, orthoAgeLimit: 0, rollover: noRollover,
      classes: ppoClasses({ inNetwork: [100, 70, 50], outOfNetwork: [80, 60, 40], basicWait: 6, majorWait: 12 }),
    },
  },
};

export const demoDentalLines: Readonly<Record<string, DemoDentalLine>> = {
  [demoLineKey('900000001', 9_000_001, 'DEN')]: mariaDental,
  // Peter O'Neill (alic): a $1,000 plan now; his ended $1,500 plan paid his 2024 checkups, fillings and an extraction.
  [demoLineKey('900000002', 9_000_002, 'DEN')]: {
    plan: ppoStandard(1000),
  },
  [demoLineKey('900000002', 9_500_002, 'DEN')]: {
    plan: ppoStandard(1500),
  },
  [demoLineKey('900000011', 9_000_011, 'DEN')]: jamesDental,
  [demoLineKey('900000012', 9_000_012, 'DEN')]: lindaDental,
  [demoLineKey('900000021', 9_000_021, 'DEN')]: graceDental,
  [demoLineKey('900000022', 9_000_022, 'DEN')]: samuelDental,
  [demoLineKey('900000022', 9_500_022, 'DEN')]: {
    plan: ppoStandard(1500),
  },
};

export const demoVisionLines: Readonly<Record<string, DemoVisionLine>> = {
  [demoLineKey('900000001', 9_000_001, 'VIS')]: mariaVision,
  [demoLineKey('900000011', 9_000_011, 'VSP')]: jamesVision,
  [demoLineKey('900000012', 9_500_012, 'VSP')]: lindaEndedVision,
  [demoLineKey('900000021', 9_000_021, 'EYE')]: graceVision,
};
