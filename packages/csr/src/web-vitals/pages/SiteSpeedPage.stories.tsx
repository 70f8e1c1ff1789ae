import { mockSiteSpeedRoutes, type MockSiteSpeedOptions } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { authAs } from '../../test/auth-as.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { SiteSpeedPage } from './SiteSpeedPage.tsx';

interface Args {
  who: 'admin' | 'csr';
  options: MockSiteSpeedOptions;
}

const meta: Meta<Args> = {
  title: 'csr/web-vitals/SiteSpeedPage',
  args: { who: 'admin', options: {} },
  render: ({ who, options }, { globals }) => {
    authAs(who);
    return (
      <StoryProviders language={globals.locale} path="/access-management/site-speed" routes={mockSiteSpeedRoutes(options)}>
        <SiteSpeedPage />
      </StoryProviders>
    );
  },
};
export default meta;

/** An access administrator: a good, a needs-improvement and a poor route. */
export const SiteSpeed: StoryObj<Args> = {};
export const NoSamples: StoryObj<Args> = { args: { options: { rows: { alic: [] } } } };
export const Loading: StoryObj<Args> = { args: { options: { pending: true } } };
export const LoadFailed: StoryObj<Args> = { args: { options: { failWith: 500 } } };
/** A CSR without the admin role. */
export const NotAdmin: StoryObj<Args> = { args: { who: 'csr' } };
