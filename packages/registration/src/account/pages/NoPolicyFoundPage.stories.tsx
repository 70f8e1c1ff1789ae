import { fakeUser } from '@portal/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../test/StoryProviders.tsx';
import { NoPolicyFoundPage } from './NoPolicyFoundPage.tsx';

const withoutPolicy = fakeUser({ memberId: '' });

const meta: Meta<typeof NoPolicyFoundPage> = {
  title: 'registration/account/NoPolicyFoundPage',
  component: NoPolicyFoundPage,
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale} path="/no-policy-found" user={withoutPolicy}>
      <NoPolicyFoundPage />
    </StoryProviders>
  ),
};
export default meta;

/** 'Do you have a dental or vision plan with us?' — Yes starts the connect flow, No explains. */
export const Question: StoryObj<typeof NoPolicyFoundPage> = {};
