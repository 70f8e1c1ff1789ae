/**
 * Text namespaces the shell and its features use (one per package;
 * registration also ships 'account'; csr ships 'csr', 'accessLog' and 'messages').
 */
export const portalNamespaces = ['shell', 'member', 'benefits', 'claims', 'registration', 'account', 'csr', 'accessLog', 'messages', 'data-sharing', 'providers', 'i18n'];
