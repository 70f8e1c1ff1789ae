import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@portal/ui-kit';
import { useState } from 'react';
import type { ClaimsPageSize } from '../../lib/claims-list-query.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { Pagination } from './Pagination.tsx';
import { RowsPerPage } from './RowsPerPage.tsx';

/** Paging driven as the page does it: previous / next change the page; another rows per page goes back to page 1. */
function Interactive({ initialPage, initialSize, totalCount }: { initialPage: number; initialSize: ClaimsPageSize; totalCount: number }) {
  const [page, setPage] = useState(initialPage);
  const [size, setSize] = useState(initialSize);
  const totalPages = Math.ceil(totalCount / size);
  return (
    <Stack gap="md">
      {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} totalCount={totalCount} pageSize={size} onPageChange={setPage} /> : null}
      <RowsPerPage
        size={size}
        onSizeChange={(next) => {
          setSize(next);
          setPage(1);
        }}
      />
    </Stack>
  );
}

const meta: Meta<typeof Interactive> = {
  title: 'claims/Pagination',
  component: Interactive,
  args: { initialPage: 1, initialSize: 10, totalCount: 47 },
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
/** Five rows a page, as a member who chose 5 sees it: 14 claims on 3 pages. */
export const FiveRowsPerPage: StoryObj<typeof Interactive> = { args: { initialSize: 5, totalCount: 14 } };
