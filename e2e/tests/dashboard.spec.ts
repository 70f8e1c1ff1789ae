// Dashboard on each brand (§2, §4): the ID card tile, the benefit
// snapshot and quick links; the ID card downloads by mouse, Enter and Space
// (and the phone's ID-card button at 375 px) as a PDF named with today's
// MM-DD-YYYY (§9); the snapshot's figures are the API's; a policy without a
// card shows the sample card, and on a phone the ID-card button explains why.
import type { Page } from '@playwright/test';
import { brands, type BrandUnderTest } from '../support/brands.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { expectPdfDownload } from '../support/pdf-download.ts';
import { callApi, isMenuLayout, signIn } from '../support/session.ts';

interface PatientDetailsWire {
  'PATIENT-TABLE': Array<{ CLMT: number; 'PAT-REL': string }>;
}
interface PatientDetailWire {
  'ACCUM-TABLE': Array<{ 'PLAN-YR': number; 'ANN-MAX-AMT': number; 'ANN-MAX-USED-AMT': number; 'DED-AMT': number; 'DED-MET-AMT': number }>;
}

const dollars = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** The member key (sub-pol-div-cert) of the policy selected on the dashboard. */
async function selectedPolicyKey(page: Page): Promise<string> {
  const selected = page.getByRole('group', { name: 'Your policies' }).getByRole('radio', { checked: true });
  await expect(selected).toHaveCount(1);
  return selected.inputValue();
}

function spdcOf(key: string) {
  const [subsidiaryNumber, policyNumber, divisionNumber, certificateNumber] = key.split('-').map(Number);
  return { subsidiaryNumber, policyNumber, divisionNumber, certificateNumber };
}

/** The snapshot's current plan year for the member (the 'self' patient), straight from the API. */
async function accumulatorsFromApi(page: Page, brand: BrandUnderTest, key: string) {
  const spdc = spdcOf(key);
  const patients = await callApi<PatientDetailsWire>(page, brand, 'POST', '/members/patientDetails', spdc);
  const self = patients['PATIENT-TABLE'].find((p) => p['PAT-REL'] === 'SELF') ?? patients['PATIENT-TABLE'].find((p) => p.CLMT === 1);
  expect(self, 'the member among the patients').toBeDefined();
  const detail = await callApi<PatientDetailWire>(page, brand, 'POST', `/members/patientDetails/${self!.CLMT}`, spdc);
  const year = detail['ACCUM-TABLE'][0];
  expect(year, 'a plan year of accumulators').toBeDefined();
  return year!;
}

function idCardTile(page: Page) {
  return page.getByRole('button', { name: /^Download the ID card of .+ \(PDF\)$/ });
}

