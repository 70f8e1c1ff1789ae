// The csr package's namespaces for tests and stories, in memory: 'messages'
// (message centre) and 'accessLog' (account activity, access management).
// The search and header read 'csr' (search/test/search-i18n.ts); so does the
// producer page, whose stories get it here too.
import accessLogEn from '../i18n/accessLog.en.json';
import accessLogEs from '../i18n/accessLog.es.json';
import messagesEn from '../i18n/messages.en.json';
import messagesEs from '../i18n/messages.es.json';
import csrEn from '../i18n/csr.en.json';
import csrEs from '../i18n/csr.es.json';

export const csrNamespaces = {
  messages: { en: messagesEn, es: messagesEs },
  accessLog: { en: accessLogEn, es: accessLogEs },
  csr: { en: csrEn, es: csrEs },
};
