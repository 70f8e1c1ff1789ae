// How many claims a page shows: a labelled native select, so it is
// reachable and operable by keyboard and named by screen readers. The choice
// goes to the server as the request's pageSize; the page keeps it in the URL.
import { Select } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { claimsPageSizeOf, claimsPageSizes, type ClaimsPageSize } from '../../lib/claims-list-query.ts';

// As wide as its label (at least room for '50' and the chevron), not the row's whole width.
const Narrow = styled.div`
  width: max-content;
  min-width: 8rem;
`;

export interface RowsPerPageProps {
  size: ClaimsPageSize;
  onSizeChange: (size: ClaimsPageSize) => void;
}

export function RowsPerPage({ size, onSizeChange }: RowsPerPageProps) {
  const { t } = useTranslation('claims');
  return (
    <Narrow>
      <Select
        label={t('list.pagination.rowsPerPage')}
        name="size"
        value={String(size)}
        options={claimsPageSizes.map((value) => ({ value: String(value), label: String(value) }))}
        onChange={(event) => {
          const chosen = claimsPageSizeOf(event.target.value);
          if (chosen !== null) onSizeChange(chosen);
        }}
      />
    </Narrow>
  );
}
