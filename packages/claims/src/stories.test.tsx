// Every claims story renders in each brand and language, as the Storybook
// toolbar would show it; the household's stories also show their words (a
// widget that renders nothing would still pass "renders": the providers
// around it are not empty).
import { PortalThemeProvider, rslTheme } from '@portal/ui-kit';
import { describeStories, type StoryModules } from '@portal/ui-kit/testing';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as claimSharingSwitchStories from './components/ClaimSharingSwitch/ClaimSharingSwitch.stories.tsx';
import * as householdNoticeStories from './components/HouseholdClaimsNotice/HouseholdClaimsNotice.stories.tsx';

const storyModules: StoryModules = import.meta.glob('./**/*.stories.tsx', { eager: true });

describeStories('claims stories', storyModules, {
  finds: "finds the stories of the list and detail components and of the household's claim sharing",
  named: ['ClaimsTable', 'ClaimFilters', 'ClaimDetail', 'Pagination', 'ClaimSharingSwitch', 'HouseholdClaimsNotice'],
});

describe("the household's claim sharing stories show what they are about", () => {
  const inSpanish = { initialGlobals: { brand: 'rsl', locale: 'es' } };

  it("the dependent's switch, off and on", async () => {
    const { NotShared, Shared } = composeStories(claimSharingSwitchStories, inSpanish);
    render(<PortalThemeProvider theme={rslTheme}><NotShared /></PortalThemeProvider>);
    expect(await screen.findByRole('switch', { name: 'Compartir mis reclamaciones con Maria' })).not.toBeChecked();
    render(<PortalThemeProvider theme={rslTheme}><Shared /></PortalThemeProvider>);
    expect(await screen.findByText('Maria puede ver sus reclamaciones y explicaciones de beneficios.')).toBeVisible();
  });

  it("the policyholder's notice of who manages their own claims and who shares them", async () => {
    const { OneSharesOneDoesNot } = composeStories(householdNoticeStories, inSpanish);
    render(<PortalThemeProvider theme={rslTheme}><OneSharesOneDoesNot /></PortalThemeProvider>);
    const notice = await screen.findByRole('list', { name: 'Familiares que gestionan sus propias reclamaciones' });
    expect(notice).toHaveTextContent('Ava gestiona sus propias reclamaciones. No están en esta lista.');
    expect(notice).toHaveTextContent('Compartido por Owen: sus reclamaciones están en esta lista.');
  });
});
