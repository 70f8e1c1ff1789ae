// The three branded sites and their demo accounts (README lists the same).
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);

export const demoPassword = 'Portal-Demo-2026!';

export interface BrandUnderTest {
  partner: 'alic' | 'rsl' | 'standard';
  origin: string;
  member: { email: string; fullName: string };
}

export const brands: BrandUnderTest[] = [
  { partner: 'alic', origin: `http://localhost:${e2ePort}`, member: { email: 'alic.member@example.com', fullName: 'Maria McAllister' } },
  { partner: 'rsl', origin: `http://rsl.localhost:${e2ePort}`, member: { email: 'rsl.member@example.com', fullName: 'James Whitaker' } },
  { partner: 'standard', origin: `http://standard.localhost:${e2ePort}`, member: { email: 'standard.member@example.com', fullName: 'Grace Kim' } },
];
