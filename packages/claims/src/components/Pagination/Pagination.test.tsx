import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderClaims } from '../../test/render-claims.tsx';
import { Pagination } from './Pagination.tsx';

function renderPagination(page: number, totalCount = 47) {
  const onPageChange = vi.fn();
  renderClaims(<Pagination page={page} totalPages={Math.ceil(totalCount / 10)} totalCount={totalCount} pageSize={10} onPageChange={onPageChange} />, {
    path: '/claims',
  });
  return onPageChange;
}

describe('Pagination', () => {
  it('says where the member is, politely announced', () => {
    renderPagination(5);
    expect(screen.getByText('Page 5 of 5')).toBeInTheDocument();
    expect(screen.getByText('Claims 41 to 47 of 47')).toBeInTheDocument();
    expect(screen.getByText('Page 5 of 5').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('asks for the page before and after, and not beyond the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = renderPagination(1);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('goes back a page', async () => {
    const user = userEvent.setup();
    const onPageChange = renderPagination(3);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
