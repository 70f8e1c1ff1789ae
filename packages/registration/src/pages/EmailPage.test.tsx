import { mockOneTimeCodes, mockRegistrant, mockRegistrationRoutes, mockTakenEmail } from '@portal/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRegistrationStore } from '../state/registration-store.ts';
import { startRegistrationAt } from '../test/registration-state.ts';
import { renderRegistrationRoutes } from '../test/render-registration-routes.tsx';

const verified = { progress: 'identityVerified' as const, person: mockRegistrant };

beforeEach(() => startRegistrationAt(2));

async function enterEmail(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Email address' }), email);
  await user.type(screen.getByRole('textbox', { name: 'Confirm email address' }), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('email (step 3)', () => {
  it('sends an email that already has an account to the existing-account prompt', async () => {
    const user = userEvent.setup({ delay: null });
    const { url } = renderRegistrationRoutes('/registration/email', { routes: mockRegistrationRoutes({ registration: verified }) });
    await enterEmail(user, mockTakenEmail);
    expect(await screen.findByRole('heading', { name: 'Existing account page' })).toBeVisible();
    expect(url()).toBe('/login/existing-account');
    expect(useRegistrationStore.getState()).toMatchObject({ memberExistsFlow: true, email: mockTakenEmail });
  });

  it('refuses a wrong code, resends, lets the person change the address, and survives a reload at the code', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderRegistrationRoutes('/registration/email', { routes: mockRegistrationRoutes({ registration: verified }) });
    await enterEmail(user, 'olivia.new@example.com');
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText("Your code doesn't match our records. Please try again.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resend verification code' }));
    expect(await screen.findAllByText('Your verification code has been sent')).not.toHaveLength(0);
    expect(screen.queryByText("Your code doesn't match our records. Please try again.")).toBeNull();
    view.unmount();

    // A reload: the state knows a code went out, so the code field is back.
    renderRegistrationRoutes('/registration/email', { routes: mockRegistrationRoutes({ registration: { ...verified, email: 'olivia.new@example.com' } }) });
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use a different email address' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('olivia.new@example.com');
  });

  it('goes on to the phone step once the code is right', async () => {
    const user = userEvent.setup({ delay: null });
    const { url } = renderRegistrationRoutes('/registration/email', { routes: mockRegistrationRoutes({ registration: verified }) });
    await enterEmail(user, 'olivia.new@example.com');
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), mockOneTimeCodes.right);
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a phone number' })).toBeVisible();
    expect(url()).toBe('/registration/phone');
  });

  it("§8 'There was an error while sending the verification code' when the code cannot be sent", async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationRoutes('/registration/email', { routes: mockRegistrationRoutes({ registration: verified, failWith: { submitRegistrationEmail: 500 } }) });
    await enterEmail(user, 'olivia.new@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error while sending the verification code');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('olivia.new@example.com');
  });
});
