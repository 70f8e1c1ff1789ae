// Find care: synthetic providers at real ZIP-code coordinates (the `zipcodes`
// package's ZIP table), deterministic from the seed: provider n of seed s is
// always the same office. The demo start seeds 50,000 (every state and DC);
// the bench makes 1,000,000 with the same generator.
import { providerNetworks, providerTypes, type ProviderNetwork, type ProviderType } from '@portal/contract';
import type { Database, Queryable } from '../database.ts';
import { createRandom, mixSeed, type Random } from './random.ts';

/** Providers in the demo data: enough for a dense directory in every state. */
export const demoProviderCount = 50_000;

/** The 50 states and DC: the directory's places (no military or territory ZIPs). */
const states = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' '),
);

const stateList = [...states];

export interface ZipPlace {
  readonly zip: string;
  readonly city: string;
  readonly state: string;
  readonly latitude: number;
  readonly longitude: number;
}

let places: Promise<ReadonlyMap<string, ZipPlace>> | undefined;

/**
 * Every ZIP code of a state or DC with coordinates, in ZIP order (so the seed
 * does not depend on the package's key order). The table (a few MB) is loaded
 * on first use, not at every server start.
 */
export function zipPlaces(): Promise<ReadonlyMap<string, ZipPlace>> {
  places ??= import('zipcodes').then(({ default: zipcodes }) =>
    new Map(
      Object.values(zipcodes.codes)
        .filter((z) => states.has(z.state) && Number.isFinite(z.latitude) && Number.isFinite(z.longitude) && /^[0-9]{5}$/.test(z.zip))
        .sort((a, b) => a.zip.localeCompare(b.zip))
        .map((z) => [z.zip, { zip: z.zip, city: z.city, state: z.state, latitude: z.latitude, longitude: z.longitude }]),
    ),
  );
  return places;
}

/** The coordinates of a ZIP code of a state or DC; undefined for an unknown one. */
export async function findZipPlace(zip: string): Promise<ZipPlace | undefined> {
  return (await zipPlaces()).get(zip);
}

export interface SeedProvider {
  id: string;
  name: string;
  providerType: ProviderType;
  street: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  phone: string;
  networks: string[];
  acceptingNewPatients: boolean;
  languages: string[];
  wheelchairAccess: boolean;
  openEvenings: boolean;
  openSaturdays: boolean;
}

const typeWeights: ReadonlyArray<readonly [ProviderType, number]> = [
  ['generalDentist', 40], ['pediatricDentist', 8], ['orthodontist', 7], ['oralSurgeon', 5], ['periodontist', 4],
  ['endodontist', 4], ['optometrist', 20], ['ophthalmologist', 8], ['lasikCenter', 4],
];
const surnames = [
  'Anderson', 'Bennett', 'Chen', 'Delgado', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ibarra', 'Jensen', 'Kim', 'Larson',
  'Martinez', 'Nguyen', 'Okafor', 'Patel', 'Quinn', 'Reyes', 'Schmidt', 'Thompson', 'Underwood', 'Vasquez', 'Walsh', 'Yamamoto',
];
const givenNames = ['Alex', 'Ana', 'Ben', 'Carla', 'David', 'Elena', 'Grace', 'Hannah', 'Ivan', 'Julia', 'Kevin', 'Laura', 'Miguel', 'Nora', 'Omar', 'Priya', 'Sam', 'Tara'];
const streets = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Park Blvd', 'Elm St', 'Lakeview Rd', 'Washington Ave', 'Highland Dr', 'Pine St', 'River Rd', 'Church St'];
const otherLanguages = ['Spanish', 'Chinese', 'Vietnamese', 'Tagalog', 'Korean', 'Russian', 'Arabic', 'French'];
const practiceWords: Record<ProviderType, readonly string[]> = {
  generalDentist: ['Family Dental', 'Dental Care', 'Smiles', 'Dentistry'],
  pediatricDentist: ['Pediatric Dentistry', 'Kids Dental'],
  orthodontist: ['Orthodontics', 'Braces & Aligners'],
  oralSurgeon: ['Oral Surgery', 'Oral & Maxillofacial Surgery'],
  periodontist: ['Periodontics', 'Gum Health'],
  endodontist: ['Endodontics', 'Root Canal Specialists'],
  optometrist: ['Eye Care', 'Optometry', 'Vision Center'],
  ophthalmologist: ['Eye Physicians', 'Ophthalmology'],
  lasikCenter: ['LASIK Center', 'Laser Vision'],
};
const dentalNetworks: readonly ProviderNetwork[] = ['Dental Choice PPO', 'DHMO Select Network'];
const visionNetworks = providerNetworks.filter((n) => !dentalNetworks.includes(n) && n !== 'LASIK Partners');

function isDental(type: ProviderType): boolean {
  return providerTypes.indexOf(type) <= providerTypes.indexOf('endodontist');
}

/** Some networks of a list, at least one. */
function someOf(random: Random, networks: readonly string[]): string[] {
  const chosen = networks.filter(() => random.chance(0.45));
  return chosen.length > 0 ? chosen : [random.pick(networks)];
}

