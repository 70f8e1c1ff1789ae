// What the CSR search answers a person, in English and Spanish (§1). The
// subsidiary message is §5's, shared with registration (registration/texts.ts).
import type { MemberLanguage } from '../../lib/member-language.ts';

export type CsrSearchText = 'invalidDateOfBirth';

export const csrSearchTexts: Record<MemberLanguage, Record<CsrSearchText, string>> = {
  en: { invalidDateOfBirth: 'Enter a valid date of birth.' },
  es: { invalidDateOfBirth: 'Ingrese una fecha de nacimiento válida.' },
};

export const csrSearchText = (language: MemberLanguage, text: CsrSearchText) => csrSearchTexts[language][text];
