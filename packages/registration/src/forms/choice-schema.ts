// Register: member or dependent; completion: paperless yes or no. A choice
// must be made before going on.
import { object, string } from 'yup';
import type { Translate } from './translate.ts';

export type RegistrantKind = 'member' | 'dependent';

export interface RegistrantValues {
  registrant: RegistrantKind | '';
}

export function createRegistrantSchema(t: Translate) {
  return object({ registrant: string().oneOf(['member', 'dependent'], t('register.who.required')).required(t('register.who.required')) });
}

export interface PaperlessValues {
  paperless: 'yes' | 'no' | '';
}

export function createPaperlessSchema(t: Translate) {
  return object({ paperless: string().oneOf(['yes', 'no'], t('complete.paperlessRequired')).required(t('complete.paperlessRequired')) });
}