/** Provider n of a seed. The first 51 sit one in each state and DC, so every state has providers at any count. */
export function syntheticProvider(seed: number, n: number, all: readonly ZipPlace[]): SeedProvider {
  const random = createRandom(mixSeed(seed, 0x70726f76, n));
  const place = n < 51 ? all.find((p) => p.state === stateList[n])! : all[random.int(0, all.length - 1)]!;
  const providerType = random.weighted(typeWeights);
  const surname = random.pick(surnames);
  const name = random.chance(0.5)
    ? `${surname} ${random.pick(practiceWords[providerType])}`
    : `Dr. ${random.pick(givenNames)} ${surname}${isDental(providerType) ? ', DDS' : providerType === 'optometrist' ? ', OD' : ', MD'}`;
  const networks = isDental(providerType)
    ? someOf(random, dentalNetworks)
    : providerType === 'lasikCenter'
      ? ['LASIK Partners', ...(random.chance(0.3) ? [random.pick(visionNetworks)] : [])]
      : someOf(random, visionNetworks);
  const languages = ['English', ...otherLanguages.filter((_, i) => random.chance(i === 0 ? 0.35 : 0.06))];
  // Within about a mile of the ZIP's centre: offices of one ZIP do not stack on one point.
  const latitude = Math.round((place.latitude + (random.next() - 0.5) * 0.03) * 1e6) / 1e6;
  const longitude = Math.round((place.longitude + (random.next() - 0.5) * 0.03) * 1e6) / 1e6;
  return {
    id: String(1_000_000_000 + n),
    name,
    providerType,
    street: `${random.int(10, 9899)} ${random.pick(streets)}`,
    city: place.city,
    state: place.state,
    zip: place.zip,
    latitude: Math.max(-90, Math.min(90, latitude)),
    longitude: Math.max(-180, Math.min(180, longitude)),
    phone: `${random.int(201, 989)}555${String(random.int(100, 9999)).padStart(4, '0')}`,
    networks,
    acceptingNewPatients: random.chance(0.7),
    languages,
    wheelchairAccess: random.chance(0.6),
    openEvenings: random.chance(0.3),
    openSaturdays: random.chance(0.25),
  };
}

/** Rows per INSERT: one statement of arrays (unnest) per batch, the same SQL on PGlite and PostgreSQL. */
const providersPerStatement = 50_000;

export async function insertProviders(db: Queryable, providers: readonly SeedProvider[]): Promise<void> {
  for (let start = 0; start < providers.length; start += providersPerStatement) {
    const batch = providers.slice(start, start + providersPerStatement);
    const column = <T>(of: (p: SeedProvider) => T) => batch.map(of);
    await db.query(
      `INSERT INTO providers (id, name, provider_type, street, city, state, zip, latitude, longitude, phone, networks,
                              accepting_new_patients, languages, wheelchair_access, open_evenings, open_saturdays)
       SELECT id, name, provider_type, street, city, state, zip, latitude, longitude, phone, string_to_array(networks, '|'),
              accepting_new_patients, string_to_array(languages, '|'), wheelchair_access, open_evenings, open_saturdays
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::float8[], $9::float8[],
                     $10::text[], $11::text[], $12::boolean[], $13::text[], $14::boolean[], $15::boolean[], $16::boolean[])
           AS u (id, name, provider_type, street, city, state, zip, latitude, longitude, phone, networks,
                 accepting_new_patients, languages, wheelchair_access, open_evenings, open_saturdays)`,
      [
        column((p) => p.id), column((p) => p.name), column((p) => p.providerType), column((p) => p.street), column((p) => p.city),
        column((p) => p.state), column((p) => p.zip), column((p) => p.latitude), column((p) => p.longitude), column((p) => p.phone),
        column((p) => p.networks.join('|')), column((p) => p.acceptingNewPatients), column((p) => p.languages.join('|')),
        column((p) => p.wheelchairAccess), column((p) => p.openEvenings), column((p) => p.openSaturdays),
      ],
    );
  }
}

/** Providers 0…count-1 of the seed, inserted in batches (the bench's 1,000,000 never sit in memory at once). */
export async function seedProviders(db: Queryable, count: number, seed: number): Promise<void> {
  const all = [...(await zipPlaces()).values()];
  for (let start = 0; start < count; start += providersPerStatement) {
    const batch = Array.from({ length: Math.min(providersPerStatement, count - start) }, (_, i) => syntheticProvider(seed, start + i, all));
    // Written in latitude order, so the providers of one search's box share table pages instead of each sitting on a
    // page of its own (1,000,000 providers: a 25-mile box around New York read 14,634 pages in random order). A real
    // directory's bulk load would do the same, or CLUSTER on the location index after it.
    batch.sort((a, b) => a.latitude - b.latitude || a.longitude - b.longitude);
    await insertProviders(db, batch);
  }
}

/** Seeds `count` providers when the directory is empty (the demo start); true when it seeded. */
export async function seedProvidersIfEmpty(db: Database, count: number, seed: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE providers IN EXCLUSIVE MODE');
    const [row] = await tx.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM providers) AS present');
    if (row?.present) return false;
    await seedProviders(tx, count, seed);
    return true;
  });
}
