import { afterEach, describe, expect, it, vi } from 'vitest';

const signinRedirectCallback = vi.fn();
vi.mock('./user-manager.ts', () => ({ createUserManager: () => ({ signinRedirectCallback }) }));

const { completeSignInCallback, forgetSignInCallback } = await import('./sign-in-callback.ts');
const { startSignInCallback } = await import('./start-sign-in.ts');

const settings = { partner: 'alic', origin: 'http://localhost:8080' } as const;
const answer = 'http://localhost:8080/dashboard?code=one-time&state=abc';

describe("the provider's sign-in answer", () => {
  afterEach(() => {
    forgetSignInCallback();
    signinRedirectCallback.mockReset();
  });

  it('is exchanged once when the boot starts it and AuthProvider completes it: a code is never sent twice', async () => {
    const user = { access_token: 'token' };
    signinRedirectCallback.mockResolvedValue(user);
    startSignInCallback(settings, new URL(answer));
    await expect(completeSignInCallback(settings, answer)).resolves.toBe(user);
    expect(signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(signinRedirectCallback).toHaveBeenCalledWith(answer);
  });

  it('starts nothing on a page that is not the answer', async () => {
    startSignInCallback(settings, new URL('http://localhost:8080/dashboard'));
    startSignInCallback(settings, new URL('http://localhost:8080/claims?code=x&state=y'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signinRedirectCallback).not.toHaveBeenCalled();
  });

  it('hands a failed exchange to AuthProvider, which reports it', async () => {
    signinRedirectCallback.mockRejectedValue(new Error('No matching state found in storage'));
    startSignInCallback(settings, new URL(answer));
    await expect(completeSignInCallback(settings, answer)).rejects.toThrow('No matching state');
    expect(signinRedirectCallback).toHaveBeenCalledTimes(1);
  });
});
