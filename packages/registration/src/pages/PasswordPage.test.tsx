import { mockBlocklistedPasswords, mockRegisteredMember, mockRegistrant, mockRegistrationRoutes } from '@portal/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startRegistrationAt } from '../test/registration-state.ts';
import { renderRegistrationRoutes } from '../test/render-registration-routes.tsx';

beforeEach(() => startRegistrationAt(4, { email: 'olivia.new@example.com' }));

async function createPassword(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(await screen.findByLabelText(/^Password\s*\*/), password);
  await user.type(screen.getByLabelText(/^Confirm password\s*\*/), password);
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('password (step 5)', () => {
  it("lists the server's reasons when it refuses the password (406), e.g. a blocklisted one", async () => {
    const user = userEvent.setup({ delay: null });
    const blocked = mockBlocklistedPasswords[0]!;
    renderRegistrationRoutes('/registration/password', {
      routes: mockRegistrationRoutes({ registration: { progress: 'emailVerified', person: mockRegistrant, email: 'olivia.new@example.com' } }),
    });
    await createPassword(user, blocked);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your password wasn't accepted:");
    expect(alert.querySelectorAll('li').length).toBeGreaterThan(0);
  });

  it("§8 'Unable to register, contact customer service' with a way to sign in when the member already has an account", async () => {
    const user = userEvent.setup({ delay: null });
    startRegistrationAt(4, { email: 'grace.new@example.com', firstName: 'Grace', lastName: 'Okafor' });
    renderRegistrationRoutes('/registration/password', {
      routes: mockRegistrationRoutes({ registration: { progress: 'emailVerified', person: mockRegisteredMember, email: 'grace.new@example.com' } }),
    });
    await createPassword(user, 'Tulip-Garden-2031');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to register, contact customer service');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("§8 'There was an error creating your password. Please try again' otherwise, the password kept", async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationRoutes('/registration/password', {
      routes: mockRegistrationRoutes({
        registration: { progress: 'emailVerified', person: mockRegistrant, email: 'olivia.new@example.com' },
        failWith: { createRegistrationPassword: 500 },
      }),
    });
    await createPassword(user, 'Tulip-Garden-2031');
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error creating your password. Please try again');
    expect(screen.getByLabelText(/^Password\s*\*/)).toHaveValue('Tulip-Garden-2031');
  });
});
