// Answers shaped exactly like the server's (packages/contract wire names).
import { mockFeaturesAnswer } from '@portal/api-client/testing';

export const features = mockFeaturesAnswer();

export const mariaMembers = {
  'OUT-TABLE': [
    { 'T-SUB': 10, 'T-POL': 123456, 'T-DIV': 1, 'T-CERT': 7654321, LOB: 'DEN', 'PLAN-SP-NAME': 'Acme Manufacturing', 'MEM-EFF-DT': 20240101, 'MEM-TERM-DT': 0, 'T-GR-PPO-CD': 'P01', 'ELIG-IND': '', 'ID-CARD-IND': 'Y' },
    { 'T-SUB': 10, 'T-POL': 123456, 'T-DIV': 2, 'T-CERT': 7654321, LOB: 'VIS', 'PLAN-SP-NAME': 'Acme Manufacturing', 'MEM-EFF-DT': 0, 'MEM-TERM-DT': 20241231, 'T-GR-PPO-CD': '', 'ELIG-IND': '', 'ID-CARD-IND': 'N' },
  ],
  'NON-TABLE-DATA': {
    'OPT-IN-DSP-IND': 'Y', 'MEM-FIRST-NAME': 'MARIA', 'MEM-MIDDLE-NAME': '', 'MEM-LAST-NAME': 'MCALLISTER',
    'MEM-EMAIL': 'alic.member@example.com', 'MEM-STATE-CD': 'NY',
  },
};

/** The same member living outside New York. */
export const illinoisMembers = {
  ...mariaMembers,
  'NON-TABLE-DATA': { ...mariaMembers['NON-TABLE-DATA'], 'MEM-STATE-CD': 'IL' },
};

export const subsidiaryConfig = { subsidiary: 'alic', memberChat: true };

/** Maria's dental line has the prescription-savings rule (§2: Member Savings shows). */
export const savingsRules = [
  { spdc: { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 }, productType: 'dental', rules: [{ code: 'rx' }] },
];
