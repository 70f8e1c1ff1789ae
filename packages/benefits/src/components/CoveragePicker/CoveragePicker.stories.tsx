import type { Coverage } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { dentalCoverage, endedDentalCoverage } from '../../test/domain-samples.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { CoveragePicker } from './CoveragePicker.tsx';

function Interactive({ coverages }: { coverages: Coverage[] }) {
  const [selected, setSelected] = useState(coverages[0]!);
  return <CoveragePicker coverages={coverages} selected={selected} onSelect={setSelected} />;
}

const meta: Meta<typeof Interactive> = {
  title: 'benefits/CoveragePicker',
  component: Interactive,
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <Interactive {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const OnePlan: StoryObj<typeof Interactive> = { args: { coverages: [dentalCoverage()] } };
export const ActiveAndEnded: StoryObj<typeof Interactive> = { args: { coverages: [dentalCoverage(), endedDentalCoverage] } };
