// §2 vision claim submission: one patient per claim, files by picker or drop
// (§5 nine types; others refused before upload with §8 'wrong file type'), a
// progress bar per file, §8 toasts, §9 '7 to 10 business days'. One
// idempotency key per patient + files: a double click or a retry of the same
// submission is never a second claim. Nothing chosen is lost on failure.
import { fileProgress, uploadRefusalMessage, visionClaimUploadLimits, type Patient } from '@portal/api-client';
import { properCaseName, type Spdc } from '@portal/core';
import { Alert, Button, FileUpload, newFileUploadItem, RadioGroup, Stack, useToasts, type FileUploadItem } from '@portal/ui-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useIdempotencyKey } from '../../api/use-idempotency-key.ts';
import { useUploadVisionClaim } from '../../api/upload-vision-claim.ts';
import { itemsRefused, itemsSending, submissionSignature } from './upload-items.ts';
import { useFileUploadLabels } from './use-file-upload-labels.ts';
import { visionClaimAccept } from './vision-claim-files.ts';

export interface VisionClaimUploadFormProps {
  /** The vision coverage line the claim is for. */
  spdc: Spdc;
  patients: readonly Patient[];
}

type Outcome = { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'failed' } | null;

const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.danger};
`;

const patientField = 'claimant';
const filesField = 'files';

export function VisionClaimUploadForm({ spdc, patients }: VisionClaimUploadFormProps) {
  const { t, i18n } = useTranslation('claims');
  const labels = useFileUploadLabels();
  const { showToast } = useToasts();
  const upload = useUploadVisionClaim();
  const keyFor = useIdempotencyKey();
  const onlyPatient = patients.length === 1 ? (patients[0]?.claimant ?? '') : '';
  const [claimant, setClaimant] = useState(onlyPatient);
  const [items, setItems] = useState<FileUploadItem[]>([]);
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // §4: a field shows its error once the member has left it, and the patient
  // group keeps that memory inside itself, as the file picker keeps the files
  // it refused before upload. A claim sent starts a new round with both fresh,
  // so the form for the next claim shows no error until the member leaves the
  // group without an answer, picks a refused file or submits.
  const [claimRound, setClaimRound] = useState(0);
  const sending = useRef<AbortController | null>(null);
  const busy = upload.isPending;

  // Leaving the screen mid-upload stops it; the server keeps nothing of a cut-off submission.
  useEffect(() => () => sending.current?.abort(), []);

  const patientMissing = claimant === '';
  const filesMissing = items.length === 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // §4: a missing patient or file shows its error when the member submits without it. A submission that
    // passes the check forces nothing: after a refusal, removing the file is not yet an attempt to send none.
    setChecked(patientMissing || filesMissing);
    if (patientMissing || filesMissing) {
      document.getElementsByName(patientMissing ? patientField : filesField)[0]?.focus();
      return;
    }
    const files = items.map((item) => item.file);
    const idempotencyKey = keyFor(submissionSignature(claimant, items));
    const controller = new AbortController();
    sending.current = controller;
    setOutcome(null);
    setItems((current) => itemsSending(current));
    try {
      await upload.mutateAsync({
        spdc,
        claimant,
        files,
        idempotencyKey,
        signal: controller.signal,
        onProgress: (loaded, total) =>
          setItems((current) => itemsSending(current, fileProgress(files, loaded, total).map((progress) => progress.fraction))),
      });
      showToast({ message: t('notifications.visionClaimSubmitted', { ns: 'i18n' }), type: 'success' });
      setOutcome({ kind: 'sent' });
      setItems([]);
      setClaimant(onlyPatient);
      setChecked(false);
      setClaimRound((round) => round + 1);
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = uploadRefusalMessage(error);
      showToast({ message: t('notifications.visionClaimUploadFailed', { ns: 'i18n' }), type: 'error' });
      setItems((current) => itemsRefused(current, message));
      setOutcome(message ? { kind: 'refused', message } : { kind: 'failed' });
    } finally {
      if (sending.current === controller) sending.current = null;
    }
  };

  const patientOptions = patients.map((patient) => ({ value: patient.claimant, label: properCaseName(patient.name) }));

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="lg">
        {outcome?.kind === 'sent' ? <Alert type="success">{t('upload.submittedNote')}</Alert> : null}
        {outcome?.kind === 'refused' ? (
          <Alert type="error" title={t('upload.notSubmitted')}>
            {outcome.message}
          </Alert>
        ) : null}
        {outcome?.kind === 'failed' ? <Alert type="error">{t('upload.tryLater')}</Alert> : null}
        <RadioGroup
          key={claimRound}
          legend={t('upload.patient')}
          hint={t('upload.patientHint')}
          name={patientField}
          options={patientOptions}
          value={claimant}
          onChange={(value) => {
            setClaimant(value);
            setOutcome(null);
          }}
          error={patientMissing ? t('upload.patientRequired') : undefined}
          forceError={checked}
          disabled={busy}
        />
        <Stack gap="xs">
          <FileUpload
            key={claimRound}
            accept={visionClaimAccept}
            maxFileBytes={visionClaimUploadLimits.maxFileBytes}
            maxFiles={visionClaimUploadLimits.maxFiles}
            files={items}
            name={filesField}
            labels={labels}
            locale={i18n.language}
            disabled={busy}
            onAdd={(added) => {
              setItems((current) => [...current, ...added.map(newFileUploadItem)]);
              setOutcome(null);
            }}
            onRemove={(id) => {
              const remaining = items.filter((item) => item.id !== id);
              setItems(remaining);
              // The server's refusal is about the file it names (marked failed): with that file gone, the message goes too.
              if (outcome?.kind === 'refused' && !remaining.some((item) => item.status === 'failed')) setOutcome(null);
            }}
          />
          {checked && filesMissing ? <FieldError role="alert">{t('upload.filesRequired')}</FieldError> : null}
        </Stack>
        <p>{t('upload.submitted.timing')}</p>
        <div>
          <Button type="submit" loading={busy}>
            {t('upload.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
