// The package's namespace for tests and stories, in memory.
import en from '../i18n/en.json';
import es from '../i18n/es.json';

export const dataSharingNamespaces = { 'data-sharing': { en, es } };
