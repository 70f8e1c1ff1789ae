// The dashboard's way to the selected policy's claims (/claims?coverage=…).
import { useFeatures } from '@portal/api-client';
import { routes } from '@portal/core';
import { Card } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Policy } from '../../policies.ts';
import { policyHasClaims } from './claims-card-rule.ts';

export interface ClaimsCardProps {
  policy: Policy;
}

export function ClaimsCard({ policy }: ClaimsCardProps) {
  const { t } = useTranslation('member');
  // The shell's features gate has fetched the features before the dashboard shows.
  const features = useFeatures().data;
  if (!features || !policyHasClaims(policy, features)) return null;
  return (
    <Card title={t('claims.title')}>
      <p>{t('claims.body')}</p>
      <Link to={`${routes.claims}?${new URLSearchParams({ coverage: policy.key }).toString()}`}>{t('claims.link')}</Link>
    </Card>
  );
}
