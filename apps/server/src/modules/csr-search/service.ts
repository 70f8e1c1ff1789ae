// Customer service's SPDC search (§1, §3 CSR search): the
// subsidiary must be ALIC's (§5 message, §9 numbers); the answer lists one
// entry per coverage line, active lines first, at most csrSearchLimit.
import { csrSearchLimit, type CsrMemberSearchRequest, type CsrMemberSearchResponse } from '@portal/contract';
import { isSubsidiaryOfPartner } from '@portal/core';
import { HttpError } from '../../lib/http-error.ts';
import { invalidSubsidiaryTexts } from '../registration/texts.ts';
import type { MemberLanguage } from '../../lib/member-language.ts';
import type { CsrSearchRepository } from './repository.ts';
import { csrSearchText } from './texts.ts';

/** A yyyy-mm-dd that names a real day (the schema checks only the shape). */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function createCsrSearchService({ repository }: { repository: CsrSearchRepository }) {
  return {
    async searchMembers(criteria: CsrMemberSearchRequest, language: MemberLanguage): Promise<CsrMemberSearchResponse> {
      // CSRs work on the alic site only, so ALIC's subsidiaries.
      if (!isSubsidiaryOfPartner(criteria.subsidiaryNumber, 'alic')) throw new HttpError(400, invalidSubsidiaryTexts.alic[language]);
      if (criteria.dateOfBirth !== undefined && !isCalendarDate(criteria.dateOfBirth)) {
        throw new HttpError(400, csrSearchText(language, 'invalidDateOfBirth'));
      }
      const { rows, total } = await repository.findLinesBySpdc(criteria, csrSearchLimit);
      return {
        status: 'SUCCESS',
        members: rows.map(({ subsidiaryNumber, policyNumber, divisionNumber, certificateNumber, ...row }) => ({
          ...row,
          spdc: { subsidiaryNumber, policyNumber, divisionNumber, certificateNumber },
        })),
        searchInfo: { total, limited: total > rows.length },
      };
    },
  };
}
export type CsrSearchService = ReturnType<typeof createCsrSearchService>;
