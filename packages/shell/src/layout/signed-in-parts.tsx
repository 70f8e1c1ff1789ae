// The header's and menu's parts that show only to someone signed in, and
// read member data through TanStack Query: loaded as one chunk with the
// first signed-in page (lazy-signed-in-parts.tsx), never by a visitor.
export { CsrHeaderBar, CsrMenuLinks, MessagesNavLink } from '@portal/csr';
export { MemberGreeting } from './MemberGreeting.tsx';
export { NewYorkCompanyLine } from './footer/NewYorkCompanyLine.tsx';
export { MemberNewYorkTexts } from '../site/MemberNewYorkTexts.tsx';
