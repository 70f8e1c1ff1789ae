// §1 "a hearing tab" and §6 "Producer/agent: chat link", on each brand.
// Hearing: the demo member (with the 'hear' visibility rule) opens
// /benefits?tab=hearing, reaches it by keyboard from Member Savings on a
// desktop and from the side menu on a phone, sees the hearing exam and
// hearing aid benefits of their brand and the hearing savings offer, in
// English and Spanish, axe-clean. Producer: the brand's producer/agent signs
// in, lands on /producer with the chat link (the member's 450 × 650 popup;
// standard has no chat: the page says so), is sent back from member screens,
// and the member API answers their token 403.
import type { Page } from '@playwright/test';
import { brands, type BrandUnderTest } from '../support/brands.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { accessToken, isMenuLayout, signIn, switchToSpanish } from '../support/session.ts';
import { fromTestRunner } from '../support/test-runner-request.ts';

/** The hearing aid allowance in network per brand (apps/server migration 031_hearing_benefits.sql). */
const aidAllowance: Record<BrandUnderTest['partner'], string> = { alic: '$1,000.00', rsl: '$750.00', standard: '$1,500.00' };
/** §3 memberChat: standard has no chat. */
const hasChat: Record<BrandUnderTest['partner'], boolean> = { alic: true, rsl: true, standard: false };

const producerEmail = (brand: BrandUnderTest) => `${brand.partner}.producer@example.com`;

async function signInProducer(page: Page, brand: BrandUnderTest): Promise<void> {
  await page.goto(`${brand.origin}/landing`);
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await page.getByLabel('Email').fill(producerEmail(brand));
  await page.getByLabel('Password').fill('Portal-Demo-2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${brand.origin}/producer`);
}

for (const brand of brands) {
  test.describe(`${brand.partner} hearing tab`, () => {
    test('shows the hearing exam and aid benefits and the hearing savings, by URL, keyboard or menu, in en and es', async ({ page }) => {
      await signIn(page, brand, brand.member.email);
      await page.goto(`${brand.origin}/benefits?tab=member%20savings`);
      await expect(page.getByRole('heading', { level: 1, name: 'Your benefits' })).toBeVisible();

      if (isMenuLayout(page)) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Hearing' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      } else {
        const savings = page.getByRole('tab', { name: 'Member Savings' });
        await savings.focus();
        await page.keyboard.press('ArrowRight');
        await expect(page.getByRole('tab', { name: 'Hearing' })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tab', { name: 'Hearing' })).toBeFocused();
      }
      await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('hearing');

      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { level: 2, name: 'Hearing benefits' })).toBeVisible();
      const exam = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Your hearing exam benefit' }) });
      await expect(exam).toContainText('No copay');
      await expect(exam).toContainText('Once every 12 months');
      const aids = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Your hearing aid benefit' }) });
      await expect(aids).toContainText(`Up to ${aidAllowance[brand.partner]}`);
      await expect(aids).toContainText('Once every 36 months');
      await expect(panel.getByRole('heading', { level: 3, name: 'Hearing savings' })).toBeVisible();
      await expect(panel.getByRole('link', { name: /see the offer/i })).toHaveAttribute('target', '_blank');
      await expectNoAxeViolations(page, `${brand.partner} /benefits?tab=hearing en`);

      await switchToSpanish(page);
      await page.goto(`${brand.origin}/benefits?tab=hearing`);
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Beneficios de audición' })).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 4, name: 'Audífonos' })).toBeVisible();
      await expectNoAxeViolations(page, `${brand.partner} /benefits?tab=hearing es`);
    });
  });

  test.describe(`${brand.partner} producer/agent`, () => {
    test('lands on /producer with the chat link, sees no member screen, and the member API refuses the token', async ({ page }) => {
      // Chat hours are the partner's business hours: the test opens chat whatever the clock says.
      await page.route('**/chat/availability', (route) =>
        route.fulfill({ status: 200, contentType: 'application/xml', body: '<chatAllowed allowed="true"/>' }),
      );
      await page.addInitScript(() => {
        const opened: unknown[][] = [];
        (window as unknown as { chatOpens: unknown[][] }).chatOpens = opened;
        const open = window.open.bind(window);
        window.open = (...args: Parameters<typeof window.open>) => {
          opened.push(args);
          return open(...args);
        };
      });
      await signInProducer(page, brand);
      await expect(page.getByRole('heading', { level: 1, name: 'Producer and agent desk' })).toBeVisible();
      await expect(page.getByText('Member information is not shown to producer and agent accounts.')).toBeVisible();

      if (hasChat[brand.partner]) {
        const popupOpened = page.waitForEvent('popup');
        await page.getByRole('button', { name: /chat with us/i }).click();
        const popup = await popupOpened;
        await expect(popup).toHaveURL(`${brand.origin}/producer/chat`);
        const [args] = await page.evaluate(() => (window as unknown as { chatOpens: unknown[][] }).chatOpens);
        expect(String(args?.[2])).toContain('width=450');
        expect(String(args?.[2])).toContain('height=650');
        await popup.close();
      } else {
        await expect(page.getByText('Chat is not available right now. Please try again during business hours.')).toBeVisible();
      }
      await expectNoAxeViolations(page, `${brand.partner} /producer en`);

      await page.goto(`${brand.origin}/benefits?tab=dental`);
      await expect(page).toHaveURL(`${brand.origin}/producer`);
      const membersCall = fromTestRunner(brand, `/api/${brand.partner}/members`);
      const members = await page.request.get(membersCall.url, {
        headers: { ...membersCall.headers, authorization: `Bearer ${await accessToken(page)}` },
      });
      expect(members.status()).toBe(403);
      expect((await members.json()).message).toBe('This call is for members. A producer or agent account has no access to member data.');

      await switchToSpanish(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Portal de productores y agentes' })).toBeVisible();
      await expectNoAxeViolations(page, `${brand.partner} /producer es`);
    });
  });
}
