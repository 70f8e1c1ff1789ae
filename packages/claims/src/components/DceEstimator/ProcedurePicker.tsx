// Picking the planned procedures: a search box (plain name or CDT code), the
// matching procedures each with an Add button, and the chosen ones in order
// with a Remove button each. A code may be chosen twice (two fillings).
import type { EstimableProcedure } from '@portal/api-client';
import { Button, TextInput } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useProcedureName } from '../../lib/procedure-name.ts';
import { useMoney } from '../../lib/use-money.ts';
import { matchingProcedures } from './procedure-search.ts';

export interface ProcedurePickerProps {
  procedures: readonly EstimableProcedure[];
  /** Codes chosen, in the order they would be done. */
  chosen: readonly string[];
  onChange: (codes: string[]) => void;
  /** At most this many procedures (the contract's dceMaxProcedures). */
  maxProcedures: number;
  /** Shown under the chosen list, e.g. 'Choose at least one procedure.' */
  error?: string;
  disabled?: boolean;
}

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Muted = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.danger};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export function ProcedurePicker({ procedures, chosen, onChange, maxProcedures, error, disabled = false }: ProcedurePickerProps) {
  const { t } = useTranslation('claims');
  const name = useProcedureName();
  const money = useMoney();
  const [query, setQuery] = useState('');
  const results = matchingProcedures(procedures, query, (code) => name(code));
  const full = chosen.length >= maxProcedures;
  const feeOf = (code: string) => procedures.find((procedure) => procedure.code === code)?.typicalFee;

  return (
    <div>
      <TextInput
        type="search"
        name="procedureSearch"
        label={t('dce.form.search')}
        hint={t('dce.form.searchHint')}
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
        disabled={disabled}
      />
      {/* The count is announced as the member types. */}
      <p role="status" aria-live="polite">
        {query.trim() === '' ? '' : results.length === 0 ? t('dce.form.noResults', { query: query.trim() }) : t('dce.form.resultsCount', { count: results.length })}
      </p>
      {results.length > 0 ? (
        <Rows aria-label={t('dce.form.results')}>
          {results.map((procedure) => (
            <Row key={procedure.code}>
              <span>
                {name(procedure.code)}
                <Muted>
                  {procedure.code} · {t('dce.form.typicalFee', { amount: money(procedure.typicalFee) })}
                </Muted>
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('dce.form.addProcedure', { name: name(procedure.code) })}
                disabled={disabled || full}
                onClick={() => onChange([...chosen, procedure.code])}
              >
                {t('dce.form.add')}
              </Button>
            </Row>
          ))}
        </Rows>
      ) : null}
      <Heading id="dce-chosen-title">{t('dce.form.chosen')}</Heading>
      {chosen.length === 0 ? (
        <Note>{t('dce.form.none')}</Note>
      ) : (
        <Rows as="ol" aria-labelledby="dce-chosen-title">
          {chosen.map((code, index) => {
            const fee = feeOf(code);
            return (
              <Row key={`${code}-${index}`}>
                <span>
                  {name(code)}
                  <Muted>
                    {code}
                    {fee === undefined ? '' : ` · ${t('dce.form.typicalFee', { amount: money(fee) })}`}
                  </Muted>
                </span>
                <Button
                  variant="link"
                  size="sm"
                  aria-label={t('dce.form.removeProcedure', { name: name(code) })}
                  disabled={disabled}
                  onClick={() => onChange(chosen.filter((_, position) => position !== index))}
                >
                  {t('dce.form.remove')}
                </Button>
              </Row>
            );
          })}
        </Rows>
      )}
      {full ? <Note>{t('dce.form.tooMany', { count: maxProcedures })}</Note> : null}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </div>
  );
}
