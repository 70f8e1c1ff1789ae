// Beside the ID card tile: "Add to Apple Wallet" (downloads the .pkpass) and
// "Save to Google Wallet" (goes to Google's save page with the signed link),
// each shown only when the server offers that wallet. The shell puts them
// only where the ID card itself may be downloaded (§2), and the server
// refuses a pass under the same rules.
import { downloadAppleWalletPass, getGoogleWalletLink, usePdfDownload, useApi } from '@portal/api-client';
import type { Spdc } from '@portal/core';
import { Alert, Button } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useWalletPassOptions } from '../../api/wallet-passes.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface WalletButtonsProps {
  spdc: Spdc;
  /** Goes to Google's save page (default: this tab); tests pass a spy. */
  openLink?: (url: string) => void;
}

export function WalletButtons({ spdc, openLink = (url) => window.location.assign(url) }: WalletButtonsProps) {
  const { t } = useTranslation('data-sharing');
  const api = useApi();
  const options = useWalletPassOptions();
  const apple = usePdfDownload();
  const [googleBusy, setGoogleBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!options.data || (!options.data.apple && !options.data.google)) return null;

  const onGoogle = async () => {
    setFailed(false);
    setGoogleBusy(true);
    try {
      openLink(await getGoogleWalletLink(api, spdc));
    } catch {
      setFailed(true);
    } finally {
      setGoogleBusy(false);
    }
  };

  return (
    <div>
      <Row role="group" aria-label={t('wallet.groupLabel')}>
        {options.data.apple ? (
          <Button variant="secondary" size="sm" loading={apple.busy} onClick={() => void apple.start((client) => downloadAppleWalletPass(client, spdc), () => setFailed(true))}>
            {t('wallet.apple')}
          </Button>
        ) : null}
        {options.data.google ? (
          <Button variant="secondary" size="sm" loading={googleBusy} onClick={() => void onGoogle()}>
            {t('wallet.google')}
          </Button>
        ) : null}
      </Row>
      <div aria-live="polite">{failed ? <Alert type="error">{t('wallet.failed')}</Alert> : null}</div>
    </div>
  );
}
