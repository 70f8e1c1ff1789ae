// §2 chat: a button opening the support popup (450 × 650), shown only when
// the memberChat feature is on and the chat service reports allowed (§7).
import { useChatAvailability, useFeatures } from '@portal/api-client';
import { benefitsTabPath } from '@portal/core';
import { Button, VisuallyHidden } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openChatPopup } from './open-chat-popup.ts';

/**
 * The support page the popup shows. No chat service exists behind this site
 * yet, so the default is the Contact Us panel (customer-connections
 * departments and the contact form), served by this same origin.
 */
export const defaultChatUrl = benefitsTabPath('contact us');

export interface ChatButtonProps {
  /** Page the popup opens; a brand may give its chat vendor's URL. */
  chatUrl?: string;
  /** Shown instead of the button once the feature or the chat service says no (default: nothing). */
  unavailable?: ReactNode;
}

export function ChatButton({ chatUrl = defaultChatUrl, unavailable = null }: ChatButtonProps) {
  const { t } = useTranslation('member');
  const features = useFeatures();
  const chatOn = features.data?.memberChat === true;
  const availability = useChatAvailability({ enabled: chatOn });
  if (!chatOn || availability.data !== true) {
    const answered = features.isSuccess && (!chatOn || availability.isSuccess);
    return answered || features.isError || availability.isError ? unavailable : null;
  }
  return (
    <Button variant="secondary" onClick={() => openChatPopup(chatUrl)}>
      {t('chat.button')} <VisuallyHidden>{t('chat.opensInNewWindow')}</VisuallyHidden>
    </Button>
  );
}
