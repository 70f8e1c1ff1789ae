// Registration for the tests: a distinct seeded person for each
// (brand, project, test, retry) — each can register only once per server
// run —, fresh emails, the walk's screens and a registration by the API.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { BrandUnderTest } from './brands.ts';
import { expect, test as withConsole } from './fixtures.ts';
import { waitForCode } from './outbox.ts';
import { fromTestRunner } from './test-runner-request.ts';
import { seededPeople } from './registration-people.ts';

export interface Registrant {
  memberId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  zipCode: string;
  emailOnFile: string;
  claim?: { claimNumber: string; sourceCode: string };
}

/** The README's "People you can register" rows: the only ones whose claim number (and source code) the tests know. */
const withClaims: Record<BrandUnderTest['partner'], Array<{ memberId: string; claimNumber: string; sourceCode: string }>> = {
  alic: [
    { memberId: '100000002', claimNumber: '10048800248', sourceCode: 'EDI' },
    { memberId: '100000017', claimNumber: '25076123076', sourceCode: 'PAPER' },
    { memberId: '100000012', claimNumber: '14003576847', sourceCode: 'EDI' },
  ],
  rsl: [
    { memberId: '100000015', claimNumber: '59553596204', sourceCode: 'EDI' },
    { memberId: '100000021', claimNumber: '15202588507', sourceCode: 'EDI' },
    { memberId: '100000031', claimNumber: '12793228879', sourceCode: 'PAPER' },
  ],
  standard: [
    { memberId: '100000001', claimNumber: '27287536812', sourceCode: 'EDI' },
    { memberId: '100000011', claimNumber: '50334722092', sourceCode: 'EDI' },
    { memberId: '100000019', claimNumber: '10593151451', sourceCode: 'EDI' },
  ],
};

function personOf(memberId: string): Registrant {
  const row = seededPeople.find((person) => person[1] === memberId);
  if (!row) throw new Error(`member ${memberId} is not among the seeded people`);
  const [, , firstName, lastName, dateOfBirth, zipCode, emailOnFile] = row;
  return { memberId, firstName, lastName, dateOfBirth, zipCode, emailOnFile };
}

/**
 * The tests that register someone, each with its own slice of every brand's
 * pool (README people left out: people may walk those by hand). Add a name
 * here for a new test; each slice holds one person per project and retry.
 */
export const registrationUses = ['walk', 'existingAccountOwner', 'existingAccountJoiner', 'security', 'forgotPassword', 'axeEn', 'axeEs', 'keyboard', 'secondFactor', 'messages', 'accountActivity'] as const;
export type RegistrationUse = (typeof registrationUses)[number];

const projectIndex = (info: TestInfo) => (info.project.name === 'desktop' ? 0 : 1);
/** 0..3: which of the slice's people this run of the test takes (CI retries once). */
const attemptIndex = (info: TestInfo) => projectIndex(info) * 2 + Math.min(info.retry, 1);

/** A seeded person of `brand` without an account, only ever given to this (use, project, retry). */
export function registrantFor(brand: BrandUnderTest, use: RegistrationUse, info: TestInfo): Registrant {
  const claimIds = new Set(withClaims[brand.partner].map((row) => row.memberId));
  const pool = seededPeople.filter((row) => row[0] === brand.partner && !claimIds.has(row[1]));
  const index = registrationUses.indexOf(use) * 4 + attemptIndex(info);
  const row = pool[index];
  if (!row) throw new Error(`the ${brand.partner} pool of registrants has ${pool.length} people; ${use} needs index ${index}`);
  return personOf(row[1]);
}

/** A README person with a known claim number and source code (three per brand: project and retry pick one). */
export function claimRegistrantFor(brand: BrandUnderTest, info: TestInfo): Registrant {
  const row = withClaims[brand.partner][Math.min(attemptIndex(info), 2)]!;
  return { ...personOf(row.memberId), claim: { claimNumber: row.claimNumber, sourceCode: row.sourceCode } };
}

const letters = 'qwxzjvy';
/** A new sign-in email no one has: e2e.<brand>.<project>.<retry>.<tag><random>@example.com (no digits or names a password could share). */
export function newEmail(brand: BrandUnderTest, info: TestInfo, tag: string): string {
  const random = Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
  return `e2e.${brand.partner}.${info.project.name.replace(/\W/g, '')}.r${info.retry}.${tag}${random}@example.com`;
}

/** Passwords that meet every §5 rule and share nothing with the tests' emails and the seeded names. */
export const strongPassword = 'Quokka-Zephyr-Vortex-8351!';
export const otherStrongPassword = 'Basalt#Mosquito#Ferns-4702';
/** Meets the form's rules but is in the server's blocklist (a leaked password): the server answers 406. */
export const blocklistedPassword = 'NICK1234-rem936';

