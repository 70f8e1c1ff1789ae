// The message centre's parts the shell composes: the /messages route and the
// header link with the unread count.
export { messagesRoutes } from './routes.tsx';
export { MessagesNavLink, type MessagesNavLinkProps } from './components/MessagesNavLink/MessagesNavLink.tsx';
