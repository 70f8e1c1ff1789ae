// §2 /profile "Sign-in and security" → passkeys: add a
// passkey (the browser's own prompt: fingerprint, face, screen lock or a
// security key) to sign in without a password, see each one's name and dates,
// remove one. Browsers without WebAuthn get a message instead of the button.
import type { MemberPasskey, PasskeyRegistration } from '@portal/api-client';
import { Alert, Button, RetryAlert, Spinner, Stack, TextInput } from '@portal/ui-kit';
import { browserSupportsWebAuthn, startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { passkeyFailureText } from './passkey-failure.ts';
import { useAddPasskey, usePasskeys, useRemovePasskey } from './passkey-queries.ts';

export interface PasskeysProps {
  /** Whether this browser can make passkeys (default: @simplewebauthn/browser's check). */
  supported?: boolean;
}

const nameMaxLength = 64;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Name = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Dates = styled.p`
  margin: 0;
`;

/** The browser's passkey prompt, with the server's options. */
const createPasskey = (optionsJSON: object) =>
  startRegistration({ optionsJSON: optionsJSON as PublicKeyCredentialCreationOptionsJSON }) as Promise<PasskeyRegistration>;

export function Passkeys({ supported = browserSupportsWebAuthn() }: PasskeysProps) {
  const { t, i18n } = useTranslation('account');
  const titleId = useId();
  const passkeys = usePasskeys();
  const add = useAddPasskey(createPasskey);
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [status, setStatus] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const date = new Intl.DateTimeFormat(i18n.language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'medium' });

  const announce = (next: { type: 'success' | 'error'; text: string }) => {
    setStatus(next);
    statusRef.current?.focus();
  };

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('passkeys.nameRequired'));
      return;
    }
    setNameError(undefined);
    try {
      const added = await add.mutateAsync(trimmed);
      setName('');
      announce({ type: 'success', text: t('passkeys.added', { name: added.name }) });
    } catch (error) {
      announce({ type: 'error', text: passkeyFailureText(error, t) });
    }
  };

  const onRemove = async (passkey: MemberPasskey) => {
    setStatus(null);
    try {
      await remove.mutateAsync(passkey.id);
      announce({ type: 'success', text: t('passkeys.removed', { name: passkey.name }) });
    } catch (error) {
      announce({ type: 'error', text: passkeyFailureText(error, t) });
    }
  };

  return (
    <Stack gap="md" as="section" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('passkeys.title')}</h3>
      <p>{t('passkeys.intro')}</p>
      <div ref={statusRef} tabIndex={-1} aria-live="polite">
        {status ? <Alert type={status.type}>{status.text}</Alert> : null}
      </div>

      {passkeys.isPending ? <Spinner label={t('passkeys.loading')} size="sm" labelVisible /> : null}
      {passkeys.isError ? (
        <RetryAlert message={t('passkeys.loadFailed')} retryLabel={t('passkeys.retry')} onRetry={() => void passkeys.refetch()} />
      ) : null}
      {passkeys.data?.length === 0 ? <p>{t('passkeys.empty')}</p> : null}
      {passkeys.data && passkeys.data.length > 0 ? (
        <List aria-label={t('passkeys.listLabel')}>
          {passkeys.data.map((passkey) => (
            <Item key={passkey.id}>
              <div>
                <Name>{passkey.name}</Name>
                <Dates>
                  {t('passkeys.addedOn', { date: date.format(passkey.addedAt) })}
                  {' · '}
                  {passkey.lastUsedAt ? t('passkeys.lastUsed', { date: date.format(passkey.lastUsedAt) }) : t('passkeys.neverUsed')}
                </Dates>
              </div>
              <Button
                variant="secondary"
                size="sm"
                loading={remove.isPending && remove.variables === passkey.id}
                disabled={remove.isPending}
                aria-label={t('passkeys.removeLabel', { name: passkey.name })}
                onClick={() => void onRemove(passkey)}
              >
                {t('passkeys.remove')}
              </Button>
            </Item>
          ))}
        </List>
      ) : null}

      {supported ? (
        <form noValidate onSubmit={(event) => void onAdd(event)} aria-label={t('passkeys.add')}>
          <Stack gap="md">
            <TextInput
              name="passkeyName"
              label={t('passkeys.name')}
              hint={t('passkeys.nameHint')}
              value={name}
              maxLength={nameMaxLength}
              autoComplete="off"
              required
              error={nameError}
              forceError={nameError !== undefined}
              onChange={(event) => setName(event.target.value)}
            />
            <div>
              <Button type="submit" loading={add.isPending}>
                {t('passkeys.add')}
              </Button>
            </div>
            {add.isPending ? <Spinner label={t('passkeys.adding')} size="sm" labelVisible /> : null}
          </Stack>
        </form>
      ) : (
        <Alert type="info">{t('passkeys.unsupported')}</Alert>
      )}
    </Stack>
  );
}
