// The three branded sites and their demo accounts (README lists the same).
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);

export const demoPassword = 'Portal-Demo-2026!';

export interface BrandUnderTest {
  partner: 'alic' | 'rsl' | 'standard';
  origin: string;
  member: { email: string; fullName: string; visionLineName: string };
  /** A member with one active and one terminated policy. */
  terminated: { email: string; endedOn: string };
}

export const brands: BrandUnderTest[] = [
  { partner: 'alic', origin: `http://localhost:${e2ePort}`, member: { email: 'alic.member@example.com', fullName: 'Maria J McAllister', visionLineName: 'Vision' }, terminated: { email: 'alic.terminated@example.com', endedOn: '12/31/2024' } },
  { partner: 'rsl', origin: `http://rsl.localhost:${e2ePort}`, member: { email: 'rsl.member@example.com', fullName: 'James R Whitaker', visionLineName: 'VSP' }, terminated: { email: 'rsl.terminated@example.com', endedOn: '12/31/2024' } },
  { partner: 'standard', origin: `http://standard.localhost:${e2ePort}`, member: { email: 'standard.member@example.com', fullName: 'Grace Kim', visionLineName: 'EyeMed' }, terminated: { email: 'standard.terminated@example.com', endedOn: '12/31/2024' } },
];
