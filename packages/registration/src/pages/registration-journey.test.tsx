// A member registers from the choice to the completion against the mock
// registration server (api-client's mockRegistrationRoutes, the real rules).
import { mockOneTimeCodes, mockRegistrant, mockRegistrationReferenceId, mockRegistrationRoutes } from '@portal/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRegistrationStore } from '../state/registration-store.ts';
import { renderRegistrationRoutes } from '../test/render-registration-routes.tsx';

const password = 'Tulip-Garden-2031';

beforeEach(() => {
  useRegistrationStore.getState().reset();
  sessionStorage.clear();
});

async function findMember(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /I'm a member/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { level: 1, name: "Let's find you" })).toHaveFocus();
  expect(screen.getByRole('navigation', { name: 'Step 1 of 5' })).toBeVisible();
  await user.type(screen.getByRole('textbox', { name: 'First name' }), mockRegistrant.firstName);
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), mockRegistrant.lastName);
  await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '04121986');
  await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), mockRegistrant.zipCode);
  await user.click(screen.getByRole('button', { name: 'Find me' }));
}

describe('registration, step by step', () => {
  it('finds a member and verifies them by claim number, on to step 3', async () => {
    const user = userEvent.setup({ delay: null });
    const { url } = renderRegistrationRoutes('/registration/register', { routes: mockRegistrationRoutes() });
    await findMember(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect your account' })).toHaveFocus();
    expect(url()).toBe('/registration/connect-your-account');
    expect(useRegistrationStore.getState()).toMatchObject({ firstName: 'Olivia', dateOfBirth: '1986-04-12', emailAvailable: true, stepDone: 1 });
    await user.type(screen.getByRole('textbox', { name: 'Claim number' }), mockRegistrant.claimNumber);
    await user.type(screen.getByRole('textbox', { name: 'Source code' }), mockRegistrant.sourceCode);
    await user.click(screen.getByRole('button', { name: 'Verify claim' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your sign-in email' })).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Step 3 of 5' })).toBeVisible();
    expect(useRegistrationStore.getState().stepDone).toBe(2);
  });

  it('from a verified identity: email and code, phone by voice, password, paperless, then sign in', async () => {
    const user = userEvent.setup({ delay: null });
    useRegistrationStore.getState().update({ referenceId: mockRegistrationReferenceId, stepDone: 2, firstName: 'Olivia', lastName: 'Martinez' });
    renderRegistrationRoutes('/registration/email', {
      routes: mockRegistrationRoutes({ registration: { progress: 'identityVerified', person: mockRegistrant } }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'olivia.new@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Confirm email address' }), 'olivia.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Your verification code has been sent')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), mockOneTimeCodes.right);
    await user.click(screen.getByRole('button', { name: 'Verify email' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Add a phone number' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '4025550163');
    await user.type(screen.getByRole('textbox', { name: 'Confirm phone number' }), '4025550163');
    await user.click(screen.getByRole('radio', { name: 'Voice call' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('5 digits')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), mockOneTimeCodes.rightByVoice);
    await user.click(screen.getByRole('button', { name: 'Verify phone' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Create your password' })).toBeVisible();
    await user.type(screen.getByLabelText(/^Password\s*\*/), password);
    await user.type(screen.getByLabelText(/^Confirm password\s*\*/), password);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Go paperless' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Yes, send them by email' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your account was successfully created. Please sign in to continue.')).toBeVisible();
    expect(JSON.stringify(sessionStorage)).not.toContain(password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeVisible();

    const state = useRegistrationStore.getState();
    expect(state.referenceId).toBeNull();
    expect(state.firstName).toBe('');
    expect(state.showEdeliveryPageOnLogin).toBe(true);
  });

  it('never keeps a password, an SSN or a code in browser storage', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationRoutes('/registration/register', { routes: mockRegistrationRoutes() });
    await findMember(user);
    await screen.findByRole('heading', { level: 1, name: 'Connect your account' });
    await user.click(screen.getByRole('radio', { name: 'Member ID or Social Security number' }));
    await user.click(screen.getByRole('radio', { name: 'Social Security number' }));
    await user.type(screen.getByLabelText(/^Social Security number\s*\*/), mockRegistrant.ssn);
    await user.click(screen.getByRole('button', { name: 'Verify number' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose your sign-in email' });
    const stored = JSON.stringify(sessionStorage) + JSON.stringify(localStorage);
    expect(stored).toContain('portal.registration');
    expect(stored).not.toContain(mockRegistrant.ssn);
    expect(stored).not.toContain(mockRegistrant.ssn.replace(/-/g, ''));
  });

  it("sends a member nobody matches to 'We need to find you', and back with what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    const { url } = renderRegistrationRoutes('/registration/register?as=member', { routes: mockRegistrationRoutes() });
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Nobody');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Known');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '01011990');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Find me' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'We need to find you' })).toBeVisible();
    expect(url()).toBe('/registration/we-need-to-find-you');
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to find member');
    expect(screen.getByRole('region', { name: 'Contact customer service' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Check my details and try again' }));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Nobody');
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('01/01/1990');
  });

  it('keeps what was typed and offers a retry when the search fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationRoutes('/registration/register?as=member', { routes: mockRegistrationRoutes({ failWith: { findMemberForRegistration: 500 } }) });
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Olivia');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Martinez');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '04121986');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '68102');
    await user.click(screen.getByRole('button', { name: 'Find me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Olivia');
    expect(screen.getByRole('button', { name: 'Find me' })).toBeEnabled();
  });

  it('says how long to wait when throttled (429 Retry-After)', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationRoutes('/registration/register?as=member', {
      routes: mockRegistrationRoutes({ throttled: ['findMemberForRegistration'], retryAfterSeconds: 120 }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Olivia');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Martinez');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '04121986');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '68102');
    await user.click(screen.getByRole('button', { name: 'Find me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Please wait 2 minutes and try again.');
  });
});

describe('the step guard (§4: no step can be skipped)', () => {
  it('sends a person without a registration from a later step to the start', async () => {
    const { url } = renderRegistrationRoutes('/registration/password', { routes: mockRegistrationRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(url()).toBe('/registration/register');
  });

  it('sends a person whose identity is not yet verified from the email step to step 2', async () => {
    useRegistrationStore.getState().update({ referenceId: 'ref', stepDone: 1 });
    const { url } = renderRegistrationRoutes('/registration/email', { routes: mockRegistrationRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect your account' })).toBeVisible();
    expect(url()).toBe('/registration/connect-your-account');
  });
});
