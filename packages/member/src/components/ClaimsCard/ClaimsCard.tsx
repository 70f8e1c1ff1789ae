// The dashboard's way to the selected policy's claims (/claims?coverage=…)
// and, on its dental line, to a pretreatment estimate and the dental cost
// estimator, each as claimsCardLinks allows.
import { useFeatures } from '@portal/api-client';
import { routes } from '@portal/core';
import { Card, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Policy } from '../../policies.ts';
import { claimsCardLinks } from './claims-card-rule.ts';

export interface ClaimsCardProps {
  policy: Policy;
}

export function ClaimsCard({ policy }: ClaimsCardProps) {
  const { t } = useTranslation('member');
  // The shell's features gate has fetched the features before the dashboard shows.
  const features = useFeatures().data;
  if (!features) return null;
  const links = claimsCardLinks(policy, features);
  if (!links.claims && !links.pretreatmentEstimate && !links.costEstimator) return null;
  // A policy's lines share its member key, which each page reads as the line to open.
  const onPolicy = `?${new URLSearchParams({ coverage: policy.key }).toString()}`;
  return (
    <Card title={t('claims.title')}>
      <Stack gap="sm">
        {links.claims ? <p>{t('claims.body')}</p> : null}
        <Stack as="ul" gap="sm">
          {links.claims ? (
            <li>
              <Link to={`${routes.claims}${onPolicy}`}>{t('claims.link')}</Link>
            </li>
          ) : null}
          {links.pretreatmentEstimate ? (
            <li>
              <Link to={`${routes.pretreatmentEstimate}${onPolicy}`}>{t('claims.pretreatmentEstimate')}</Link>
            </li>
          ) : null}
          {links.costEstimator ? (
            <li>
              <Link to={`${routes.dceHome}${onPolicy}`}>{t('claims.costEstimator')}</Link>
            </li>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
