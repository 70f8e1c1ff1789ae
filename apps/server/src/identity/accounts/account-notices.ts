// The emails that tell a person their sign-in changed (every
// password and email change tells the member), in English and Spanish. They
// never carry a password, code or link: someone who did not make the change
// is told to call Customer Connections.
import type { Partner } from '@portal/core';
import type { OutgoingMessage } from '../../messaging/messenger.ts';
import { brands } from '../brands.ts';
import type { Language } from '../texts.ts';

export type AccountNotice = 'passwordChanged' | 'emailChangedFrom' | 'emailChangedTo';

const notices: Record<Language, Record<AccountNotice, { subject: string; text: (brand: string) => string }>> = {
  en: {
    passwordChanged: {
      subject: 'Your password was changed',
      text: (brand) =>
        `The password of your ${brand} member account was changed, and every device signed in to the account was signed out. ` +
        `If you did not change it, call Customer Connections right away.`,
    },
    emailChangedFrom: {
      subject: 'Your sign-in email was changed',
      text: (brand) =>
        `Your ${brand} member account no longer signs in with this email address: a new one was confirmed. ` +
        `If you did not change it, call Customer Connections right away.`,
    },
    emailChangedTo: {
      subject: 'Your sign-in email was changed',
      text: (brand) =>
        `Your ${brand} member account now signs in with this email address. ` +
        `If you did not change it, call Customer Connections right away.`,
    },
  },
  es: {
    passwordChanged: {
      subject: 'Se cambió su contraseña',
      text: (brand) =>
        `Se cambió la contraseña de su cuenta de miembro de ${brand} y se cerró la sesión en todos los dispositivos. ` +
        `Si usted no la cambió, llame de inmediato a Customer Connections.`,
    },
    emailChangedFrom: {
      subject: 'Se cambió su correo electrónico de inicio de sesión',
      text: (brand) =>
        `Su cuenta de miembro de ${brand} ya no inicia sesión con esta dirección de correo electrónico: se confirmó una nueva. ` +
        `Si usted no la cambió, llame de inmediato a Customer Connections.`,
    },
    emailChangedTo: {
      subject: 'Se cambió su correo electrónico de inicio de sesión',
      text: (brand) =>
        `Su cuenta de miembro de ${brand} ahora inicia sesión con esta dirección de correo electrónico. ` +
        `Si usted no la cambió, llame de inmediato a Customer Connections.`,
    },
  },
};

export function accountNotice(notice: AccountNotice, { partner, to, language }: { partner: Partner; to: string; language: Language }): OutgoingMessage {
  const { subject, text } = notices[language][notice];
  return { to, channel: 'email', subject, text: text(brands[partner].name) };
}
