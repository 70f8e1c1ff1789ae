import { createTestI18n } from '@portal/i18n/testing';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { useProcedureName } from './procedure-name.ts';

function nameIn(language: 'en' | 'es') {
  const i18n = createTestI18n({ claims: { en, es } }, language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useProcedureName(), { wrapper }).result.current;
}

describe('useProcedureName', () => {
  it('gives a CDT code its plain name in English and Spanish', () => {
    expect(nameIn('en')('D1110', 'Prophylaxis – adult')).toBe('Cleaning (adult)');
    expect(nameIn('es')('D1110', 'Profilaxis – adulto')).toBe('Limpieza (adulto)');
  });

  it('names vision codes too', () => {
    expect(nameIn('en')('V2020', 'Frames')).toBe('Eyeglass frames');
  });

  it('falls back to the server description, then to the code, for a code it does not know', () => {
    const name = nameIn('en');
    expect(name('D9999', 'Unspecified adjunctive procedure')).toBe('Unspecified adjunctive procedure');
    expect(name('D9999')).toBe('D9999');
  });
});
