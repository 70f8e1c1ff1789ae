// What the message centre answers a person, in English and Spanish (§1).
import type { MemberLanguage } from '../../lib/member-language.ts';

export type MessagesText = 'notAMember' | 'notFound' | 'onlyTheMemberMarks';

export const messagesTexts: Record<MemberLanguage, Record<MessagesText, string>> = {
  en: {
    notAMember: 'This account has no member data; a CSR must select a member first.',
    notFound: 'This message could not be found.',
    onlyTheMemberMarks: 'Only the member can mark messages read.',
  },
  es: {
    notAMember: 'Esta cuenta no tiene datos de miembro; un representante debe seleccionar primero a un miembro.',
    notFound: 'No encontramos este mensaje.',
    onlyTheMemberMarks: 'Solo el miembro puede marcar los mensajes como leídos.',
  },
};

export const messagesText = (language: MemberLanguage, text: MessagesText) => messagesTexts[language][text];
