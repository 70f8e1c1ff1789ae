import { useAuthStore } from '@portal/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, wireFeatures, wireMembers } from '../search/test/header-samples.ts';
import { location, renderCsr } from '../search/test/render-csr.tsx';
import { signInAs } from '../search/test/sign-in-as.ts';
import { CsrMenuLinks } from './CsrMenuLinks.tsx';

const answers = { [paths.features]: wireFeatures(), [paths.members]: wireMembers() };

afterEach(() => useAuthStore.getState().clearSession());

describe('CsrMenuLinks (§2 phone menu)', () => {
  it('lists the CSR links as menu entries and closes the menu on the way', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    signInAs('adminActing');
    renderCsr(
      <ul>
        <CsrMenuLinks onNavigate={onNavigate} />
      </ul>,
      { routes: answers, path: '/dashboard/x' },
    );
    expect(await screen.findByRole('link', { name: 'Paperless Settings' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Access management' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to SPDC Search' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(location.current).toBe('/csr');
    expect(useAuthStore.getState().actingFor).toBeNull();
  });

  it('is empty for a member', () => {
    signInAs('member');
    renderCsr(
      <ul>
        <CsrMenuLinks onNavigate={() => undefined} />
      </ul>,
      { routes: answers, path: '/benefits' },
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
