import type { Meta, StoryObj } from '@storybook/react-vite';
import { patients } from '../../test/domain-samples.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { paths, wireUploadReceipt } from '../../test/wire-samples.ts';
import { VisionClaimUploadForm } from './VisionClaimUploadForm.tsx';

const visionSpdc = { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 2, certificateNumber: 7654321 };

const accepted = { [paths.upload]: wireUploadReceipt([{ name: 'receipt.pdf', type: 'application/pdf', size: 48213 }]) };
const refused = {
  [paths.upload]: {
    httpStatus: 415,
    body: { statusCode: 415, error: 'Unsupported Media Type', message: '"glasses.png" is not a supported file type. Upload doc, docx, pdf, png, jpg, gif, xls, xlsx or txt files.' },
  },
};

const meta: Meta<typeof VisionClaimUploadForm> = {
  title: 'claims/VisionClaimUploadForm',
  component: VisionClaimUploadForm,
  args: { spdc: visionSpdc, patients },
};
export default meta;

/** Olivia's family: pick one patient, add files (try a .zip to see it refused before upload), submit. */
export const ThreePatients: StoryObj<typeof VisionClaimUploadForm> = {
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={accepted} path="/claims/vision/submit">
      <VisionClaimUploadForm {...args} />
    </StoryProviders>
  ),
};

/** A plan covering the member alone: the one patient is chosen already. */
export const OnePatient: StoryObj<typeof VisionClaimUploadForm> = {
  args: { patients: patients.slice(0, 1) },
  render: ThreePatients.render,
};

/** The server refuses the submission (a renamed file): §8 'Vision claim failed to upload' and its message inline. */
export const ServerRefuses: StoryObj<typeof VisionClaimUploadForm> = {
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={refused} path="/claims/vision/submit">
      <VisionClaimUploadForm {...args} />
    </StoryProviders>
  ),
};
