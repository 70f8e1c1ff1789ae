// §1/§2 benefit snapshot of the selected policy for the member (the 'self'
// patient): deductible, annual, lifetime and orthodontic maximums as usage
// bars with the dollar figures in text, and the frequency clocks. Loading,
// empty and error (§8 'snapshot unavailable, try later' with retry) states
// keep the card's height, so nothing below jumps when data arrives.
import {
  downloadPatientDetailsPdf,
  useFeatures,
  usePatientBenefits,
  usePatients,
  usePdfDownload,
  type Patient,
  type ServiceFrequency,
} from '@portal/api-client';
import { formatIsoDate, formatMoney, type Spdc } from '@portal/core';
import { Alert, Button, Card, Spinner, UsageBar, useToasts } from '@portal/ui-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isCoveredNow, localIsoDay } from './frequency-status.ts';
import { snapshotFigures, type SnapshotFigure } from './snapshot-figures.ts';

// Reserved height of the card body: loading, empty, error and the figures of
// a usual plan (three bars) take the same room (CLS).
const Body = styled.div`
  min-height: 18rem;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
`;

const Centered = styled.div`
  min-height: 18rem;
  display: grid;
  place-items: center;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Bars = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const SubHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Clocks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
`;

const Clock = styled.li`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.sm};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const ClockName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const ClockDetail = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The member among the policy's patients: relationship 'self', else claimant 1. */
export function memberPatient(patients: readonly Patient[] | undefined): Patient | undefined {
  return patients?.find((patient) => patient.relationship === 'self') ?? patients?.find((patient) => patient.claimant === '1');
}

function UsageFigure({ figure }: { figure: SnapshotFigure }) {
  const { t, i18n } = useTranslation('member');
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const usedKey = figure.id === 'deductible' ? 'snapshot.met' : 'snapshot.used';
  return (
    <UsageBar
      label={t(`snapshot.${figure.id}`)}
      used={figure.used}
      total={figure.total}
      usedText={t(usedKey, { used: money(figure.used), total: money(figure.total) })}
      remainingText={t('snapshot.remaining', { amount: money(figure.remaining) })}
    />
  );
}

/** A dental exam and an eye exam are different clocks: name them apart. */
export function clockNameKey(clock: Pick<ServiceFrequency, 'service' | 'productType'>): string {
  if (clock.service !== 'exam') return clock.service;
  return clock.productType === 'vision' ? 'visionExam' : clock.productType === 'dental' ? 'dentalExam' : 'exam';
}

function FrequencyClocks({ frequencies }: { frequencies: readonly ServiceFrequency[] }) {
  const { t } = useTranslation('member');
  const headingId = useId();
  const today = localIsoDay(new Date());
  return (
    <section aria-labelledby={headingId}>
      <SubHeading id={headingId}>{t('snapshot.frequenciesTitle')}</SubHeading>
      <Clocks>
        {frequencies.map((clock, index) => (
          <Clock key={`${clock.lineOfBusiness}-${clock.service}-${index}`}>
            <ClockName>{t(`snapshot.services.${clockNameKey(clock)}`)}</ClockName>
            <ClockDetail>
              {t('snapshot.lastServiceColumn')}:{' '}
              {clock.lastServiceDate ? formatIsoDate(clock.lastServiceDate) : t('snapshot.noVisit')}
            </ClockDetail>
            <ClockDetail>
              {isCoveredNow(clock.nextEligibleDate, today)
                ? t('snapshot.coveredNow')
                : `${t('snapshot.nextEligibleColumn')}: ${formatIsoDate(clock.nextEligibleDate!)}`}
            </ClockDetail>
          </Clock>
        ))}
      </Clocks>
    </section>
  );
}

export interface BenefitSnapshotProps {
  /** The selected policy's member key. */
  spdc: Spdc;
}

export function BenefitSnapshot({ spdc }: BenefitSnapshotProps) {
  const { t } = useTranslation('member');
  const features = useFeatures();
  // The server answers the snapshot only where the patientDetails feature is on.
  const snapshotOn = features.data?.memberDentalFeatures.patientDetails === true;
  const patients = usePatients(snapshotOn ? spdc : null);
  const member = memberPatient(patients.data?.patients);
  const benefits = usePatientBenefits(spdc, member?.claimant ?? null);
  const download = usePdfDownload();
  const { showToast } = useToasts();

  if (features.isSuccess && !snapshotOn) return null;

  const failed = features.isError || patients.isError || benefits.isError || (patients.isSuccess && !member);
  const loading = !failed && (features.isPending || patients.isPending || benefits.isPending);
  const retry = () => void (features.isError ? features.refetch() : patients.isError ? patients.refetch() : benefits.refetch());

  let body;
  if (failed) {
    body = (
      <Centered>
        <Alert type="error">
          <p>{t('snapshot.unavailable')}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('snapshot.retry')}
          </Button>
        </Alert>
      </Centered>
    );
  } else if (loading || !benefits.data) {
    body = (
      <Centered>
        <Spinner label={t('snapshot.loading')} labelVisible />
      </Centered>
    );
  } else {
    const year = benefits.data.planYears[0];
    const figures = year ? snapshotFigures(year) : [];
    const { frequencies } = benefits.data;
    body =
      figures.length === 0 && frequencies.length === 0 ? (
        <Centered>
          <Muted>{t('snapshot.empty')}</Muted>
        </Centered>
      ) : (
        <Body>
          {year ? <Muted>{t('snapshot.planYear', { year: year.planYear })}</Muted> : null}
          {figures.length > 0 ? (
            <Bars>
              {figures.map((figure) => (
                <UsageFigure key={figure.id} figure={figure} />
              ))}
            </Bars>
          ) : null}
          {frequencies.length > 0 ? <FrequencyClocks frequencies={frequencies} /> : null}
          <div>
            <Button
              variant="link"
              loading={download.busy}
              onClick={() =>
                void download.start(
                  (api) => downloadPatientDetailsPdf(api, { spdc, claimant: member!.claimant }),
                  () => showToast({ message: t('snapshot.downloadFailed'), type: 'error' }),
                )
              }
            >
              {t('snapshot.download')}
            </Button>
          </div>
        </Body>
      );
  }

  return <Card title={t('snapshot.title')}>{body}</Card>;
}
