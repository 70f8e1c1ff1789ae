import type { Meta, StoryObj } from '@storybook/react-vite';
import { featuresWith } from '../../test/fixtures.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { PaperlessBanner } from './PaperlessBanner.tsx';

const meta: Meta<typeof PaperlessBanner> = {
  title: 'member/PaperlessBanner',
  component: PaperlessBanner,
  // A fixed clock far from any stored dismissal, so the story always shows the banner.
  args: { optInIndicator: '', hasDentalLine: true, now: () => Number.MAX_SAFE_INTEGER },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ 'GET /api/alic/features': featuresWith() }}>
      <PaperlessBanner {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** A member not enrolled in paperless; the × hides it for 90 days (§9). */
export const NotEnrolled: StoryObj<typeof PaperlessBanner> = {};
