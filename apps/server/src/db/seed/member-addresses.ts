// §3 member display: a synthetic member's address and phone on file, in the
// member's state (city and area code from the same places as enrollment
// applications). Drawn from their own random stream, so adding them changed
// nothing else a seed makes.
import { placesByState, streetKinds, streetNames } from './member-services-members.ts';
import { createRandom, mixSeed } from './random.ts';

export interface MemberContact {
  addressLine1: string;
  /** '' when none. */
  addressLine2: string;
  city: string;
  /** Ten digits, or '' when none on file. */
  phone: string;
}

export function memberContactOf(seed: number, memberNumber: number, stateCode: string): MemberContact {
  const random = createRandom(mixSeed(seed, memberNumber, 0xadd7));
  const [city, areaCode] = placesByState[stateCode] ?? ['Lincoln', '402'];
  return {
    addressLine1: `${random.int(100, 9_899)} ${random.pick(streetNames)} ${random.pick(streetKinds)}`,
    addressLine2: random.chance(0.2) ? `Apt ${random.int(1, 40)}${random.pick(['', 'A', 'B', 'C'])}` : '',
    city,
    // 555-01xx: numbers reserved for fiction. Some members gave no phone.
    phone: random.chance(0.9) ? `${areaCode}55501${String(random.int(0, 99)).padStart(2, '0')}` : '',
  };
}