for (const brand of brands) {
  test.describe(`${brand.partner} dashboard`, () => {
    test('shows the ID card tile, the benefit snapshot with the API figures, and quick links', async ({ page }) => {
      await signIn(page, brand, brand.member.email);

      await expect(idCardTile(page)).toBeVisible();
      const quickLinks = page.getByRole('region', { name: 'Quick links' });
      await expect(quickLinks).toBeVisible();
      // §3 every brand's demo features turn findAProvider and benefitSummary on; find a provider opens the portal's own directory.
      const findProvider = quickLinks.getByRole('link', { name: 'Find a provider' });
      await expect(findProvider).toHaveAttribute('href', '/find-care');
      await expect(findProvider).not.toHaveAttribute('target', '_blank');
      await expect(quickLinks.getByRole('button', { name: 'Benefits summary (PDF)' })).toBeVisible();

      const snapshot = page.getByRole('region', { name: 'Benefit snapshot' });
      await expect(snapshot.getByText(/^Plan year \d{4}$/)).toBeVisible();
      const year = await accumulatorsFromApi(page, brand, await selectedPolicyKey(page));
      await expect(snapshot.getByText(`Plan year ${year['PLAN-YR']}`)).toBeVisible();

      // Each usage bar shows its dollar figures as text and gives them to screen readers (§2 'labelled usage bar').
      const annual = snapshot.getByRole('meter', { name: 'Annual maximum' });
      const deductible = snapshot.getByRole('meter', { name: 'Deductible' });
      if (year['ANN-MAX-AMT'] > 0) {
        const used = `${dollars(year['ANN-MAX-USED-AMT'])} used of ${dollars(year['ANN-MAX-AMT'])}`;
        await expect(snapshot.getByText(used, { exact: true })).toBeVisible();
        await expect(annual).toHaveAttribute('aria-valuetext', new RegExp(`^${escapeRegExp(used)},`));
      } else {
        await expect(annual).toHaveCount(0);
      }
      if (year['DED-AMT'] > 0) {
        const met = `${dollars(year['DED-MET-AMT'])} met of ${dollars(year['DED-AMT'])}`;
        await expect(snapshot.getByText(met, { exact: true })).toBeVisible();
        await expect(deductible).toHaveAttribute('aria-valuetext', new RegExp(`^${escapeRegExp(met)},`));
      } else {
        await expect(deductible).toHaveCount(0);
      }
    });

    test('downloads the ID card by mouse, Enter and Space as a dated PDF', async ({ page }) => {
      await signIn(page, brand, brand.member.email);
      const tile = idCardTile(page);
      await expect(tile).toBeVisible();
      const idle = async () => expect(tile).not.toHaveAttribute('aria-busy', 'true');

      await expectPdfDownload(page, () => tile.click(), 'mouse');
      await idle();
      await expectPdfDownload(
        page,
        async () => {
          await tile.focus();
          await page.keyboard.press('Enter');
        },
        'Enter',
      );
      await idle();
      await expectPdfDownload(
        page,
        async () => {
          await tile.focus();
          await page.keyboard.press('Space');
        },
        'Space',
      );
      await idle();

      // §2 mobile ID-card button (mobile layout only): the demo member has a line with an empty eligibility indicator and ID-CARD-IND Y.
      const phoneButton = page.getByRole('button', { name: 'ID card', exact: true });
      if (isMenuLayout(page)) {
        await expect(phoneButton).toBeVisible();
        await expectPdfDownload(page, () => phoneButton.click(), 'the mobile ID-card button');
      } else {
        await expect(phoneButton).toHaveCount(0);
      }
    });

    test('a policy without an ID card shows the sample card; on a phone the ID-card button explains why', async ({ page }) => {
      await signIn(page, brand, brand.terminated.email);
      // The terminated policy's line carries ID-CARD-IND N (demo data): §2 sample card, generic name, placeholder id.
      await page.getByRole('group', { name: 'Your policies' }).getByRole('radio', { name: /Coverage ended/ }).check();
      const sample = page.getByTestId('sample-id-card');
      await expect(sample).toBeVisible();
      await expect(sample).toContainText('Sample card');
      await expect(sample).toContainText('Member Name');
      await expect(sample).toContainText('XXXXXXXXX');
      await expect(idCardTile(page)).toHaveCount(0);

      const phoneButton = page.getByRole('button', { name: 'ID card', exact: true });
      if (!isMenuLayout(page)) {
        await expect(phoneButton).toHaveCount(0);
        return;
      }
      // §2: the button shows (the active policy has a card) but this policy has none, so a tap explains.
      await phoneButton.click();
      const dialog = page.getByRole('dialog', { name: "Your ID card isn't available yet" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("We can't give you an ID card for this policy right now.");
      await expect(dialog.getByRole('listitem')).toHaveCount(2);
      await expectNoAxeViolations(page, `${brand.partner} mobile ID-card explanation dialog`);
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toHaveCount(0);
    });

    test('the paperless banner invites a member not enrolled, can be dismissed, and returns after 90 days', async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the banner rule does not depend on the width');
      // The demo members' e-delivery choices belong to the paperless test: this one sees its member as not enrolled (§9 OPT-IN-DSP-IND N).
      // (Rewritten in the page: Node, where route.fetch would run, does not resolve rsl.localhost.)
      await page.addInitScript(() => {
        const fetchFromServer = window.fetch.bind(window);
        window.fetch = async (input, init) => {
          const response = await fetchFromServer(input, init);
          const url = new URL(input instanceof Request ? input.url : String(input), location.href);
          if (!/^\/api\/[a-z]+\/members$/.test(url.pathname) || !response.ok) return response;
          const json = (await response.json()) as { 'NON-TABLE-DATA': Record<string, string> };
          json['NON-TABLE-DATA']['OPT-IN-DSP-IND'] = 'N';
          return new Response(JSON.stringify(json), { status: response.status, headers: response.headers });
        };
      });
      await signIn(page, brand, brand.member.email);
      const banner = page.getByRole('status').filter({ hasText: 'Go paperless' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Set up paperless delivery' })).toHaveAttribute('href', '/paperless');

      await banner.getByRole('button', { name: 'Dismiss the paperless reminder' }).click();
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await page.reload();
      await expect(page.getByRole('region', { name: 'Benefit snapshot' }).getByRole('meter').first()).toBeVisible();
      await expect(banner).toHaveCount(0);

      const dismissedDaysAgo = async (days: number) => {
        await page.evaluate((at) => localStorage.setItem('paperlessBannerSnoozedAt', String(at)), Date.now() - days * 86_400_000);
        await page.reload();
        await expect(page.getByRole('region', { name: 'Benefit snapshot' }).getByRole('meter').first()).toBeVisible();
      };
      await dismissedDaysAgo(89);
      await expect(banner).toHaveCount(0);
      await dismissedDaysAgo(91);
      await expect(banner).toBeVisible();
    });
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
