// The popover of a tooth chart site: what was done there, when, on which
// surfaces and on which claim. It sits under the chart (a phone has no room
// beside a tooth) and is a live region, so opening it is announced.
import { formatIsoDate } from '@portal/core';
import { Button } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useProcedureName } from '../../lib/procedure-name.ts';
import type { ToothWork } from '../../lib/tooth-work.ts';
import { useSiteName } from './use-site-name.ts';
import { useSurfaceNames } from './use-surface-names.ts';

export interface ToothDetailsProps {
  id: string;
  site: string | undefined;
  work: readonly ToothWork[];
  onClose: () => void;
  headingLevel: 3 | 4 | 5;
}

const Panel = styled.div`
  &:not(:empty) {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function ToothDetails({ id, site, work, onClose, headingLevel }: ToothDetailsProps) {
  const { t } = useTranslation('claims');
  const siteName = useSiteName();
  const procedureName = useProcedureName();
  const surfaceNames = useSurfaceNames();

  return (
    <Panel id={id} aria-live="polite">
      {site === undefined ? null : (
        <>
          <Header>
            <Heading as={`h${headingLevel}`}>{siteName(site)}</Heading>
            <Button variant="link" size="sm" onClick={onClose}>
              {t('toothChart.details.close')}
            </Button>
          </Header>
          <List>
            {work.map((item, index) => (
              <li key={`${item.claimNumber}-${item.code}-${index}`}>
                <strong>{formatIsoDate(item.serviceDate)}</strong> {procedureName(item.code, item.description)}
                {item.surface ? <Muted>{t('toothChart.details.surfaces', { surfaces: surfaceNames(item.surface) })}</Muted> : null}
                <Muted>{t('toothChart.details.claim', { claimNumber: item.claimNumber })}</Muted>
              </li>
            ))}
          </List>
        </>
      )}
    </Panel>
  );
}
