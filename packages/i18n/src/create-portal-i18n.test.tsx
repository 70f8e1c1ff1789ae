import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalI18n } from './create-portal-i18n.ts';
import { I18nProvider } from './I18nProvider.tsx';
import { languageStorageKey } from './languages.ts';
import { useLanguage } from './use-language.ts';

/** What the site serves at /locales/{lng}.json: every namespace of a language (the build's merged files). */
const served: Record<string, object> = {
  '/locales/en.json': { claims: { title: 'Claims', onlyEnglish: 'Only in English' }, i18n: { loading: 'Loading…', actions: { close: 'Close' } } },
  '/locales/es.json': { claims: { title: 'Reclamos' }, i18n: { loading: 'Cargando…', actions: { close: 'Cerrar' } } },
  '/locales/en-NY.json': { claims: { title: 'Claims (New York)' } },
};

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const body = served[String(input)];
  return body ? new Response(JSON.stringify(body), { status: 200 }) : new Response('not found', { status: 404 });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  document.documentElement.lang = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

function ClaimsTitle() {
  const { t } = useTranslation('claims');
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('onlyEnglish')}</p>
      <button type="button">{t('actions.close')}</button>
    </>
  );
}

function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  return (
    <button type="button" onClick={() => void setLanguage(language === 'en' ? 'es' : 'en')}>
      {language}
    </button>
  );
}

describe('createPortalI18n', () => {
  it('loads every namespace of the language with one request to /locales/{lng}.json and shows a fallback meanwhile', async () => {
    const i18n = createPortalI18n({ namespaces: ['claims'] });
    render(
      <I18nProvider i18n={i18n} fallback={<p>waiting</p>}>
        <ClaimsTitle />
      </I18nProvider>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Claims' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/locales/en.json']);
    // Shared texts are found from any namespace.
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in the remembered language and falls back to English key by key', async () => {
    localStorage.setItem(languageStorageKey, 'es');
    const i18n = createPortalI18n({ namespaces: ['claims'] });
    render(
      <I18nProvider i18n={i18n}>
        <ClaimsTitle />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Reclamos' })).toBeInTheDocument();
    expect(screen.getByText('Only in English')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('ignores an unsupported remembered language', async () => {
    localStorage.setItem(languageStorageKey, 'fr');
    const i18n = createPortalI18n({ namespaces: ['claims'] });
    render(
      <I18nProvider i18n={i18n}>
        <ClaimsTitle />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Claims' })).toBeInTheDocument();
  });

  it('useLanguage switches language, remembers it and updates <html lang>', async () => {
    const i18n = createPortalI18n({ namespaces: ['claims'], language: 'en' });
    render(
      <I18nProvider i18n={i18n}>
        <LanguageSwitch />
        <ClaimsTitle />
      </I18nProvider>,
    );
    await screen.findByRole('heading', { name: 'Claims' });
    await userEvent.click(screen.getByRole('button', { name: 'en' }));
    expect(await screen.findByRole('heading', { name: 'Reclamos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'es' })).toBeInTheDocument();
    expect(localStorage.getItem(languageStorageKey)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('New York variants override the base language, which fills the rest', async () => {
    const i18n = createPortalI18n({ namespaces: ['claims'], language: 'en', newYork: true });
    render(
      <I18nProvider i18n={i18n}>
        <LanguageSwitch />
        <ClaimsTitle />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Claims (New York)' })).toBeInTheDocument();
    expect(screen.getByText('Only in English')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'en' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await act(async () => {
      await i18n.changeLanguage('es-NY');
    });
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Reclamos'));
  });

  it('useLanguage applies the New York variants at run time and drops them again, keeping the language', async () => {
    const i18n = createPortalI18n({ namespaces: ['claims'], language: 'en' });
    function NewYorkSwitch() {
      const { isNewYork, setNewYork } = useLanguage();
      return (
        <button type="button" onClick={() => void setNewYork(!isNewYork)}>
          {isNewYork ? 'New York' : 'elsewhere'}
        </button>
      );
    }
    render(
      <I18nProvider i18n={i18n}>
        <NewYorkSwitch />
        <ClaimsTitle />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Claims' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Claims (New York)' })).toBeInTheDocument();
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: 'New York' }));
    expect(await screen.findByRole('heading', { name: 'Claims' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });

  it('uses a given load path', async () => {
    const i18n = createPortalI18n({ namespaces: ['claims'], loadPath: '/locales/{{lng}}.json?v=2' });
    await i18n.loadNamespaces('claims');
    expect(fetchMock).toHaveBeenCalledWith('/locales/en.json?v=2', expect.anything());
  });
});
