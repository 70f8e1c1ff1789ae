import { mockWebVitalRows } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { toSiteSpeed } from '@portal/api-client';
import { StoryProviders } from '../../../test/StoryProviders.tsx';
import { SiteSpeedTable } from './SiteSpeedTable.tsx';

const sample = toSiteSpeed({
  status: 'SUCCESS', site: 'alic', days: 7, from: '2026-11-18T09:00:00.000Z', to: '2026-11-25T09:00:00.000Z', rows: [...mockWebVitalRows],
});

const meta: Meta<typeof SiteSpeedTable> = {
  title: 'csr/web-vitals/SiteSpeedTable',
  component: SiteSpeedTable,
  args: { routes: sample.routes, days: 7 },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} path="/access-management/site-speed">
      <SiteSpeedTable {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** A good landing page, a dashboard that needs improvement, a poor claim page. */
export const Routes: StoryObj<typeof SiteSpeedTable> = {};
export const NoRoutes: StoryObj<typeof SiteSpeedTable> = { args: { routes: [] } };
