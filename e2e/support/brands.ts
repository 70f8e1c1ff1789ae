// The three branded sites and their demo accounts (README lists the same).
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);

export const demoPassword = 'Portal-Demo-2026!';

export interface BrandUnderTest {
  partner: 'alic' | 'rsl' | 'standard';
  origin: string;
  member: {
    email: string;
    fullName: string;
    visionLineName: string;
    /** §3 member display on /profile (the demo data of apps/server). */
    memberId: string;
    addressLines: string[];
    /**
     * The plan sponsor of the member's LASIK (LSK) line, which the LASIK tab
     * names (§2); null on a brand that sells no LASIK (rsl: memberLasik off).
     */
    lasikPlanSponsor: string | null;
  };
  /** A member with one active and one terminated policy. */
  terminated: { email: string; endedOn: string };
  /**
   * The member whose e-delivery choice the paperless test changes (their
   * active dental plan is paperless-eligible); no test may depend on this
   * member's paperless state. standard's terminated member has an ineligible
   * plan, so there it is the main demo member.
   */
  paperlessEmail: string;
}

export const brands: BrandUnderTest[] = [
  { partner: 'alic', origin: `http://localhost:${e2ePort}`, member: { email: 'alic.member@example.com', fullName: 'Maria J McAllister', visionLineName: 'Vision', memberId: '900000001', addressLines: ['1420 Harney St', 'Apt 5B', 'Omaha, NE 68102'], lasikPlanSponsor: 'Northwind Logistics' }, terminated: { email: 'alic.terminated@example.com', endedOn: '12/31/2024' }, paperlessEmail: 'alic.terminated@example.com' },
  { partner: 'rsl', origin: `http://rsl.localhost:${e2ePort}`, member: { email: 'rsl.member@example.com', fullName: 'James R Whitaker', visionLineName: 'VSP', memberId: '900000011', addressLines: ['1835 Walnut St', 'Suite 400', 'Philadelphia, PA 19103'], lasikPlanSponsor: null }, terminated: { email: 'rsl.terminated@example.com', endedOn: '12/31/2024' }, paperlessEmail: 'rsl.terminated@example.com' },
  { partner: 'standard', origin: `http://standard.localhost:${e2ePort}`, member: { email: 'standard.member@example.com', fullName: 'Grace Kim', visionLineName: 'EyeMed', memberId: '900000021', addressLines: ['1201 Pine St', 'Unit 1207', 'Seattle, WA 98101'], lasikPlanSponsor: 'Aurora Software' }, terminated: { email: 'standard.terminated@example.com', endedOn: '12/31/2024' }, paperlessEmail: 'standard.member@example.com' },
];

/** The seeded staff accounts (README "Demo accounts"); staff sign in on alic only. */
export const staffEmails = {
  alicCsr: 'alic.csr@example.com',
  /** csr + admin: access management. */
  alicAdmin: 'alic.admin@example.com',
  rslCsr: 'rsl.csr@example.com',
  standardCsr: 'standard.csr@example.com',
} as const;