/** mm/dd/yyyy as typed in the find-you form. */
export const typedDateOfBirth = (person: Registrant) => {
  const [year, month, day] = person.dateOfBirth.split('-');
  return `${month}/${day}/${year}`;
};

export const test = withConsole;
export { expect };

/** The registration API of `brand`, called as the browser would (answers parsed; fails the test on an unexpected status). */
async function callRegistration<T>(request: APIRequestContext, brand: BrandUnderTest, method: 'POST' | 'PUT', step: string, body: unknown): Promise<T> {
  const { url, headers } = fromTestRunner(brand, `/api/${brand.partner}/registration/${step}`);
  const answer = await request.fetch(url, { method, data: body, headers });
  expect(answer.status(), `${method} registration/${step}: ${(await answer.text()).slice(0, 200)}`).toBe(200);
  return (await answer.json()) as T;
}

/** Steps 1 and 2 (by member ID) by the API: the verified registration's referenceId. */
export async function verifyByApi(request: APIRequestContext, brand: BrandUnderTest, person: Registrant): Promise<string> {
  const { referenceId } = await callRegistration<{ referenceId: string }>(request, brand, 'POST', 'step1', {
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: `${person.dateOfBirth}T00:00:00.000Z`,
    zipCode: person.zipCode,
    subsidiary: brand.partner,
  });
  const { valid } = await callRegistration<{ valid: boolean }>(request, brand, 'POST', 'step2/memberId', { referenceId, memberId: person.memberId });
  expect(valid, `${person.memberId} verified by member ID`).toBe(true);
  return referenceId;
}

/** A whole registration by the API (no phone): the account `email` / `password` of `person` exists afterwards. */
export async function registerByApi(request: APIRequestContext, brand: BrandUnderTest, person: Registrant, email: string, password: string): Promise<void> {
  const referenceId = await verifyByApi(request, brand, person);
  const since = new Date();
  await callRegistration(request, brand, 'PUT', 'step3', { referenceId, email });
  const otp = await waitForCode(request, brand.origin, email, since);
  const { data } = await callRegistration<{ data: boolean }>(request, brand, 'POST', 'step3/otpValidate', { referenceId, otp });
  expect(data, 'the emailed code is accepted').toBe(true);
  await callRegistration(request, brand, 'POST', 'step5', { referenceId, password });
}

/** Signs in at the brand's identity provider from /landing with `email` / `password` and waits for `landsOn` (the dashboard). */
export async function signInWith(page: Page, brand: BrandUnderTest, email: string, password: string, landsOn = '/dashboard'): Promise<void> {
  await page.goto(`${brand.origin}/landing`);
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await fillSignInPage(page, email, password);
  await expect(page).toHaveURL(`${brand.origin}${landsOn}`);
}

/** Fills and sends the identity provider's sign-in page (English). */
export async function fillSignInPage(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The dashboard of a signed-in member: their name in the heading and their policies. */
export async function expectDashboardOf(page: Page, person: Registrant): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(new RegExp(person.firstName, 'i'));
  await expect(heading).toContainText(new RegExp(person.lastName, 'i'));
  const policies = page.getByRole('group', { name: 'Your policies' });
  await expect(policies.getByRole('radio').first()).toBeChecked();
}

/** Register → I'm a member → find you (step 1), typed as a person would. */
export async function findYou(page: Page, brand: BrandUnderTest, person: Registrant): Promise<void> {
  await page.goto(`${brand.origin}/registration/register`);
  await page.getByRole('radio', { name: /I'm a member/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Let's find you" })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
  await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially(typedDateOfBirth(person).replace(/\//g, ''));
  await page.getByRole('textbox', { name: 'ZIP code' }).fill(person.zipCode);
  await page.getByRole('button', { name: 'Find me' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connect your account' })).toBeVisible();
}

/** Step 2 by member ID. */
export async function verifyByMemberId(page: Page, person: Registrant): Promise<void> {
  await page.getByRole('radio', { name: 'Member ID or Social Security number' }).check();
  await page.getByRole('radio', { name: 'Member ID', exact: true }).check();
  await page.getByRole('textbox', { name: 'Member ID' }).fill(person.memberId);
  await page.getByRole('button', { name: 'Verify number' }).click();
}

/** Step 3: the sign-in email twice, then the code from the outbox. */
export async function chooseEmail(page: Page, brand: BrandUnderTest, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your sign-in email' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Confirm email address' }).fill(email);
  const since = new Date();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await waitForCode(page.request, brand.origin, email, since);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a phone number' })).toBeVisible();
}

/** Step 5 with a strong password, then no paperless: the completion message. */
export async function createPasswordAndFinish(page: Page, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Create your password' })).toBeVisible();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Go paperless' })).toBeVisible();
  await page.getByRole('radio', { name: 'No, keep paper by mail' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your account was successfully created. Please sign in to continue.')).toBeVisible();
}
