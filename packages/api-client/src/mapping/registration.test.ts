import { callSamples } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import { dateOfBirthFromWire, dateOfBirthToWire, toDependentEmailRequest, toFindMemberRequest, toFoundMember } from './registration.ts';

describe('registration step 1 mapping (find you)', () => {
  it('sends the date of birth as a date with time at midnight UTC, and reads it back as YYYY-MM-DD', () => {
    expect(dateOfBirthToWire('1986-04-12')).toBe('1986-04-12T00:00:00.000Z');
    expect(dateOfBirthFromWire('1986-04-12T00:00:00.000Z')).toBe('1986-04-12');
    expect(dateOfBirthFromWire(dateOfBirthToWire('2024-02-29'))).toBe('2024-02-29');
  });

  it('refuses a date that is not YYYY-MM-DD rather than sending it (e.g. the mm/dd/yyyy as typed)', () => {
    expect(() => dateOfBirthToWire('04/12/1986')).toThrow(RangeError);
    expect(() => dateOfBirthToWire('')).toThrow(RangeError);
  });

  it('builds the wire body in its names, trimmed, with the partner of the ApiContext', () => {
    const body = toFindMemberRequest({ firstName: ' Olivia ', lastName: 'Martinez ', dateOfBirth: '1986-04-12', zipCode: ' 68102' }, 'alic');
    expect(body).toStrictEqual(callSamples.findMemberForRegistration.body);
    expect(toFindMemberRequest({ firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-02', zipCode: '12345' }, 'rsl').subsidiary).toBe('rsl');
  });

  it('answers the registration in domain names: referenceId, canVerifyByEmail, partner', () => {
    expect(toFoundMember(callSamples.findMemberForRegistration.response)).toStrictEqual({
      referenceId: 'Zm9yLXJlZ2lzdHJhdGlvbg',
      canVerifyByEmail: true,
      partner: 'alic',
    });
    expect(toFoundMember({ ...callSamples.findMemberForRegistration.response, emailAvailable: false, subsidiary: 'standard' })).toMatchObject({
      canVerifyByEmail: false,
      partner: 'standard',
    });
  });

  it("sends a dependent's email as newEmail, leaving out names not given", () => {
    expect(toDependentEmailRequest({ email: ' lily.martinez@example.com ', firstName: 'Lily', lastName: 'Martinez' })).toStrictEqual(
      callSamples.submitDependentEmail.body,
    );
    expect(toDependentEmailRequest({ email: 'lily@example.com', firstName: '  ' })).toStrictEqual({ newEmail: 'lily@example.com' });
  });
});
