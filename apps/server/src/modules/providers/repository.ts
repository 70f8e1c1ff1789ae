// SQL of find care: a bounding box on the (latitude, longitude) index refined
// by the exact great-circle (haversine) distance, the filters in the same
// statement, sorted (the member's networks first when signed in, then by
// distance) and paged with LIMIT/OFFSET. Plain SQL: the same on PGlite and
// PostgreSQL, no extension.
import type { ProviderType } from '@portal/contract';
import type { Queryable } from '../../db/database.ts';
import type { SeedProvider } from '../../db/seed/providers.ts';

/** Mean Earth radius in statute miles. */
export const earthRadiusMiles = 3958.7613;

/** A provider as the directory answers it: the seeded shape (the same columns), named by its provider id. */
export type ProviderRecord = Omit<SeedProvider, 'id'> & { providerId: string };

/**
 * An office of the directory as the modules that take one by its provider id read it: the DHMO primary
 * dentist (an assigned office, a change to another) and the dental cost estimator (prices at an office).
 */
export type OfficeRecord = Pick<
  ProviderRecord, 'providerId' | 'name' | 'providerType' | 'street' | 'city' | 'state' | 'zip' | 'phone' | 'networks' | 'acceptingNewPatients'
>;

/** The OfficeRecord columns of a providers row named `p`, for a statement that joins the directory. */
export const officeColumns = `p.id AS "providerId", p.name, p.provider_type AS "providerType", p.street, p.city, p.state, p.zip, p.phone,
  p.networks, p.accepting_new_patients AS "acceptingNewPatients"`;

export interface ProviderSearch {
  latitude: number;
  longitude: number;
  radiusMiles: number;
  providerType?: ProviderType;
  network?: string;
  acceptingNewPatients?: boolean;
  language?: string;
  wheelchairAccess?: boolean;
  openEvenings?: boolean;
  openSaturdays?: boolean;
  /** Sorted first (the signed-in member's networks); empty signed out. */
  preferredNetworks: readonly string[];
  limit: number;
  offset: number;
}

const columns = `p.id AS "providerId", p.name, p.provider_type AS "providerType", p.street, p.city, p.state, p.zip,
  p.latitude, p.longitude, p.phone, p.networks, p.accepting_new_patients AS "acceptingNewPatients", p.languages,
  p.wheelchair_access AS "wheelchairAccess", p.open_evenings AS "openEvenings", p.open_saturdays AS "openSaturdays"`;

const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The latitude/longitude box that holds every point within `radiusMiles`
 * (the exact longitude half-width at that latitude); the whole longitude
 * range near a pole or across the antimeridian.
 */
export function boundingBox(latitude: number, longitude: number, radiusMiles: number) {
  const angle = radiusMiles / earthRadiusMiles;
  const minLat = Math.max(-90, latitude - degrees(angle));
  const maxLat = Math.min(90, latitude + degrees(angle));
  const cosLat = Math.cos((latitude * Math.PI) / 180);
  const sinRatio = Math.sin(angle) / cosLat;
  let minLng = -180;
  let maxLng = 180;
  if (minLat > -90 && maxLat < 90 && sinRatio < 1) {
    const half = degrees(Math.asin(sinRatio));
    if (longitude - half >= -180 && longitude + half <= 180) {
      minLng = longitude - half;
      maxLng = longitude + half;
    }
  }
  return { minLat, maxLat, minLng, maxLng };
}

