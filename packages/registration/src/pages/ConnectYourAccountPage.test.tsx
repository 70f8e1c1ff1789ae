import { mockOneTimeCodes, mockRegistrant, mockRegistrantWithoutEmail, mockRegistrationRoutes } from '@portal/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRegistrationStore } from '../state/registration-store.ts';
import { startRegistrationAt } from '../test/registration-state.ts';
import { renderRegistrationRoutes } from '../test/render-registration-routes.tsx';

const found = { progress: 'memberFound' as const, person: mockRegistrant };

beforeEach(() => startRegistrationAt(1));

describe('connect your account (step 2)', () => {
  it('offers the emailed code only when there is an email on file', async () => {
    startRegistrationAt(1, { emailAvailable: false });
    renderRegistrationRoutes('/registration/connect-your-account', {
      routes: mockRegistrationRoutes({ registration: { progress: 'memberFound', person: mockRegistrantWithoutEmail } }),
    });
    expect(await screen.findByRole('radio', { name: 'Claim number and source code' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'A code sent to the email address on your plan' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Member ID or Social Security number' })).toBeVisible();
  });

  it('says a claim number and source code were not found, keeping them for a retry', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationRoutes('/registration/connect-your-account', { routes: mockRegistrationRoutes({ registration: found }) });
    await user.type(await screen.findByRole('textbox', { name: 'Claim number' }), 'D0000000000');
    await user.type(screen.getByRole('textbox', { name: 'Source code' }), 'PPO1');
    await user.click(screen.getByRole('button', { name: 'Verify claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't find that claim number and source code.");
    expect(screen.getByRole('textbox', { name: 'Claim number' })).toHaveValue('D0000000000');
    expect(useRegistrationStore.getState().errors.claimCard).toBe('connect.claim.notFound');
  });

  it("sends the emailed code, refuses a wrong one in the spec's words, accepts the right one", async () => {
    const user = userEvent.setup({ delay: null });
    const { url } = renderRegistrationRoutes('/registration/connect-your-account', { routes: mockRegistrationRoutes({ registration: found }) });
    await user.click(await screen.findByRole('radio', { name: 'A code sent to the email address on your plan' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Your verification code has been sent')).toBeVisible();
    expect(screen.getByText(/We sent a code to o.*@example\.com/)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText("Your code doesn't match our records. Please try again.")).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Verification code' }));
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), mockOneTimeCodes.right);
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your sign-in email' })).toBeVisible();
    expect(url()).toBe('/registration/email');
  });

  it("gives the spec's Spanish for an expired code", async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationRoutes('/registration/connect-your-account', { routes: mockRegistrationRoutes({ registration: found }), language: 'es' });
    await user.click(await screen.findByRole('radio', { name: 'Un código enviado al correo electrónico de su plan' }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByRole('textbox', { name: 'Código de verificación' }), mockOneTimeCodes.expired);
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(
      await screen.findByText('Es posible que haya ingresado un código incorrecto o caducado. Haga clic en "Reenviar código de verificación" para recibir uno nuevo.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reenviar código de verificación' })).toBeVisible();
  });

  it('says a member ID could not be verified', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationRoutes('/registration/connect-your-account', { routes: mockRegistrationRoutes({ registration: found }) });
    await user.click(await screen.findByRole('radio', { name: 'Member ID or Social Security number' }));
    await user.type(screen.getByRole('textbox', { name: 'Member ID' }), '999999999');
    await user.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't verify that member ID.");
  });

  it("§8 'Unable to verify additional member identification.' when the check itself fails", async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationRoutes('/registration/connect-your-account', {
      routes: mockRegistrationRoutes({ registration: found, failWith: { verifyRegistrationMemberId: 500 } }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Member ID or Social Security number' }));
    await user.type(screen.getByRole('textbox', { name: 'Member ID' }), mockRegistrant.memberId);
    await user.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to verify additional member identification.');
  });

  it('hands a signed-in person connecting a policy back to the connecting screen', async () => {
    const user = userEvent.setup({ delay: null });
    startRegistrationAt(1, { mode: 'connect' });
    const { url } = renderRegistrationRoutes('/registration/connect-your-account', { routes: mockRegistrationRoutes({ registration: found }) });
    await user.type(await screen.findByRole('textbox', { name: 'Claim number' }), mockRegistrant.claimNumber);
    await user.type(screen.getByRole('textbox', { name: 'Source code' }), mockRegistrant.sourceCode);
    await user.click(screen.getByRole('button', { name: 'Verify claim' }));
    expect(await screen.findByRole('heading', { name: 'No policy page' })).toBeVisible();
    expect(url()).toBe('/no-policy-found?connect=1');
    expect(useRegistrationStore.getState()).toMatchObject({ stepDone: 2, mode: 'connect' });
  });

  it('offers to start again when the registration timed out (410)', async () => {
    const user = userEvent.setup({ delay: null });
    startRegistrationAt(1, { referenceId: 'AAAAAAAAAAAAAAAAAAAAAA' });
    renderRegistrationRoutes('/registration/connect-your-account', { routes: mockRegistrationRoutes() });
    await user.type(await screen.findByRole('textbox', { name: 'Claim number' }), mockRegistrant.claimNumber);
    await user.type(screen.getByRole('textbox', { name: 'Source code' }), mockRegistrant.sourceCode);
    await user.click(screen.getByRole('button', { name: 'Verify claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your registration timed out. Please start again.');
    await user.click(screen.getByRole('link', { name: 'Start again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  });
});
