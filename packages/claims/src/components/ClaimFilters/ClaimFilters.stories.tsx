import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { defaultClaimsListQuery, withFilter } from '../../lib/claims-list-query.ts';
import { patients } from '../../test/domain-samples.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { ClaimFilters, type ClaimFiltersProps } from './ClaimFilters.tsx';

/** The filters as the page drives them: a change shows in the controls. */
function Interactive(props: Pick<ClaimFiltersProps, 'patients' | 'showType'> & { initial?: Partial<typeof defaultClaimsListQuery> }) {
  const [query, setQuery] = useState({ ...defaultClaimsListQuery, ...props.initial });
  return (
    <ClaimFilters
      patients={props.patients}
      showType={props.showType}
      patient={query.patient}
      type={query.type}
      range={query.range}
      onChange={(change) => setQuery(withFilter(query, change))}
    />
  );
}

const meta: Meta<typeof Interactive> = {
  title: 'claims/ClaimFilters',
  component: Interactive,
  args: { patients, showType: true },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <Interactive {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** A dental line: patient, type (Dental, Ortho, Estimate) and date of service. */
export const DentalLine: StoryObj<typeof Interactive> = {};

/** Filters already chosen, as a shared link restores them. */
export const Chosen: StoryObj<typeof Interactive> = {
  args: { initial: { patient: '3', type: 'ortho', range: 'previousYear' } },
};

/** A vision line has no type filter. */
export const VisionLine: StoryObj<typeof Interactive> = { args: { showType: false } };
