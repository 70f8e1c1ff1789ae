// §2 mobile ID-card button: shown by the rules of mobile-id-card-rule.ts; a
// tap downloads the phone layout of the card, or explains in a dialog (title,
// body, two bullets) why there is no card yet. Where the card may be
// downloaded, the wallet buttons (handed over by the shell) sit under it.
import { downloadIdCard, useFeatures, usePdfDownload, type Coverage } from '@portal/api-client';
import { Button, Modal, useToasts } from '@portal/ui-kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Policy } from '../../policies.ts';
import { mobileIdCardDecision } from './mobile-id-card-rule.ts';

const Reasons = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

// The wallet buttons arrive after the dashboard (their own code and call): their row's height is kept from the start,
// so they do not push the policies down when they appear (no layout shift on a phone).
const WalletSlot = styled.div`
  min-height: 2rem;
`;

export interface MobileIdCardButtonProps {
  /** Every coverage line of the member. */
  memberLines: readonly Coverage[];
  /** The policy whose card a tap downloads. */
  selectedPolicy: Policy;
  /** Under the button when the card may be downloaded: the wallet buttons the shell hands over. */
  wallet?: ReactNode;
}

export function MobileIdCardButton({ memberLines, selectedPolicy, wallet }: MobileIdCardButtonProps) {
  const { t } = useTranslation('member');
  const features = useFeatures();
  const { busy, start } = usePdfDownload();
  const { showToast } = useToasts();
  const [explaining, setExplaining] = useState(false);
  const decision = mobileIdCardDecision({
    memberLines,
    selectedPolicyLines: selectedPolicy.lines,
    idCardFeatureOn: features.data?.memberIdCard === true,
  });
  if (!decision.show) return null;

  const onTap = () => {
    if (!decision.canDownload) {
      setExplaining(true);
      return;
    }
    void start(
      (api) => downloadIdCard(api, { spdc: selectedPolicy.lines[0]!.spdc, deviceType: 'mobile' }),
      () => showToast({ message: t('idCard.downloadFailed'), type: 'error' }),
    );
  };

  return (
    <>
      <Button fullWidth loading={busy} onClick={onTap}>
        {t('mobileIdCard.button')}
      </Button>
      {decision.canDownload && wallet ? <WalletSlot>{wallet}</WalletSlot> : null}
      <Modal
        open={explaining}
        onClose={() => setExplaining(false)}
        title={t('mobileIdCard.dialogTitle')}
        description={t('mobileIdCard.dialogBody')}
        closeLabel={t('mobileIdCard.close')}
        actions={<Button onClick={() => setExplaining(false)}>{t('mobileIdCard.close')}</Button>}
      >
        <Reasons>
          <li>{t('mobileIdCard.reasonNotEffective')}</li>
          <li>{t('mobileIdCard.reasonContact')}</li>
        </Reasons>
      </Modal>
    </>
  );
}
