// §3 member display: member name (proper-cased), member ID, policy number,
// effective and terminated dates, address, phone, email — plus paperless
// status (§2 profile). A field the server does not send yet reads 'Not on file'.
import type { Coverage, MemberProfile } from '@portal/api-client';
import { formatIsoDate, formatPhone, lobDisplayName, properCaseName, routes } from '@portal/core';
import { Card, Stack } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

export interface MemberDetailsProps {
  member: MemberProfile;
  coverages: readonly Coverage[];
  /** The main partner (alic) shows 'Vision Perfect' names (§9). */
  isMainPartner?: boolean;
}

const Details = styled.dl`
  display: grid;
  /* minmax(0, 1fr): a long email wraps instead of widening a 375 px page. */
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function fullName({ firstName, middleName, lastName }: MemberProfile): string {
  return properCaseName([firstName, middleName, lastName].filter((part) => part.trim() !== '').join(' '));
}

function addressLines(member: MemberProfile): string[] {
  const address = member.address;
  if (!address || !address.line1) return [];
  const cityLine = [address.city, [address.stateCode || member.stateCode, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.line1, address.line2, cityLine].filter((line) => line.trim() !== '');
}

export function MemberDetails({ member, coverages, isMainPartner = false }: MemberDetailsProps) {
  const { t } = useTranslation('benefits');
  const notOnFile = t('profile.notOnFile');
  const address = addressLines(member);
  const date = formatIsoDate;
  const enrolled = member.optInDisplayIndicator === 'Y';

  return (
    <Stack gap="lg">
      <Card title={t('profile.contactInfo')}>
        <Details>
          <Row term={t('profile.name')}>{fullName(member)}</Row>
          <Row term={t('profile.memberId')}>{member.memberId || notOnFile}</Row>
          <Row term={t('profile.address')}>
            {address.length > 0
              ? address.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))
              : notOnFile}
          </Row>
          <Row term={t('profile.phone')}>{member.phone ? formatPhone(member.phone) : notOnFile}</Row>
          <Row term={t('profile.email')}>{member.email || notOnFile}</Row>
        </Details>
      </Card>
      <Card title={t('profile.policies')}>
        {coverages.length === 0 ? (
          <p>{t('profile.noPolicies')}</p>
        ) : (
          <Stack as="ul" gap="md">
            {coverages.map((coverage) => (
              <li key={`${coverage.key}-${coverage.lineOfBusiness}`}>
                <Details>
                  <Row term={t('profile.policyNumber')}>
                    {coverage.spdc.policyNumber} · {lobDisplayName(coverage.lineOfBusiness, { mainPartner: isMainPartner })} ·{' '}
                    {coverage.planSponsorName}
                  </Row>
                  {coverage.effectiveDate ? <Row term={t('profile.effectiveDate')}>{date(coverage.effectiveDate)}</Row> : null}
                  {coverage.isTerminated || coverage.terminationDate ? (
                    <Row term={t('profile.terminatedDate')}>
                      {coverage.terminationDate ? date(coverage.terminationDate) : t('coverage.terminated')}
                    </Row>
                  ) : null}
                </Details>
              </li>
            ))}
          </Stack>
        )}
      </Card>
      <Card title={t('profile.paperless')}>
        <Stack gap="sm" align="flex-start">
          <p>{enrolled ? t('paperless.enrolled') : t('paperless.notEnrolled')}</p>
          <Link to={routes.paperless}>{t('profile.paperlessLink')}</Link>
        </Stack>
      </Card>
    </Stack>
  );
}
