// §3 claim header fields: claim number, source code, type, status, patient
// with relationship and date of birth, provider, plan sponsor and number,
// date of service and processed date; an estimate's 12-month validity (§9).
import type { ClaimHeader } from '@portal/api-client';
import { formatIsoDate, properCaseName } from '@portal/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin: 0;
`;

const Item = styled.div`
  min-width: 0;

  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  & > dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

export interface ClaimSummaryFieldsProps {
  header: ClaimHeader;
}

export function ClaimSummaryFields({ header }: ClaimSummaryFieldsProps) {
  const { t } = useTranslation('claims');
  const fields: Array<[string, ReactNode]> = [
    [t('detail.fields.claimNumber'), header.claimNumber],
    [t('detail.fields.sourceCode'), header.sourceCode],
    [t('detail.fields.type'), t(`kind.${header.kind}`)],
    [t('detail.fields.status'), t(`status.${header.status}`)],
    [t('detail.fields.patient'), properCaseName(header.patientName)],
    [t('detail.fields.relationship'), t(`detail.relationship.${header.patientRelationship}`)],
    [t('detail.fields.patientDateOfBirth'), header.patientDateOfBirth ? formatIsoDate(header.patientDateOfBirth) : ''],
    [t('detail.fields.provider'), header.providerName],
    [t('detail.fields.planSponsor'), header.planSponsorName],
    [t('detail.fields.planNumber'), header.planNumber],
    [t('detail.fields.serviceDate'), formatIsoDate(header.serviceDate)],
    [t('detail.fields.processedDate'), header.processedDate ? formatIsoDate(header.processedDate) : t('detail.fields.notProcessed')],
  ];
  if (header.estimateExpires) fields.push([t('detail.fields.validUntil'), formatIsoDate(header.estimateExpires)]);
  return (
    <List>
      {fields
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <Item key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Item>
        ))}
    </List>
  );
}
