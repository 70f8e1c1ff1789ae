// The data-sharing calls' messages, in the member's language.
import type { MemberLanguage } from '../../lib/member-language.ts';

export const dataSharingTexts: Record<MemberLanguage, { notAMember: string; notConnected: string; csrCannotRevoke: string; nothingToExport: string }> = {
  en: {
    notAMember: 'Only a member has connected apps and data to download.',
    notConnected: 'That app is not connected to your account.',
    csrCannotRevoke: 'Only the member can disconnect an app they connected.',
    nothingToExport: 'Empty PDF - no data returned.',
  },
  es: {
    notAMember: 'Solo un miembro tiene aplicaciones conectadas y datos para descargar.',
    notConnected: 'Esa aplicación no está conectada a su cuenta.',
    csrCannotRevoke: 'Solo el miembro puede desconectar una aplicación que conectó.',
    nothingToExport: 'PDF vacío: no se devolvieron datos.',
  },
};