export function createProvidersRepository(db: Queryable) {
  return {
    /** One page of providers within the radius, and how many there are in all. */
    async searchProviders(search: ProviderSearch): Promise<{ providers: Array<ProviderRecord & { distanceMiles: number }>; totalCount: number }> {
      const box = boundingBox(search.latitude, search.longitude, search.radiusMiles);
      const rows = await db.query<ProviderRecord & { distanceMiles: number; totalCount: number }>(
        `SELECT *, count(*) OVER ()::int AS "totalCount"
           FROM (
             SELECT ${columns},
                    2 * $14::float8 * asin(sqrt(
                      power(sin(radians(p.latitude - $1::float8) / 2), 2)
                      + cos(radians($1::float8)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - $2::float8) / 2), 2)
                    )) AS "distanceMiles"
               FROM providers p
              WHERE p.latitude BETWEEN $3 AND $4 AND p.longitude BETWEEN $5 AND $6
                AND ($7::text IS NULL OR p.provider_type = $7::text)
                AND ($8::text IS NULL OR $8::text = ANY (p.networks))
                AND ($9::boolean IS NULL OR p.accepting_new_patients = $9::boolean)
                AND ($10::text IS NULL OR $10::text = ANY (p.languages))
                AND ($11::boolean IS NULL OR p.wheelchair_access = $11::boolean)
                AND ($12::boolean IS NULL OR p.open_evenings = $12::boolean)
                AND ($13::boolean IS NULL OR p.open_saturdays = $13::boolean)
           ) within_box
          WHERE "distanceMiles" <= $15::float8
          ORDER BY (networks && $16::text[]) DESC, "distanceMiles", "providerId"
          LIMIT $17 OFFSET $18`,
        [
          search.latitude, search.longitude, box.minLat, box.maxLat, box.minLng, box.maxLng,
          search.providerType ?? null, search.network ?? null, search.acceptingNewPatients ?? null, search.language ?? null,
          search.wheelchairAccess ?? null, search.openEvenings ?? null, search.openSaturdays ?? null,
          earthRadiusMiles, search.radiusMiles, [...search.preferredNetworks], search.limit, search.offset,
        ],
      );
      // count(*) OVER () rides on every row; a page past the end has none, so count again.
      const totalCount = rows[0]?.totalCount ?? (search.offset > 0 ? await this.countProviders(search) : 0);
      return { providers: rows.map(({ totalCount: _, ...provider }) => provider), totalCount };
    },

    async countProviders(search: ProviderSearch): Promise<number> {
      const { totalCount } = await this.searchProviders({ ...search, limit: 1, offset: 0 });
      return totalCount;
    },

    async findProvider(providerId: string): Promise<ProviderRecord | undefined> {
      const [row] = await db.query<ProviderRecord>(`SELECT ${columns} FROM providers p WHERE p.id = $1`, [providerId]);
      return row;
    },

    async findOffice(providerId: string): Promise<OfficeRecord | undefined> {
      const [row] = await db.query<OfficeRecord>(`SELECT ${officeColumns} FROM providers p WHERE p.id = $1`, [providerId]);
      return row;
    },

    /** Networks of the member's current dental and vision lines (plan designs and plan profiles). */
    async findNetworksOfMember(memberId: string): Promise<string[]> {
      const rows = await db.query<{ network: string }>(
        `SELECT DISTINCT network FROM (
           SELECT d.network_name AS network
             FROM coverage_lines cl JOIN dental_plans dp ON dp.coverage_line_id = cl.id JOIN dental_plan_designs d ON d.id = dp.design_id
            WHERE cl.member_id = $1 AND cl.term_date = 0
           UNION ALL
           SELECT vd.network_name
             FROM coverage_lines cl JOIN vision_plans vp ON vp.coverage_line_id = cl.id JOIN vision_plan_designs vd ON vd.id = vp.design_id
            WHERE cl.member_id = $1 AND cl.term_date = 0
           UNION ALL
           SELECT pp.network_name
             FROM coverage_lines cl
             JOIN plan_profiles pp ON pp.subsidiary_number = cl.subsidiary_number AND pp.policy_number = cl.policy_number
                                  AND pp.division_number = cl.division_number AND pp.lob = cl.lob
            WHERE cl.member_id = $1 AND cl.term_date = 0
         ) networks
         WHERE network <> ''
         ORDER BY network`,
        [memberId],
      );
      return rows.map((row) => row.network);
    },
  };
}
export type ProvidersRepository = ReturnType<typeof createProvidersRepository>;
