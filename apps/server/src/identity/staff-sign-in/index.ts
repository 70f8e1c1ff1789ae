// Staff (CSR, admin) sign in on the ALIC site only.
export { isStaffAccount, refuseStaffOffAlic } from './staff-sign-in.ts';
export { staffSignInTexts } from './staff-sign-in-texts.ts';
