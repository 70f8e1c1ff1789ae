import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

export type I18nProviderProps = {
  i18n: I18n;
  /** Shown while translations load (for example ui-kit's Spinner). */
  fallback?: ReactNode;
  children: ReactNode;
};

/** Gives components their translations; suspends while a namespace is loading. */
export function I18nProvider({ i18n, fallback = null, children }: I18nProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </I18nextProvider>
  );
}
