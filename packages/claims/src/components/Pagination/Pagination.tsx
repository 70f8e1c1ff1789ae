// Server paging of the claims list (§2): previous / next and "Page X of Y".
// The new page is announced (aria-live). Focus stays on the button pressed;
// when that button has just become unavailable (first or last page), it
// moves to the other one, so keyboard users are never dropped to the page top.
import { Button } from '@portal/ui-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Status = styled.p`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Range = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface PaginationProps {
  /** From 1. */
  page: number;
  totalPages: number;
  totalCount: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

type Direction = 'previous' | 'next';

export function Pagination({ page, totalPages, totalCount, pageSize, onPageChange }: PaginationProps) {
  const { t } = useTranslation('claims');
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef<Direction | null>(null);
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;

  useEffect(() => {
    if (pressed.current === 'next' && !hasNext) previousRef.current?.focus();
    if (pressed.current === 'previous' && !hasPrevious) nextRef.current?.focus();
  }, [page, hasNext, hasPrevious]);

  const go = (direction: Direction) => {
    pressed.current = direction;
    onPageChange(direction === 'next' ? page + 1 : page - 1);
  };

  const from = Math.min(totalCount, (page - 1) * pageSize + 1);
  const to = Math.min(totalCount, page * pageSize);
  return (
    <Nav aria-label={t('list.pagination.label')}>
      <Button ref={previousRef} variant="secondary" size="sm" disabled={!hasPrevious} onClick={() => go('previous')}>
        {t('list.pagination.previous')}
      </Button>
      <Status aria-live="polite" aria-atomic="true">
        <span>{t('list.pagination.pageOf', { page, pages: totalPages })}</span>
        <Range>{t('list.pagination.showing', { from, to, total: totalCount })}</Range>
      </Status>
      <Button ref={nextRef} variant="secondary" size="sm" disabled={!hasNext} onClick={() => go('next')}>
        {t('list.pagination.next')}
      </Button>
    </Nav>
  );
}
