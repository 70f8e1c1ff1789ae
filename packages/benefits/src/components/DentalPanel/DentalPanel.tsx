// §2 dental tab: the §1 snapshot of the chosen dental line and patient, its
// documents (benefits summary, certificate, provider directory), the ways to
// its claims and estimates and, where
// memberDentalFeatures.nominateProviderLink is on, the way to nominate a dentist;
// on a DHMO line, the member's primary dentist first.
import type { Coverage, Features } from '@portal/api-client';
import { isDhmoLob } from '@portal/core';
import { Card, Spinner } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoveragePanel } from '../CoveragePanel/CoveragePanel.tsx';
import { DentalEstimateLinks } from '../DentalEstimateLinks/DentalEstimateLinks.tsx';
import { useFirstLoad } from '../../lib/use-first-load.ts';
import { coverageId } from '../CoveragePicker/choose-coverage.ts';
import { PlanDocuments } from '../PlanDocuments/PlanDocuments.tsx';
import { ViewClaimsLink } from '../ViewClaimsLink/ViewClaimsLink.tsx';
import { DentalPatientSnapshot } from './DentalPatientSnapshot.tsx';
import { useDentalLineLoading } from './use-dental-line-loading.ts';

export interface DentalPanelProps {
  /** The member's dental lines. */
  coverages: readonly Coverage[];
  dentalFeatures: Features['memberDentalFeatures'];
  /** Link to the nomination sub-view (a /benefits URL). */
  nominatePath: string;
  /** "Your primary dentist" (composed by the shell), shown under a DHMO line (§9 'PPD DHMO') only. */
  primaryDentist?: ReactNode;
}

function DentalLine({ selected, dentalFeatures, nominatePath, primaryDentist }: Omit<DentalPanelProps, 'coverages'> & { selected: Coverage }) {
  const { t } = useTranslation('benefits');
  if (useFirstLoad(useDentalLineLoading(selected.spdc, dentalFeatures))) return <Spinner label={t('snapshot.loading')} labelVisible />;
  return (
    <>
      {isDhmoLob(selected.lineOfBusiness) ? primaryDentist : null}
      <Card title={t('snapshot.title')} headingLevel={3}>
        <DentalPatientSnapshot key={coverageId(selected)} spdc={selected.spdc} />
      </Card>
      <PlanDocuments
        spdc={selected.spdc}
        showBenefitSummary={dentalFeatures.benefitSummary}
        showPlanDocuments={dentalFeatures.certPlanDoc}
        showFindProvider={dentalFeatures.findAProvider}
      />
      {dentalFeatures.claims ? <ViewClaimsLink coverageKey={selected.key} /> : null}
      <DentalEstimateLinks line={selected} dentalFeatures={dentalFeatures} />
      {dentalFeatures.nominateProviderLink ? (
        <p>
          <Link to={nominatePath}>{t('dental.nominateLink')}</Link>
        </p>
      ) : null}
    </>
  );
}

export function DentalPanel({ coverages, dentalFeatures, nominatePath, primaryDentist }: DentalPanelProps) {
  const { t } = useTranslation('benefits');
  return (
    <CoveragePanel title={t('dental.title')} coverages={coverages}>
      {(selected) => <DentalLine key={coverageId(selected)} selected={selected} dentalFeatures={dentalFeatures} nominatePath={nominatePath} primaryDentist={primaryDentist} />}
    </CoveragePanel>
  );
}
