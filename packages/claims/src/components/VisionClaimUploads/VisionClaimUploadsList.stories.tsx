import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { paths, wireUploads } from '../../test/wire-samples.ts';
import { VisionClaimUploadsList } from './VisionClaimUploadsList.tsx';

const visionSpdc = { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 2, certificateNumber: 7654321 };

const meta: Meta<typeof VisionClaimUploadsList> = { title: 'claims/VisionClaimUploadsList', component: VisionClaimUploadsList, args: { spdc: visionSpdc } };
export default meta;

const answering = (answer: unknown): StoryObj<typeof VisionClaimUploadsList> => ({
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ [paths.uploads]: answer }}>
      <VisionClaimUploadsList {...args} />
    </StoryProviders>
  ),
});

/** One claim in review (two files), one processed. */
export const Submitted = answering(wireUploads());
/** Nothing submitted on this plan yet. */
export const Empty = answering(wireUploads([]));
/** The list cannot be loaded: a retry. */
export const Unavailable = answering({ httpStatus: 503 });
