// The member's Account activity section for /profile (issue 11 item 5); the
// shell hands it to the benefits package's profile page as `accountActivity`.
export { AccountActivitySection as AccountActivity } from './components/AccountActivitySection/AccountActivitySection.tsx';
