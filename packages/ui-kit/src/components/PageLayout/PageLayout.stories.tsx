import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { PageLayout } from './PageLayout.tsx';

const meta = {
  title: 'ui-kit/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    skipLinkLabel: 'Skip to main content',
    header: (
      <header style={{ display: 'flex', justifyContent: 'space-between', padding: '1rem' }}>
        <strong>Partner logo</strong>
        <Button variant="secondary">Sign Out</Button>
      </header>
    ),
    footer: <footer style={{ padding: '1rem' }}>© Partner</footer>,
    children: <h1>Welcome, Ann McDonald</h1>,
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
