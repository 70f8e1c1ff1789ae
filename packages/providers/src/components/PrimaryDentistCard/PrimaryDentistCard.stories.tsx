import type { MockRoutes } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { wirePrimaryDentist } from '../../test/wire-samples.ts';
import { PrimaryDentistCard, type PrimaryDentistCardProps } from './PrimaryDentistCard.tsx';

interface PrimaryDentistStoryArgs extends PrimaryDentistCardProps {
  /** A change of dentist waits for the first of next month. */
  pending: boolean;
  /** The read fails (the card offers a retry). */
  fails: boolean;
}

const read = 'GET /api/alic/members/primaryDentist';
const cancel = 'DELETE /api/alic/members/primaryDentist/change';

/** The mock answers the DHMO member's dentist; cancelling the pending change works (the card then shows none). */
function primaryDentistRoutes({ pending, fails }: PrimaryDentistStoryArgs): MockRoutes {
  if (fails) return { [read]: { httpStatus: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.' } } };
  let waiting = pending;
  return {
    [read]: () => wirePrimaryDentist({ pending: waiting }),
    [cancel]: () => {
      waiting = false;
      return wirePrimaryDentist();
    },
  };
}

/** A DHMO member's assigned office on the dental tab (choose another, cancel a pending change) and on the dashboard. */
const meta: Meta<PrimaryDentistStoryArgs> = {
  title: 'providers/PrimaryDentistCard',
  args: { variant: 'dental', pending: false, fails: false },
  render: ({ pending, fails, ...props }, { globals }) => (
    <StoryProviders language={globals.locale} path="/benefits?tab=dental" routePath="/benefits" routes={primaryDentistRoutes({ pending, fails, ...props })}>
      <div style={{ maxWidth: '32rem' }}>
        <PrimaryDentistCard {...props} />
      </div>
    </StoryProviders>
  ),
};
export default meta;

export const DentalTab: StoryObj<PrimaryDentistStoryArgs> = {};

/** One change at a time: the date it takes effect, the new office and "Cancel this change" (asks first). */
export const PendingChange: StoryObj<PrimaryDentistStoryArgs> = { args: { pending: true } };

export const Dashboard: StoryObj<PrimaryDentistStoryArgs> = { args: { variant: 'dashboard', headingLevel: 3, pending: true } };

export const LoadFails: StoryObj<PrimaryDentistStoryArgs> = { args: { fails: true } };
