import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { Pagination } from './Pagination.tsx';

/** Paging driven as the page does it: the page number changes on previous / next. */
function Interactive({ initialPage, totalCount }: { initialPage: number; totalCount: number }) {
  const [page, setPage] = useState(initialPage);
  return <Pagination page={page} totalPages={Math.ceil(totalCount / 10)} totalCount={totalCount} pageSize={10} onPageChange={setPage} />;
}

const meta: Meta<typeof Interactive> = {
  title: 'claims/Pagination',
  component: Interactive,
  args: { initialPage: 1, totalCount: 47 },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <Interactive {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const FirstPage: StoryObj<typeof Interactive> = {};
export const MiddlePage: StoryObj<typeof Interactive> = { args: { initialPage: 3 } };
/** A member with 500 claims on the last of 50 pages. */
export const LastPage: StoryObj<typeof Interactive> = { args: { initialPage: 50, totalCount: 500 } };
