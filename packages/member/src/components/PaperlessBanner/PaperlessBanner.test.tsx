import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paperlessBannerSnoozeKey } from '../../stores/paperless-banner-snooze.ts';
import { featuresWith } from '../../test/fixtures.ts';
import { renderMember } from '../../test/render-member.tsx';
import { PaperlessBanner } from './PaperlessBanner.tsx';

const day = 86_400_000;
const now = Date.UTC(2026, 10, 24, 12);
const routes = { 'GET /api/alic/features': featuresWith() };

beforeEach(() => localStorage.clear());

describe('PaperlessBanner (§2/§9)', () => {
  it('invites a member not enrolled to the paperless settings', async () => {
    renderMember(<PaperlessBanner optInIndicator="" hasDentalLine now={() => now} />, { routes });
    expect(await screen.findByText('Go paperless')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up paperless delivery' })).toHaveAttribute('href', '/paperless');
  });

  it('disappears when dismissed, remembers the time, and stays away on the next visit', async () => {
    const { unmount } = renderMember(<PaperlessBanner optInIndicator="N" hasDentalLine now={() => now} />, { routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss the paperless reminder' }));
    expect(screen.queryByText('Go paperless')).not.toBeInTheDocument();
    expect(localStorage.getItem(paperlessBannerSnoozeKey)).toBe(String(now));
    unmount();

    renderMember(<PaperlessBanner optInIndicator="N" hasDentalLine now={() => now + 89 * day} />, { routes });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Go paperless')).not.toBeInTheDocument();
  });

  it('returns 90 days after a dismissal', async () => {
    localStorage.setItem(paperlessBannerSnoozeKey, String(now - 90 * day));
    renderMember(<PaperlessBanner optInIndicator="" hasDentalLine now={() => now} />, { routes });
    expect(await screen.findByText('Go paperless')).toBeInTheDocument();
  });

  it('is not shown to an enrolled member, nor when dental e-delivery is off', async () => {
    const first = renderMember(<PaperlessBanner optInIndicator="Y" hasDentalLine now={() => now} />, { routes });
    await waitFor(() => expect(first.client.calls).toContain('GET /api/alic/features'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Go paperless')).not.toBeInTheDocument();
    first.unmount();

    const second = renderMember(<PaperlessBanner optInIndicator="" hasDentalLine now={() => now} />, {
      routes: { 'GET /api/alic/features': featuresWith({ memberDentalFeatures: { edelivery: false } }) },
    });
    await waitFor(() => expect(second.client.calls).toContain('GET /api/alic/features'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Go paperless')).not.toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish-speaking member', async () => {
    renderMember(<PaperlessBanner optInIndicator="" hasDentalLine now={() => now} />, { routes, language: 'es' });
    expect(await screen.findByRole('link', { name: 'Configurar la entrega sin papel' })).toBeInTheDocument();
  });
});
