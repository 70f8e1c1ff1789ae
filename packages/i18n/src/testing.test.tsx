import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from './I18nProvider.tsx';
import { createTestI18n } from './testing.ts';

const claims = { en: { title: 'Claims', count: '{{count}} claims' }, es: { title: 'Reclamos', count: '{{count}} reclamos' } };

function Title() {
  const { t } = useTranslation('claims');
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('count', { count: 3 })}</p>
      <p>{t('loading')}</p>
    </>
  );
}

describe('createTestI18n', () => {
  it('is ready at once, without any request', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const i18n = createTestI18n({ claims });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('title')).toBe('Claims');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('renders in the chosen language, with the shared texts available', () => {
    render(
      <I18nProvider i18n={createTestI18n({ claims }, 'es')}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Reclamos' })).toBeInTheDocument();
    expect(screen.getByText('3 reclamos')).toBeInTheDocument();
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
  });

  it('does not touch the remembered language', async () => {
    localStorage.clear();
    const i18n = createTestI18n({ claims });
    await i18n.changeLanguage('es');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('holds New York variants that fill in from the base language', async () => {
    const i18n = createTestI18n({ claims: { ...claims, 'en-NY': { title: 'Claims (New York)' } } });
    await i18n.changeLanguage('en-NY');
    expect(i18n.t('claims:title')).toBe('Claims (New York)');
    expect(i18n.t('claims:count', { count: 2 })).toBe('2 claims');
    await i18n.changeLanguage('es-NY');
    expect(i18n.t('claims:title')).toBe('Reclamos');
  });
});
