import type { SavingsContent, SavingsOffer } from '@portal/contract';
import type { Partner } from '@portal/core';
import type { SharedAnswers } from '../../cluster/shared-answers.ts';
import type { Queryable } from '../../db/database.ts';

type Language = SavingsContent['language'];

export interface SavingsRepository {
  /** The partner's Member Savings page in this language, with every offer in order. */
  findSavingsContent(partner: Partner, language: Language): Promise<SavingsContent | undefined>;
}

export function createSavingsRepository(db: Queryable): SavingsRepository {
  return {
    async findSavingsContent(partner, language) {
      const [page] = await db.query<Omit<SavingsContent, 'offers' | 'language'>>(
        'SELECT heading, introduction, disclaimer FROM savings_pages WHERE partner = $1 AND language = $2',
        [partner, language],
      );
      if (!page) return undefined;
      const offers = await db.query<SavingsOffer>(
        `SELECT offer_id AS id, rule_code AS "ruleCode", title, description, link_label AS "linkLabel", link_url AS "linkUrl", phone
           FROM savings_offers WHERE partner = $1 AND language = $2 ORDER BY sort_order, offer_id`,
        [partner, language],
      );
      return { language, heading: page.heading, introduction: page.introduction, offers, disclaimer: page.disclaimer };
    },
  };
}

/** The same for every member of the brand: kept with the shared answers until savings_pages or savings_offers changes (migration 033). */
export function rememberedSavingsRepository(stored: SavingsRepository, shared: SharedAnswers): SavingsRepository {
  return {
    findSavingsContent: (partner, language) =>
      shared.remember(`savings:${partner}:${language}`, () => stored.findSavingsContent(partner, language)),
  };
}
