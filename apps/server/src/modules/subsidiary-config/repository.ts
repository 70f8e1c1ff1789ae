import type { MetadataCapture } from '@portal/contract';
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';

export interface MetadataCaptureRepository {
  recordCapture(partner: Partner, metadata: MetadataCapture): Promise<void>;
  /** Deletes the captures made before `cutoff`; resolves to how many went. */
  purgeBefore(cutoff: Date): Promise<number>;
}

/** Captures are kept 90 days (the public call's table stays bounded). */
export const captureRetentionDays = 90;

export function createMetadataCaptureRepository(db: Queryable): MetadataCaptureRepository {
  return {
    async recordCapture(partner, m) {
      await db.query(
        `INSERT INTO client_metadata_captures (partner, user_agent, language, page, screen_width, screen_height, time_zone)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [partner, m.userAgent, m.language ?? '', m.page ?? '', m.screenWidth ?? null, m.screenHeight ?? null, m.timeZone ?? ''],
      );
    },
    async purgeBefore(cutoff) {
      const rows = await db.query('DELETE FROM client_metadata_captures WHERE captured_at < $1 RETURNING 1', [cutoff]);
      return rows.length;
    },
  };
}
