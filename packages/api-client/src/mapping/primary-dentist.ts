// The DHMO primary dentist as the screens see it: the assigned office, a
// pending change with its first day, and the day a change asked for today
// would take effect (the server's calendar).
import type { PrimaryDentistOffice as WireOffice, PrimaryDentistResponse } from '@portal/contract';
import { dhmoNetwork } from '@portal/contract/routes';

/** The directory's network of the DHMO plans: the choose-a-dentist search is limited to it. */
export const dhmoNetworkName: string = dhmoNetwork;

export interface PrimaryDentistOffice {
  providerId: string;
  /** '' when the office is no longer in the directory. */
  name: string;
  address: { street: string; city: string; state: string; zip: string };
  phone: string;
}

export interface PrimaryDentist {
  /** The member has an active DHMO line; everything else is empty otherwise. */
  isDhmoMember: boolean;
  current: PrimaryDentistOffice | null;
  /** yyyy-mm-dd */
  currentSince: string | null;
  pending: { office: PrimaryDentistOffice; effectiveDate: string } | null;
  /** yyyy-mm-dd: when a change asked for now would take effect (the first of next month). */
  nextEffectiveDate: string;
}

const toOffice = (office: WireOffice): PrimaryDentistOffice => ({
  providerId: office.providerId,
  name: office.name,
  address: { street: office.street, city: office.city, state: office.state, zip: office.zip },
  phone: office.phone,
});

export function toPrimaryDentist(answer: Omit<PrimaryDentistResponse, 'status'>): PrimaryDentist {
  return {
    isDhmoMember: answer.dhmo,
    current: answer.current ? toOffice(answer.current) : null,
    currentSince: answer.currentSince,
    pending: answer.pending ? { office: toOffice(answer.pending.dentist), effectiveDate: answer.pending.effectiveDate } : null,
    nextEffectiveDate: answer.nextEffectiveDate,
  };
}
