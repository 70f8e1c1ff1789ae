// The refusal a CSR or access administrator sees on the RSL or Standard
// sign-in page (kept word for word), and its link to ALIC's.
import type { Language } from '../texts.ts';

export const staffSignInTexts = {
  en: {
    title: 'Sign in on the ALIC site',
    message: 'Customer service accounts sign in on the ALIC site.',
    link: 'Go to the ALIC sign-in',
  },
  es: {
    title: 'Inicie sesión en el sitio de ALIC',
    message: 'Las cuentas de servicio al cliente inician sesión en el sitio de ALIC.',
    link: 'Ir al inicio de sesión de ALIC',
  },
} as const satisfies Record<Language, Record<string, string>>;
