import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { location, renderBenefits } from '../test/render-benefits.tsx';
import {
  paths,
  wireContacts,
  wireDocuments,
  wireFeatures,
  wireHearing,
  wireMembers,
  wirePatientDetail,
  wirePatients,
  wireSavings,
  wireVisibilityRules,
  wireVisionSummary,
} from '../test/wire-samples.ts';
import { BenefitsPage } from './BenefitsPage.tsx';

function routes(overrides: Record<string, unknown> = {}) {
  return {
    [paths.features]: wireFeatures(),
    [paths.members]: wireMembers({ lobs: ['DEN', 'VIS'] }),
    [paths.visibilityRules]: wireVisibilityRules(['rx']),
    [paths.patients]: wirePatients,
    [paths.patient(1)]: wirePatientDetail,
    [paths.documents]: wireDocuments,
    [paths.visionSummary]: wireVisionSummary,
    [paths.savings]: wireSavings,
    [paths.hearing]: wireHearing,
    [paths.contacts]: wireContacts,
    ...overrides,
  };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('BenefitsPage (§2 /benefits?tab=)', () => {
  it('shows a tab per flag and product type held, member savings with an rx rule (§2)', async () => {
    renderBenefits(<BenefitsPage />, { routes: routes() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your benefits…');
    // What the page is for shows before the member's data (the signed-in frame paints it with the HTML).
    expect(screen.getByText(/^What your plans cover for you/)).toBeInTheDocument();
    await screen.findByRole('tablist', { name: 'Benefits' });
    // Lasik is switched on but the member holds no LASIK line.
    expect(tabNames()).toEqual(['Dental', 'Vision', 'Member Savings', 'Contact Us']);
  });

  it('hides member savings without a savings rule and a tab whose flag is off', async () => {
    renderBenefits(<BenefitsPage />, {
      routes: routes({ [paths.features]: wireFeatures({ memberVision: false }), [paths.visibilityRules]: wireVisibilityRules(['other']) }),
    });
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['Dental', 'Contact Us']);
  });

  it('opens the tab named in the URL', async () => {
    renderBenefits(<BenefitsPage />, { path: '/benefits?tab=vision', routes: routes() });
    expect(await screen.findByRole('tab', { name: 'Vision' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText(/Network: VSP Choice/)).toBeInTheDocument();
    expect(within(panel).getByText('Exam allowance out of network in NY: $40.00')).toBeInTheDocument();
    const exam = within(panel).getByRole('row', { name: /eye exam/i });
    expect(within(exam).getByText('$10.00')).toBeInTheDocument();
    expect(within(exam).getByText('Once every 12 months')).toBeInTheDocument();
    expect(within(exam).getByText('03/02/2027')).toBeInTheDocument();
  });

  it('shows the first visible tab for an unknown or hidden tab', async () => {
    renderBenefits(<BenefitsPage />, { path: '/benefits?tab=lasik', routes: routes() });
    expect(await screen.findByRole('tab', { name: 'Dental' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches tabs with the arrow keys and keeps the tab in the URL', async () => {
    const user = userEvent.setup();
    renderBenefits(<BenefitsPage />, { path: '/benefits?tab=dental', routes: routes() });
    const dental = await screen.findByRole('tab', { name: 'Dental' });
    dental.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Vision' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Vision' })).toHaveFocus();
    expect(location.current).toBe('/benefits?tab=vision');
    await user.keyboard('{End}');
    expect(location.current).toBe('/benefits?tab=contact+us');
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it("shows the dental snapshot: percentages, deductible and maximums with the figures in text", async () => {
    renderBenefits(<BenefitsPage />, { path: '/benefits?tab=dental', routes: routes() });
    const panel = await screen.findByRole('tabpanel');
    const major = await within(panel).findByRole('row', { name: /major/i });
    expect(within(major).getByText('50%')).toBeInTheDocument();
    expect(within(major).getByText('40%')).toBeInTheDocument();
    expect(within(major).getByText('12 months')).toBeInTheDocument();
    const annual = within(panel).getByRole('meter', { name: 'Annual maximum' });
    expect(annual).toHaveAttribute('aria-valuetext', '$650.00 used of $1,500.00, $850.00 remaining');
    expect(within(panel).getByRole('meter', { name: 'Orthodontic lifetime maximum' })).toHaveAttribute('aria-valuenow', '250');
    expect(within(panel).getByRole('meter', { name: 'Deductible' })).toHaveAttribute('aria-valuetext', '$50.00 met of $50.00, $0.00 remaining');
  });

  it('toasts §8 when the vision benefit summary fails, with a retry', async () => {
    renderBenefits(<BenefitsPage />, { path: '/benefits?tab=vision', routes: routes({ [paths.visionSummary]: { httpStatus: 500 } }) });
    expect(await screen.findByText('There was an error while getting your vision benefit summary.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the member savings offers the rules allow', async () => {
    renderBenefits(<BenefitsPage />, { path: '/benefits?tab=member%20savings', routes: routes() });
    expect(await screen.findByRole('heading', { name: 'Prescription savings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hearing aids' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Call (800) 555-0177' })).toBeInTheDocument();
  });

  it("shows the Hearing tab by the 'hear' rule, opened from ?tab=hearing with the hearing benefits (§1 hearing tab)", async () => {
    renderBenefits(<BenefitsPage />, { path: '/benefits?tab=hearing', routes: routes({ [paths.visibilityRules]: wireVisibilityRules(['rx', 'hear']) }) });
    expect(await screen.findByRole('tab', { name: 'Hearing' })).toHaveAttribute('aria-selected', 'true');
    expect(tabNames()).toEqual(['Dental', 'Vision', 'Member Savings', 'Hearing', 'Contact Us']);
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Your hearing exam benefit' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Your hearing aid benefit' })).toBeInTheDocument();
  });

  it('opens the nomination form from the dental tab where nominateProviderLink is on', async () => {
    const user = userEvent.setup();
    renderBenefits(<BenefitsPage />, { path: '/benefits?tab=dental', routes: routes() });
    await user.click(await screen.findByRole('link', { name: 'Nominate a dentist' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nominate a dentist' })).toHaveFocus();
    expect(location.current).toBe('/benefits?tab=dental&view=nominate');
    await user.click(screen.getByRole('button', { name: 'Send nomination' }));
    expect(await screen.findByText("Please enter the provider's name")).toBeInTheDocument();
  });

  it("opens the nomination form prefilled with the office find care links from (its public details only)", async () => {
    const path = '/benefits?tab=dental&view=nominate&providerName=Harney+Street+Dental&specialty=orthodontist'
      + '&street=1611+Harney+St&city=Omaha&state=NE&zip=68102&phone=4025550190';
    renderBenefits(<BenefitsPage />, { path, routes: routes() });
    expect(await screen.findByLabelText(/Dentist's name/)).toHaveValue('Harney Street Dental');
    expect(screen.getByLabelText(/Street address/)).toHaveValue('1611 Harney St');
    expect(screen.getByLabelText(/^Specialty/)).toHaveValue('orthodontist');
  });

  it('hides the nomination link when the flag is off', async () => {
    const features = wireFeatures();
    features.memberDentalFeatures.nominateProviderLink = false;
    renderBenefits(<BenefitsPage />, { path: '/benefits?tab=dental&view=nominate', routes: routes({ [paths.features]: features }) });
    await screen.findByRole('tabpanel');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dental benefits' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Nominate a dentist' })).toBeNull();
  });

  it.each([
    ['dental', '10-123456-1-7654321'],
    ['vision', '10-123456-2-7654321'],
  ])("links the %s tab to the line's claims", async (tab, key) => {
    renderBenefits(<BenefitsPage />, { path: `/benefits?tab=${tab}`, routes: routes() });
    expect(await screen.findByRole('link', { name: 'View claims' })).toHaveAttribute('href', `/claims?coverage=${key}`);
  });

  it("links the dental tab to a pretreatment estimate and the cost estimator on the line shown", async () => {
    renderBenefits(<BenefitsPage />, { path: '/benefits?tab=dental', routes: routes() });
    expect(await screen.findByRole('link', { name: 'Ask for a pretreatment estimate' })).toHaveAttribute(
      'href',
      '/pretreatment-estimate?coverage=10-123456-1-7654321',
    );
    expect(screen.getByRole('link', { name: 'Estimate the cost of dental care' })).toHaveAttribute('href', '/dce/home?coverage=10-123456-1-7654321');
  });

  it('offers no estimate links where their features are off (§3 claims, dceOutOfNetwork)', async () => {
    const features = wireFeatures();
    features.memberDentalFeatures = { ...features.memberDentalFeatures, claims: false, dceOutOfNetwork: false };
    renderBenefits(<BenefitsPage />, { path: '/benefits?tab=dental', routes: routes({ [paths.features]: features }) });
    await screen.findByRole('button', { name: /Benefits summary/ });
    expect(screen.queryByRole('link', { name: 'Ask for a pretreatment estimate' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Estimate the cost of dental care' })).toBeNull();
  });

  it('offers no claims link where the claims feature is off', async () => {
    const features = wireFeatures();
    features.memberVisionFeatures.claims = false;
    renderBenefits(<BenefitsPage />, { path: '/benefits?tab=vision', routes: routes({ [paths.features]: features }) });
    await screen.findByRole('button', { name: /Benefits summary/ });
    expect(screen.queryByRole('link', { name: 'View claims' })).toBeNull();
  });

  it('offers a retry when the member data fails, and an empty state without tabs', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderBenefits(<BenefitsPage />, {
      routes: routes({
        [paths.members]: () => (++calls === 1 ? { httpStatus: 503 } : wireMembers({ lobs: [] })),
        [paths.features]: wireFeatures({ memberContact: false }),
        [paths.visibilityRules]: [],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no benefits to show for your account yet.')).toBeInTheDocument();
  });
});

/** A mock answer held back until the test lets it go. */
function heldAnswer(answer: unknown) {
  let release = () => {};
  const promise = new Promise<unknown>((resolve) => (release = () => resolve(answer)));
  return { route: () => promise, release };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// Nothing moves when data arrives (CLS ≤ 0.02), so a part
// whose structure depends on several calls shows one placeholder until all answer.
describe('BenefitsPage without layout shift', () => {
  it('shows the loading state, no tabs, until the visibility rules answer; then every tab at once', async () => {
    const rules = heldAnswer(wireVisibilityRules(['rx']));
    renderBenefits(<BenefitsPage />, { routes: routes({ [paths.visibilityRules]: rules.route }) });
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your benefits…');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    rules.release();
    await screen.findByRole('tablist', { name: 'Benefits' });
    expect(tabNames()).toEqual(['Dental', 'Vision', 'Member Savings', 'Contact Us']);
    expect(screen.queryByText('Loading your benefits…')).not.toBeInTheDocument();
  });

  it('shows the other tabs when the rules call fails, and asks for the rules only again on a panel mounting (no loop)', async () => {
    const { client } = renderBenefits(<BenefitsPage />, { path: '/benefits?tab=dental', routes: routes({ [paths.visibilityRules]: { httpStatus: 500 } }) });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('row', { name: /major/i })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Dental', 'Vision', 'Contact Us']);
    await settle();
    expect(client.calls.filter((call) => call === paths.visibilityRules).length).toBeLessThanOrEqual(2);
  });

  it('shows the dental line whole: snapshot and plan documents together, once both have answered', async () => {
    const documents = heldAnswer(wireDocuments);
    const { client } = renderBenefits(<BenefitsPage />, { path: '/benefits?tab=dental', routes: routes({ [paths.documents]: documents.route }) });
    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(client.calls).toContain(paths.patient(1)));
    await settle();
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading your benefit snapshot…');
    expect(within(panel).queryByRole('heading', { name: 'Benefit snapshot' })).not.toBeInTheDocument();
    documents.release();
    expect(await within(panel).findByRole('heading', { name: 'Benefit snapshot' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Plan documents' })).toBeInTheDocument();
    expect(within(panel).getByRole('row', { name: /major/i })).toBeInTheDocument();
  });

  it('shows the vision line whole once its summary has answered, and keeps a failed summary on screen with its retry', async () => {
    const summary = heldAnswer({ httpStatus: 500 });
    renderBenefits(<BenefitsPage />, { path: '/benefits?tab=vision', routes: routes({ [paths.visionSummary]: summary.route }) });
    const panel = await screen.findByRole('tabpanel');
    await settle();
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading your vision benefits…');
    expect(within(panel).queryByRole('heading', { name: 'Plan documents' })).not.toBeInTheDocument();
    summary.release();
    expect(await within(panel).findByRole('heading', { name: 'Plan documents' })).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
