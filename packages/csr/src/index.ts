// Feature package: csr — customer service's SPDC search and acting on a
// member, the CSR header links, access management, the member's account
// activity and message centre.
export { csrMemberRoutes, csrPublicRoutes, type CsrRoute } from './routes.tsx';
export { AccountActivity } from './activity/index.ts';
export { MessagesNavLink, type MessagesNavLinkProps } from './messages/index.ts';
// The CSR header (§2): the shell puts the bar under its header and the links in its phone menu.
export { CsrHeaderBar } from './header/CsrHeaderBar.tsx';
export { CsrMenuLinks } from './header/CsrMenuLinks.tsx';
// §6 producer/agent: the page with the chat link (the shell hands the link over).
export { ProducerPage, ProducerChatUnavailable, type ProducerPageProps } from './producer/ProducerPage.tsx';
