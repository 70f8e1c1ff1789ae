import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { adultWork, childWork } from './tooth-chart-samples.ts';
import { ToothChart } from './ToothChart.tsx';

const meta: Meta<typeof ToothChart> = {
  title: 'claims/ToothChart',
  component: ToothChart,
  args: { work: adultWork, patientName: 'Maria McAllister' },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <ToothChart {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** Fillings, crowns and a quadrant of deep cleaning over several claims. */
export const SeveralClaims: StoryObj<typeof ToothChart> = {};

/** A child with baby teeth (A–T) and a sealant on a new adult molar. */
export const ChildWithPrimaryTeeth: StoryObj<typeof ToothChart> = { args: { work: childWork, patientName: 'Mateo Martinez' } };

/** Work on whole arches and quadrants only. */
export const ArchAndQuadrantWork: StoryObj<typeof ToothChart> = {
  args: {
    work: [
      { toothArchQuad: 'LL', surface: '', serviceDate: '2025-05-06', code: 'D4342', description: '', claimNumber: '25050600318' },
      { toothArchQuad: 'LR', surface: '', serviceDate: '2025-05-06', code: 'D4342', description: '', claimNumber: '25050600318' },
      { toothArchQuad: 'UA', surface: '', serviceDate: '2025-07-21', code: 'D9972', description: '', claimNumber: '25072100045' },
    ],
  },
};

export const NoWorkOnFile: StoryObj<typeof ToothChart> = { args: { work: [] } };
