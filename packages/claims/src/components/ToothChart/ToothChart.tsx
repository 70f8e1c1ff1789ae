// The teeth of one patient that
// had work, on an accessible chart of the adult (1–32) and baby (A–T) teeth
// with arch and quadrant work, and the same work as a table. The table is
// always in the page for screen readers and shows instead of the chart on
// "Show as table"; the chart is a labelled group of buttons, one per site.
import { Button, VisuallyHidden } from '@portal/ui-kit';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { workBySite, type ToothWork } from '../../lib/tooth-work.ts';
import { ChartLegend } from './ChartLegend.tsx';
import { ToothDetails } from './ToothDetails.tsx';
import { ToothDiagram } from './ToothDiagram.tsx';
import { ToothWorkTable } from './ToothWorkTable.tsx';

export interface ToothChartProps {
  /** The work on the patient's teeth (toothWorkOf their dental claims' details). */
  work: readonly ToothWork[];
  /** The patient, as the screen names them (for the caption). */
  patientName: string;
  /** Level of the chart's heading in the page (default 3). */
  headingLevel?: 2 | 3 | 4;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const nextLevel = { 2: 3, 3: 4, 4: 5 } as const;

export function ToothChart({ work, patientName, headingLevel = 3 }: ToothChartProps) {
  const { t } = useTranslation('claims');
  const headingId = useId();
  const hintId = useId();
  const detailsId = useId();
  const chartRef = useRef<HTMLDivElement>(null);
  const sites = useMemo(() => workBySite(work), [work]);
  const [asTable, setAsTable] = useState(false);
  const [openSite, setOpenSite] = useState<string | undefined>();

  const toggle = (code: string) => setOpenSite((open) => (open === code ? undefined : code));
  // Closing from the panel's button hands focus back to the site it described.
  const close = () => {
    const site = openSite;
    setOpenSite(undefined);
    if (site) chartRef.current?.querySelector<SVGGElement>(`[data-site="${site}"]`)?.focus();
  };

  const heading = (
    <Heading as={`h${headingLevel}`} id={headingId}>
      {t('toothChart.title', { name: patientName })}
    </Heading>
  );

  if (sites.size === 0) {
    return (
      <Section aria-labelledby={headingId}>
        {heading}
        <p>{t('toothChart.empty', { name: patientName })}</p>
      </Section>
    );
  }

  const table = <ToothWorkTable sites={sites} patientName={patientName} />;
  return (
    <Section aria-labelledby={headingId}>
      <Header>
        {heading}
        <Button variant="secondary" size="sm" onClick={() => setAsTable((shown) => !shown)}>
          {t(asTable ? 'toothChart.showChart' : 'toothChart.showTable')}
        </Button>
      </Header>
      <Note>{t('toothChart.summary', { count: sites.size })}</Note>
      {asTable ? (
        table
      ) : (
        <>
          <div ref={chartRef}>
            <ToothDiagram
              sites={sites}
              openSite={openSite}
              onToggle={toggle}
              onClose={close}
              labelledBy={headingId}
              describedBy={hintId}
              detailsId={detailsId}
            />
          </div>
          <Note id={hintId}>
            {t('toothChart.hint')} {t('toothChart.sideNote')}
          </Note>
          <ChartLegend />
          <ToothDetails id={detailsId} site={openSite} work={openSite ? (sites.get(openSite) ?? []) : []} onClose={close} headingLevel={nextLevel[headingLevel]} />
          <VisuallyHidden as="div">{table}</VisuallyHidden>
        </>
      )}
    </Section>
  );
}
