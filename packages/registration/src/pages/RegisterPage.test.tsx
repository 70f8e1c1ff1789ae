import { mockRegistrant, mockRegistrationRoutes } from '@portal/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRegistrationStore } from '../state/registration-store.ts';
import { renderRegistrationRoutes } from '../test/render-registration-routes.tsx';
import { requestBodies } from '../test/render-registration.tsx';

beforeEach(() => {
  sessionStorage.clear();
  useRegistrationStore.getState().reset();
});

async function fillFindYou(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), mockRegistrant.firstName);
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), mockRegistrant.lastName);
  await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '04121986');
  await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), mockRegistrant.zipCode);
  await user.click(screen.getByRole('button', { name: 'Find me' }));
}

describe('register: member or dependent', () => {
  it('takes an adult dependent to step 1 as a dependent, then on to step 2 like a member', async () => {
    const user = userEvent.setup({ delay: null });
    const { url, client } = renderRegistrationRoutes('/registration/register', { routes: mockRegistrationRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: /I'm a dependent/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Let's find you" })).toHaveFocus();
    expect(url()).toBe('/registration/register?as=dependent');
    expect(screen.getByText(/Dependents 18 or older can register/)).toBeVisible();
    await fillFindYou(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect your account' })).toBeVisible();
    expect(requestBodies(client, 'POST /api/alic/registration/step1')).toEqual([
      expect.objectContaining({ firstName: mockRegistrant.firstName, registrant: 'dependent' }),
    ]);
  });

  it('a dependent under 18 (403) reaches the thank-you page, saves their email and returns to registration home', async () => {
    const user = userEvent.setup({ delay: null });
    const { url, client } = renderRegistrationRoutes('/registration/register?as=dependent', {
      routes: mockRegistrationRoutes({ failWith: { findMemberForRegistration: 403 } }),
    });
    await fillFindYou(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your interest' })).toHaveFocus();
    expect(screen.getByText(/Dependents can't have their own account yet/)).toBeVisible();
    expect(url()).toBe('/registration/register?as=dependent&notify=1');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'lily@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText("Thank you. We'll email you when dependents can register.")).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(url()).toBe('/registration/register');
    expect(requestBodies(client, 'PUT /api/alic/registration/submitDependentEmail')).toEqual([{ newEmail: 'lily@example.com' }]);
  });

  it('keeps the email form for a dependent who cannot register yet, linked from their step 1', async () => {
    const user = userEvent.setup({ delay: null });
    const { url } = renderRegistrationRoutes('/registration/register?as=dependent', { routes: mockRegistrationRoutes() });
    await user.click(await screen.findByRole('link', { name: /Leave your email/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your interest' })).toBeVisible();
    expect(url()).toBe('/registration/register?as=dependent&notify=1');
  });

  it("§8 'Unable to save dependent email' when saving fails, the address kept", async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationRoutes('/registration/register?as=dependent&notify=1', { routes: mockRegistrationRoutes({ failWith: { submitDependentEmail: 500 } }) });
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'lily@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to save dependent email');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('lily@example.com');
  });

  it('shows the choice again on the way back from step 1', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRegistrationRoutes('/registration/register', { routes: mockRegistrationRoutes() });
    await user.click(await screen.findByRole('radio', { name: /I'm a member/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Let's find you" })).toBeVisible();
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  });

  it('takes a person connecting a policy straight to step 1', async () => {
    useRegistrationStore.getState().update({ mode: 'connect' });
    renderRegistrationRoutes('/registration/register', { routes: mockRegistrationRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: "Let's find you" })).toBeVisible();
  });
});
