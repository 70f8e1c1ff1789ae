// §2 /profile "Sign-in and security" → authenticator app:
// turn on a second step at sign-in — scan the QR code (or type the key), enter
// a code from the app, write down the ten recovery codes shown once — and
// later get new recovery codes or remove the app, both with the password.
import type { AuthenticatorSetup } from '@portal/api-client';
import { Alert, Button, RetryAlert, Spinner, Stack, TextInput } from '@portal/ui-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { authenticatorFailureText } from './authenticator-failure.ts';
import {
  useConfirmAuthenticator,
  useRefreshSecondFactorState,
  useRemoveAuthenticator,
  useRenewRecoveryCodes,
  useSecondFactorState,
  useStartAuthenticatorSetup,
} from './authenticator-queries.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';

const QrImage = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  background: #ffffff;
`;

const Key = styled.code`
  display: inline-block;
  font-size: 1.05rem;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type Status = { type: 'success' | 'error'; text: string } | null;

/** The key in groups of four, as apps show it. */
const grouped = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

export function AuthenticatorApp() {
  const { t } = useTranslation('account');
  const titleId = useId();
  const state = useSecondFactorState();
  const start = useStartAuthenticatorSetup();
  const confirm = useConfirmAuthenticator();
  const renew = useRenewRecoveryCodes();
  const remove = useRemoveAuthenticator();
  const refresh = useRefreshSecondFactorState();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const announce = (next: NonNullable<Status>) => {
    setStatus(next);
    statusRef.current?.focus();
  };

  const onStart = async () => {
    setStatus(null);
    try {
      setSetup(await start.mutateAsync());
      setCode('');
      setCodeError(undefined);
    } catch (error) {
      announce({ type: 'error', text: authenticatorFailureText(error, t) });
    }
  };

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setCodeError(t('authenticatorApp.codeInvalid'));
      return;
    }
    setCodeError(undefined);
    try {
      const result = await confirm.mutateAsync(code);
      if (!result.confirmed) {
        setCodeError(t('authenticatorApp.codeIncorrect'));
        return;
      }
      setSetup(null);
      setRecoveryCodes(result.recoveryCodes);
    } catch (error) {
      announce({ type: 'error', text: authenticatorFailureText(error, t) });
    }
  };

  const withPassword = async (action: 'renew' | 'remove') => {
    setStatus(null);
    if (!password) {
      setPasswordError(t('authenticatorApp.passwordRequired'));
      return;
    }
    setPasswordError(undefined);
    try {
      if (action === 'renew') {
        setRecoveryCodes(await renew.mutateAsync(password));
      } else {
        await remove.mutateAsync(password);
        announce({ type: 'success', text: t('authenticatorApp.removed') });
      }
      setPassword('');
    } catch (error) {
      announce({ type: 'error', text: authenticatorFailureText(error, t) });
    }
  };

  const onSaved = () => {
    setRecoveryCodes(null);
    void refresh();
    announce({ type: 'success', text: t('authenticatorApp.on') });
  };

  return (
    <Stack gap="md" as="section" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('authenticatorApp.title')}</h3>
      <p>{t('authenticatorApp.intro')}</p>
      <div ref={statusRef} tabIndex={-1} aria-live="polite">
        {status ? <Alert type={status.type}>{status.text}</Alert> : null}
      </div>

      {state.isPending ? <Spinner label={t('authenticatorApp.loading')} size="sm" labelVisible /> : null}
      {state.isError ? (
        <RetryAlert message={t('authenticatorApp.loadFailed')} retryLabel={t('authenticatorApp.retry')} onRetry={() => void state.refetch()} />
      ) : null}

      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} onSaved={onSaved} /> : null}

      {!recoveryCodes && setup ? (
        <form noValidate onSubmit={(event) => void onConfirm(event)} aria-label={t('authenticatorApp.setUp')}>
          <Stack gap="md">
            <p>{t('authenticatorApp.scan')}</p>
            <QrImage src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`} alt={t('authenticatorApp.qrAlt')} />
            <p>
              {t('authenticatorApp.keyIntro')} <Key data-testid="authenticator-key">{grouped(setup.key)}</Key>
            </p>
            <p>
              <a href={setup.setupLink}>{t('authenticatorApp.openInApp')}</a>
            </p>
            <TextInput
              name="authenticatorCode"
              label={t('authenticatorApp.code')}
              hint={t('authenticatorApp.codeHint')}
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              error={codeError}
              forceError={codeError !== undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <Actions>
              <Button type="submit" loading={confirm.isPending}>
                {t('authenticatorApp.verify')}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setSetup(null)}>
                {t('authenticatorApp.cancel')}
              </Button>
            </Actions>
            {confirm.isPending ? <Spinner label={t('authenticatorApp.verifying')} size="sm" labelVisible /> : null}
          </Stack>
        </form>
      ) : null}

      {!recoveryCodes && !setup && state.data && !state.data.authenticatorOn ? (
        <div>
          <Button onClick={() => void onStart()} loading={start.isPending}>
            {t('authenticatorApp.setUp')}
          </Button>
        </div>
      ) : null}

      {!recoveryCodes && !setup && state.data?.authenticatorOn ? (
        <Stack gap="md">
          <Alert type="success">{t('authenticatorApp.isOn', { left: state.data.recoveryCodesLeft })}</Alert>
          <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={t('authenticatorApp.manage')}>
            <Stack gap="md">
              <TextInput
                name="authenticatorPassword"
                type="password"
                label={t('authenticatorApp.currentPassword')}
                hint={t('authenticatorApp.currentPasswordHint')}
                value={password}
                autoComplete="current-password"
                required
                error={passwordError}
                forceError={passwordError !== undefined}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Actions>
                <Button type="button" variant="secondary" loading={renew.isPending} disabled={remove.isPending} onClick={() => void withPassword('renew')}>
                  {t('authenticatorApp.newCodes')}
                </Button>
                {state.data.required ? null : (
                  <Button type="button" variant="secondary" loading={remove.isPending} disabled={renew.isPending} onClick={() => void withPassword('remove')}>
                    {t('authenticatorApp.remove')}
                  </Button>
                )}
              </Actions>
            </Stack>
          </form>
        </Stack>
      ) : null}
    </Stack>
  );
}
