// The Web Vitals samples (migration 028): stored as reported, read back as
// the 75th percentile per route and metric of one partner's window.
import type { WebVitalAggregate, WebVitalMetric, WebVitalSample } from '@portal/contract';
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';

export interface WebVitalsRepository {
  store(partner: Partner, samples: readonly WebVitalSample[]): Promise<void>;
  p75Since(partner: Partner, since: Date): Promise<WebVitalAggregate[]>;
  purgeBefore(cutoff: Date): Promise<number>;
}

export function createWebVitalsRepository(db: Queryable): WebVitalsRepository {
  return {
    async store(partner, samples) {
      await db.query(
        `INSERT INTO web_vital_samples (partner, route, metric, value)
         SELECT $1, route, metric, value FROM unnest($2::text[], $3::text[], $4::float8[]) AS s(route, metric, value)`,
        [partner, samples.map((s) => s.route), samples.map((s) => s.name), samples.map((s) => s.value)],
      );
    },

    async p75Since(partner, since) {
      const rows = await db.query<{ route: string; metric: WebVitalMetric; p75: number | string; samples: number | string }>(
        `SELECT route, metric, percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, count(*) AS samples
           FROM web_vital_samples
          WHERE partner = $1 AND recorded_at >= $2
          GROUP BY route, metric
          ORDER BY route, array_position(ARRAY['LCP', 'INP', 'CLS'], metric)`,
        [partner, since.toISOString()],
      );
      return rows.map((row) => ({ route: row.route, metric: row.metric, p75: Number(row.p75), samples: Number(row.samples) }));
    },

    async purgeBefore(cutoff) {
      const rows = await db.query<{ id: string }>('DELETE FROM web_vital_samples WHERE recorded_at < $1 RETURNING id', [cutoff.toISOString()]);
      return rows.length;
    },
  };
}
