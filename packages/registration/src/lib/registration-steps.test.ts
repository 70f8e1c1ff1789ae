import { describe, expect, it } from 'vitest';
import { pathOfNextStep, stepsNeededBefore } from './registration-steps.ts';

describe('registration steps (§4)', () => {
  it('sends a person to the first step not yet done', () => {
    expect(pathOfNextStep(0)).toBe('/registration/register');
    expect(pathOfNextStep(1)).toBe('/registration/connect-your-account');
    expect(pathOfNextStep(2)).toBe('/registration/email');
    expect(pathOfNextStep(3)).toBe('/registration/phone');
    expect(pathOfNextStep(4)).toBe('/registration/password');
    expect(pathOfNextStep(5)).toBe('/registration/complete');
  });

  it('lets the password follow the email, the phone being optional', () => {
    expect(stepsNeededBefore.password).toBe(stepsNeededBefore.phone);
    expect(stepsNeededBefore.complete).toBe(5);
  });
});
