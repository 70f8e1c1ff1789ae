import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { upTo } from '../../theme/media.ts';
import { visuallyHiddenCss } from '../VisuallyHidden/visually-hidden-css.ts';

export interface TableColumn {
  key: string;
  header: ReactNode;
  /** 'end' for amounts, so the figures line up. Default 'start'. */
  align?: 'start' | 'end';
}

export interface TableRow {
  id: string;
  /** Cell content by column key. */
  cells: Record<string, ReactNode>;
}

export interface TableProps {
  /** What the table lists; every table has a caption. */
  caption: ReactNode;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  /** Shown in one full-width cell when there are no rows (e.g. §8 'No claims found'). */
  emptyText?: ReactNode;
  /** Keep the caption for screen readers only (a visible heading already says it). */
  captionHidden?: boolean;
  className?: string;
}

const Frame = styled.div`
  width: 100%;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.color.text};

  /* §2 mobile: at ≤ 768 px each row becomes a card with its headers as labels. */
  ${({ theme }) => upTo(theme, 'mobileMenu')} {
    &,
    & tbody,
    & tr,
    & td {
      display: block;
      width: 100%;
    }

    & thead {
      ${visuallyHiddenCss}
    }

    & tbody tr {
      margin-bottom: ${({ theme }) => theme.space.md};
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.surface};
    }
  }
`;

const Caption = styled.caption<{ $hidden: boolean }>`
  padding-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: start;
  ${({ $hidden }) => ($hidden ? visuallyHiddenCss : '')}

  ${({ theme }) => upTo(theme, 'mobileMenu')} {
    display: block;
  }
`;

const alignCss = (align: 'start' | 'end' | undefined) => css`
  text-align: ${align === 'end' ? 'end' : 'start'};
`;

const HeaderCell = styled.th<{ $align?: 'start' | 'end' | undefined }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  ${({ $align }) => alignCss($align)}
`;

const Cell = styled.td<{ $align?: 'start' | 'end' | undefined }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  vertical-align: top;
  overflow-wrap: anywhere;
  ${({ $align }) => alignCss($align)}

  /* && outranks the table's "& td { display: block }" of the card layout, so the label sits beside the value. */
  ${({ theme }) => upTo(theme, 'mobileMenu')} {
    && {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space.md};
      text-align: end;
    }

    tr > &:last-child {
      border-bottom: 0;
    }
  }
`;

/** The column header repeated inside each cell, seen only when rows are cards. */
const CellLabel = styled.span`
  display: none;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: start;

  ${({ theme }) => upTo(theme, 'mobileMenu')} {
    display: inline;
    flex: 0 1 45%;
    min-width: 0;
  }
`;

/** Long values (names, amounts with notes) wrap instead of widening a phone screen. */
const CellValue = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * A real data table (caption, column headers with scope) that stacks each
 * row as a card on narrow screens instead of scrolling sideways.
 */
export function Table({ caption, columns, rows, emptyText, captionHidden = false, className }: TableProps) {
  return (
    <Frame className={className}>
      <StyledTable>
        <Caption $hidden={captionHidden}>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} scope="col" $align={column.align}>
                {column.header}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <EmptyCell colSpan={Math.max(columns.length, 1)}>{emptyText}</EmptyCell>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <Cell key={column.key} $align={column.align}>
                    {/* Screen readers already hear the column header; this label is for eyes only. */}
                    <CellLabel aria-hidden="true">{column.header}</CellLabel>
                    <CellValue>{row.cells[column.key]}</CellValue>
                  </Cell>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Frame>
  );
}
