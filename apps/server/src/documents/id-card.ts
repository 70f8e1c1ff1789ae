// §7 members/idcard/{device type}: the member's ID card as a PDF, desktop
// (wallet card to print) or mobile (phone screen), in the member's language.
import { EmptyDocumentError } from './errors.ts';
import { idCardData } from './id-card-data.ts';
import { buildPhoneCardPdf } from './id-card-mobile.ts';
import { buildWalletCardPdf } from './id-card-wallet.ts';
import { textsFor } from './texts.ts';
import type { IdCardInput, IdCardOptions } from './types.ts';

export async function buildIdCardPdf(input: IdCardInput, { deviceType, language = 'en' }: IdCardOptions): Promise<Uint8Array> {
  // §8: a card without a member to print is no card.
  if (!input.member.name.trim() || !input.member.memberId.trim()) throw new EmptyDocumentError('idCard');
  const texts = textsFor(language);
  const data = idCardData(input, texts, language);
  return deviceType === 'mobile' ? buildPhoneCardPdf(data, texts, language) : buildWalletCardPdf(data, texts, language);
}
