// §4 paperless: enrolled or not enrolled; opt in, opt out, update email; a
// plan may be ineligible (the server answers 403 to opting in). Opting out
// is always allowed.
import { isHttpError } from '@portal/api-client';
import { Alert, Button, Card, Stack } from '@portal/ui-kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaperlessEmailForm } from '../../forms/PaperlessEmailForm/PaperlessEmailForm.tsx';

export type PaperlessAction = 'optIn' | 'optOut' | 'updateEmail';
export interface PaperlessChange {
  action: PaperlessAction;
  email?: string;
}

export interface PaperlessSettingsProps {
  enrolled: boolean;
  /** The member's email on file, offered as the paperless address. */
  emailOnFile: string;
  /** False without an active dental plan (§2: paperless belongs with a dental line). */
  hasEligibleLine: boolean;
  /** Saves a change; rejects with the API's error. */
  onChange: (change: PaperlessChange) => Promise<void>;
  /** Heading level of the card title on the page outline. Default 2. */
  headingLevel?: 2 | 3;
}

type Problem = 'ineligible' | 'unavailable' | null;

export function PaperlessSettings({ enrolled, emailOnFile, hasEligibleLine, onChange, headingLevel = 2 }: PaperlessSettingsProps) {
  const { t } = useTranslation('benefits');
  const [problem, setProblem] = useState<Problem>(null);
  const [changingEmail, setChangingEmail] = useState(false);
  const [optingOut, setOptingOut] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);

  const save = async (change: PaperlessChange) => {
    setProblem(null);
    try {
      await onChange(change);
    } catch (error) {
      // §4: 403 means this plan cannot be turned to paperless; anything else is §8 'paperless unavailable'.
      setProblem(isHttpError(error) && error.status === 403 && change.action !== 'optOut' ? 'ineligible' : 'unavailable');
      problemRef.current?.focus();
      throw error;
    }
  };

  const optOut = async () => {
    setOptingOut(true);
    try {
      await save({ action: 'optOut' });
    } catch {
      // shown through `problem`
    } finally {
      setOptingOut(false);
    }
  };

  const canEnroll = hasEligibleLine && problem !== 'ineligible';

  return (
    <Card title={t('paperless.cardTitle')} headingLevel={headingLevel}>
      <Stack gap="md">
        <p>
          <strong>{t('paperless.status')}: </strong>
          {enrolled ? t('paperless.statusEnrolled') : t('paperless.statusNotEnrolled')}
        </p>
        <p>{enrolled ? t('paperless.enrolled') : t('paperless.notEnrolled')}</p>
        <div ref={problemRef} tabIndex={-1}>
          {problem === 'unavailable' ? <Alert type="error">{t('paperless.unavailable')}</Alert> : null}
          {problem === 'ineligible' ? <Alert type="warning">{t('paperless.ineligible')}</Alert> : null}
          {!hasEligibleLine && !enrolled ? <Alert type="info">{t('paperless.noDentalPlan')}</Alert> : null}
        </div>
        {!enrolled && canEnroll ? (
          <PaperlessEmailForm purpose="optIn" initialEmail={emailOnFile} onSubmit={(email) => save({ action: 'optIn', email })} />
        ) : null}
        {enrolled ? (
          <>
            {emailOnFile ? <p>{t('paperless.emailOnFile', { email: emailOnFile })}</p> : null}
            {changingEmail ? (
              <PaperlessEmailForm
                purpose="updateEmail"
                initialEmail=""
                onSubmit={(email) => save({ action: 'updateEmail', email })}
                onCancel={() => setChangingEmail(false)}
              />
            ) : (
              <Stack direction="row" gap="sm" wrap>
                {canEnroll ? (
                  <Button variant="secondary" onClick={() => setChangingEmail(true)}>
                    {t('paperless.changeEmail')}
                  </Button>
                ) : null}
                <Button variant="secondary" loading={optingOut} onClick={() => void optOut()}>
                  {t('paperless.optOut')}
                </Button>
              </Stack>
            )}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
