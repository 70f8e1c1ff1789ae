// The ten recovery codes, shown once: a list to write down,
// and "I saved them" to go on.
import { Alert, Button, Stack } from '@portal/ui-kit';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5em, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: 1.5em;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 1.05rem;
`;

export function RecoveryCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const { t } = useTranslation('account');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack gap="md">
      <h4 ref={headingRef} tabIndex={-1}>
        {t('authenticatorApp.recoveryTitle')}
      </h4>
      <Alert type="warning">{t('authenticatorApp.recoveryIntro')}</Alert>
      <Codes aria-label={t('authenticatorApp.recoveryListLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </Codes>
      <div>
        <Button onClick={onSaved}>{t('authenticatorApp.saved')}</Button>
      </div>
    </Stack>
  );
}
