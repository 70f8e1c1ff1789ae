// §2 /dashboard: the member's policies, the first selected on load (§4).
import { isHttpError, useMembers } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { properCaseName } from '@portal/core';
import { Alert, Spinner } from '@portal/ui-kit';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PolicyList } from '../components/PolicyList/PolicyList.tsx';
import { groupIntoPolicies } from '../policies.ts';
import { useSelectedPolicyStore } from '../stores/selected-policy-store.ts';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export interface DashboardPageProps {
  /** The main partner (alic) shows 'Vision Perfect' names (§9). */
  isMainPartner?: boolean;
}

export function DashboardPage({ isMainPartner = false }: DashboardPageProps) {
  const { t } = useTranslation('member');
  const hasPolicy = useAuthStore((s) => s.hasPolicy);
  const members = useMembers({ enabled: hasPolicy });
  const { selectedKey, select } = useSelectedPolicyStore();
  const policies = useMemo(() => groupIntoPolicies(members.data?.coverages ?? []), [members.data]);

  useEffect(() => {
    const first = policies[0];
    if (first && !policies.some((p) => p.key === selectedKey)) select(first.key);
  }, [policies, selectedKey, select]);

  const member = members.data?.member;
  return (
    <Stack>
      <h1>
        {member
          ? t('dashboard.title', { name: properCaseName(`${member.firstName} ${member.lastName}`) })
          : t('dashboard.titleNoName')}
      </h1>
      {!hasPolicy ? <Alert type="info">{t('dashboard.noPolicy')}</Alert> : null}
      {members.isPending && hasPolicy ? <Spinner label={t('dashboard.loading')} /> : null}
      {members.isError ? (
        <Alert type="error">
          {isHttpError(members.error) && members.error.serverMessage ? members.error.serverMessage : t('dashboard.loadFailed')}
        </Alert>
      ) : null}
      {members.isSuccess && policies.length === 0 ? <Alert type="info">{t('dashboard.noPolicy')}</Alert> : null}
      {policies.length > 0 ? (
        <PolicyList policies={policies} selectedKey={selectedKey} onSelect={select} isMainPartner={isMainPartner} />
      ) : null}
    </Stack>
  );
}
