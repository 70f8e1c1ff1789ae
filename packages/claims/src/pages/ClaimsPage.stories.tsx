import { manyDentalClaimRows } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../test/StoryProviders.tsx';
import { claimsScreenRoutes, dentalKey, paths, visionKey } from '../test/wire-samples.ts';
import { ClaimsPage } from './ClaimsPage.tsx';

const meta: Meta<typeof ClaimsPage> = { title: 'claims/ClaimsPage', component: ClaimsPage };
export default meta;

const at = (search: string, routes = claimsScreenRoutes()): StoryObj<typeof ClaimsPage> => ({
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale} routes={routes} path={`/claims${search}`}>
      <ClaimsPage />
    </StoryProviders>
  ),
});

/** The member's first line with claims (dental), a choice of plan, every filter. */
export const Dental = at('');
/** A vision line: no type filter, and "Submit a vision claim". */
export const Vision = at(`?coverage=${visionKey}`);
/** Filters from a shared link. */
export const Filtered = at(`?coverage=${dentalKey}&patient=1&type=dental`);
/** 23 claims at 5 rows a page (?size=5): paging and the rows-per-page choice under the table. */
export const FiveRowsPerPage = at(`?coverage=${dentalKey}&size=5`, claimsScreenRoutes({}, { dentalRows: manyDentalClaimRows(23) }));
/** §8 'no claims found for selection'. */
export const NoClaims = at(`?coverage=${dentalKey}&range=last90Days&type=ortho`);
/** §8 'claims may be unavailable, try later', with a retry. */
export const Unavailable = at('', claimsScreenRoutes({ [paths.claims]: { httpStatus: 503 } }));
