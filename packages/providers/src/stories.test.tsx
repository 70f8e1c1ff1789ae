// Every find care story renders in each brand and language, as the Storybook
// toolbar would show it; the DHMO primary dentist's stories also show their
// words (a widget that renders nothing would still pass "renders": the
// providers around it are not empty).
import { PortalThemeProvider, standardTheme } from '@portal/ui-kit';
import { describeStories, type StoryModules } from '@portal/ui-kit/testing';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as chooseOfficeStories from './components/ChooseOfficeDialog/ChooseOfficeDialog.stories.tsx';
import * as primaryDentistStories from './components/PrimaryDentistCard/PrimaryDentistCard.stories.tsx';

const storyModules: StoryModules = import.meta.glob('./**/*.stories.tsx', { eager: true });

describeStories('providers stories', storyModules, {
  finds: 'finds the stories of the result card and of the DHMO primary dentist',
  named: ['ProviderCard', 'PrimaryDentistCard', 'ChooseOfficeDialog'],
});

describe('the DHMO primary dentist stories show what they are about', () => {
  const inSpanish = { initialGlobals: { brand: 'standard', locale: 'es' } };

  it('the card with a pending change', async () => {
    const { PendingChange } = composeStories(primaryDentistStories, inSpanish);
    render(<PortalThemeProvider theme={standardTheme}><PendingChange /></PortalThemeProvider>);
    const card = await screen.findByRole('region', { name: 'Su dentista principal' });
    expect(await within(card).findByText('Chen Family Dental')).toBeInTheDocument();
    expect(within(card).getByText('Patel Dental Care')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancelar este cambio' })).toBeInTheDocument();
  });

  it("an office's choose buttons", async () => {
    const { ChooseThisDentist, SeePricesHere } = composeStories(chooseOfficeStories, inSpanish);
    render(<PortalThemeProvider theme={standardTheme}><ChooseThisDentist /></PortalThemeProvider>);
    const choose = screen.getByRole('button', { name: 'Elegir este dentista: Patel Dental Care' });
    await waitFor(() => expect(choose).toBeEnabled());
    render(<PortalThemeProvider theme={standardTheme}><SeePricesHere /></PortalThemeProvider>);
    expect(screen.getByRole('button', { name: 'Ver precios aquí: Patel Dental Care' })).toBeInTheDocument();
  });
});
