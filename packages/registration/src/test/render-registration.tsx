// Renders a registration screen (or a part of one) as the shell shows it,
// with the 'registration' namespace (see @portal/api-client/testing/screens).
import { renderScreen, type RenderScreenOptions } from '@portal/api-client/testing/screens';
import type { Language } from '@portal/i18n';
import { alicTheme, PortalThemeProvider } from '@portal/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRegistrationTestI18n, registrationNamespaces } from './registration-i18n.ts';

export { requestBodies } from '@portal/api-client/testing';

export type RenderRegistrationOptions = RenderScreenOptions;

export function renderRegistration(ui: ReactElement, options: RenderRegistrationOptions = {}) {
  return renderScreen(ui, registrationNamespaces, options);
}

/** A form or component alone: theme and the 'registration' namespace, no router or api. */
export function renderPlain(ui: ReactElement, language: Language = 'en') {
  return render(
    <PortalThemeProvider theme={alicTheme}>
      <I18nextProvider i18n={createRegistrationTestI18n(language)}>{ui}</I18nextProvider>
    </PortalThemeProvider>,
  );
}
