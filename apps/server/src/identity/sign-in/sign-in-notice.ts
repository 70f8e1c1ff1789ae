// The email a member gets at each sign-in (every sign-in is told to the
// member by email), in the sign-in page's language. It says when,
// never from which address or with what password, and what to do if it was
// not them.
import type { Partner } from '@portal/core';
import type { OutgoingMessage } from '../../messaging/messenger.ts';
import { brands } from '../brands.ts';
import type { Language } from '../texts.ts';

const locales: Record<Language, string> = { en: 'en-US', es: 'es-US' };

const words: Record<Language, { subject: (brand: string) => string; text: (brand: string, when: string) => string }> = {
  en: {
    subject: (brand) => `New sign-in to your ${brand} account`,
    text: (brand, when) =>
      `Someone signed in to your ${brand} member account on ${when}. If this was you, there is nothing to do. ` +
      `If it was not, reset your password now with "Forgot password?" on the sign-in page, and call Customer Connections.`,
  },
  es: {
    subject: (brand) => `Nuevo inicio de sesión en su cuenta de ${brand}`,
    text: (brand, when) =>
      `Alguien inició sesión en su cuenta de miembro de ${brand} el ${when}. Si fue usted, no tiene que hacer nada. ` +
      `Si no fue usted, restablezca su contraseña ahora con "¿Olvidó su contraseña?" en la página de inicio de sesión y llame a Customer Connections.`,
  },
};

/** The time as a person reads it, in UTC (the server does not know the member's time zone). */
function formatWhen(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC',
  }).format(at) + ' (UTC)';
}

export function signInNotice({ partner, to, language, at }: { partner: Partner; to: string; language: Language; at: Date }): OutgoingMessage {
  const brand = brands[partner].name;
  const t = words[language];
  return { to, channel: 'email', subject: t.subject(brand), text: t.text(brand, formatWhen(at, language)) };
}
