import { mockRegistrant, mockRegistrationRoutes } from '@portal/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRegistrationStore } from '../state/registration-store.ts';
import { startRegistrationAt } from '../test/registration-state.ts';
import { renderRegistrationRoutes } from '../test/render-registration-routes.tsx';

const emailVerified = { progress: 'emailVerified' as const, person: mockRegistrant, email: 'olivia.new@example.com' };

beforeEach(() => startRegistrationAt(3, { email: 'olivia.new@example.com' }));

describe('phone (step 4, optional)', () => {
  it('can be skipped', async () => {
    const user = userEvent.setup({ delay: null });
    const { url } = renderRegistrationRoutes('/registration/phone', { routes: mockRegistrationRoutes({ registration: emailVerified }) });
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your password' })).toBeVisible();
    expect(url()).toBe('/registration/password');
    expect(useRegistrationStore.getState().stepDone).toBe(4);
  });

  it('asks for six digits by text and says when the code does not match', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationRoutes('/registration/phone', { routes: mockRegistrationRoutes({ registration: emailVerified }) });
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '4025550163');
    await user.type(screen.getByRole('textbox', { name: 'Confirm phone number' }), '4025550163');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText("We sent a code to (402) 555-0163. It's valid for 5 minutes.")).toBeVisible();
    expect(screen.getByText('6 digits')).toBeVisible();
    expect(useRegistrationStore.getState().factorId).not.toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify phone' }));
    expect(await screen.findByText("Your code doesn't match our records. Please try again.")).toBeVisible();
    expect(useRegistrationStore.getState().errors.phoneOtp).toBe('code.mismatch');
    expect(JSON.stringify(sessionStorage)).not.toContain('000000');
  });
});
