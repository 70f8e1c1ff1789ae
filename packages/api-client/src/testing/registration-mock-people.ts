// The people the mock registration routes know, as the member data holds
// them; the first is the contract's sample registrant (Olivia Martinez).
import { registrationReference } from '@portal/contract/samples';

export interface MockRegistrant {
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string;
  zipCode: string;
  /** The email on file; step 2 offers the email passcode only when there is one. */
  emailOnFile?: string;
  claimNumber: string;
  sourceCode: string;
  /** 9 to 14 digits. */
  memberId: string;
  /** ###-##-####. */
  ssn: string;
  /** The member already has an account: step 5 answers 409. */
  hasAccount?: boolean;
}

/** Found, with an email on file: every way of step 2 works. */
export const mockRegistrant: MockRegistrant = {
  firstName: 'Olivia',
  lastName: 'Martinez',
  dateOfBirth: '1986-04-12',
  zipCode: '68102',
  emailOnFile: 'olivia.martinez@example.com',
  claimNumber: 'D2507100123',
  sourceCode: 'PPO1',
  memberId: '100234567',
  ssn: '123-45-6789',
};

/** Found, without an email on file: no email passcode in step 2. */
export const mockRegistrantWithoutEmail: MockRegistrant = {
  firstName: 'Noah',
  lastName: 'Fischer',
  dateOfBirth: '1979-11-03',
  zipCode: '68104',
  claimNumber: 'D2508200456',
  sourceCode: 'PPO2',
  memberId: '100765432',
  ssn: '987-65-4321',
};

/** Found, but already registered: step 5 answers 409 'memberHasAccount'. */
export const mockRegisteredMember: MockRegistrant = {
  firstName: 'Grace',
  lastName: 'Okafor',
  dateOfBirth: '1990-02-28',
  zipCode: '68105',
  emailOnFile: 'grace.okafor@example.com',
  claimNumber: 'D2509300789',
  sourceCode: 'PPO1',
  memberId: '100111222',
  ssn: '111-22-3333',
  hasAccount: true,
};

export const mockRegistrants: readonly MockRegistrant[] = [mockRegistrant, mockRegistrantWithoutEmail, mockRegisteredMember];

/** The referenceId the mock answers to the first step 1 (the contract's sample). */
export const mockRegistrationReferenceId = registrationReference;

/** An email the mock treats as already having an account (step 3 answers 409 'emailExists'). */
export const mockTakenEmail = 'taken@example.com';
