// The dental tab's ways to an estimate for the line shown: a pretreatment
// estimate and the dental cost estimator, each opened on this line
// (?coverage=sub-pol-div-cert), where dentalEstimateLinks allows.
import type { Coverage, Features } from '@portal/api-client';
import { routes } from '@portal/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dentalEstimateLinks } from './dental-estimate-links.ts';

export interface DentalEstimateLinksProps {
  line: Coverage;
  dentalFeatures: Features['memberDentalFeatures'];
}

export function DentalEstimateLinks({ line, dentalFeatures }: DentalEstimateLinksProps) {
  const { t } = useTranslation('benefits');
  const shown = dentalEstimateLinks(line, dentalFeatures);
  const onLine = `?${new URLSearchParams({ coverage: line.key }).toString()}`;
  return (
    <>
      {shown.pretreatmentEstimate ? (
        <p>
          <Link to={`${routes.pretreatmentEstimate}${onLine}`}>{t('claims.pretreatmentEstimate')}</Link>
        </p>
      ) : null}
      {shown.costEstimator ? (
        <p>
          <Link to={`${routes.dceHome}${onLine}`}>{t('claims.costEstimator')}</Link>
        </p>
      ) : null}
    </>
  );
}
