// What a DHMO member (or a CSR for them) reads when a primary dentist change
// is refused, in English and Spanish (§1).
import type { MemberLanguage } from '../../lib/member-language.ts';

export type PrimaryDentistText =
  | 'unavailable' | 'notDhmo' | 'officeNotFound' | 'notInNetwork' | 'notAccepting' | 'notADentist'
  | 'alreadyYours' | 'alreadyPending' | 'nothingPending';

export const primaryDentistTexts: Record<MemberLanguage, Record<PrimaryDentistText, string>> = {
  en: {
    unavailable: 'Dental benefits are not available on this site.',
    notDhmo: 'Only members of a DHMO plan choose a primary dentist.',
    officeNotFound: 'We could not find that dental office in the directory.',
    notInNetwork: 'This dentist is not in the DHMO network. Please choose a dentist of the DHMO network.',
    notAccepting: 'This dentist is not accepting new patients. Please choose another dentist.',
    notADentist: 'Please choose a general or pediatric dentist as your primary dentist.',
    alreadyYours: 'This dentist is already your primary dentist.',
    alreadyPending:
      'You already have a primary dentist change waiting to take effect. Cancel it first if you want to choose another dentist.',
    nothingPending: 'There is no primary dentist change to cancel.',
  },
  es: {
    unavailable: 'Los beneficios dentales no están disponibles en este sitio.',
    notDhmo: 'Solo los miembros de un plan DHMO eligen un dentista principal.',
    officeNotFound: 'No encontramos ese consultorio dental en el directorio.',
    notInNetwork: 'Este dentista no pertenece a la red DHMO. Elija un dentista de la red DHMO.',
    notAccepting: 'Este dentista no acepta pacientes nuevos. Elija otro dentista.',
    notADentist: 'Elija un dentista general o pediátrico como su dentista principal.',
    alreadyYours: 'Este dentista ya es su dentista principal.',
    alreadyPending:
      'Ya tiene un cambio de dentista principal pendiente. Cancélelo primero si desea elegir otro dentista.',
    nothingPending: 'No hay ningún cambio de dentista principal que cancelar.',
  },
};
