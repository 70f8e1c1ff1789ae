// The member's Account activity section for /profile; the
// shell hands it to the benefits package's profile page as `accountActivity`.
export { AccountActivitySection as AccountActivity } from './components/AccountActivitySection/AccountActivitySection.tsx';
