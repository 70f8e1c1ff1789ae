// The ID card in a phone wallet: the same card the PDF prints (the benefits
// module's ID-card input, so the same §2 rules — the idCard feature, a line
// of the member's with ID-CARD-IND 'Y' — and the same QR text), made into an
// Apple Wallet pass or a Google Wallet link when that wallet is configured.
import { createHash } from 'node:crypto';
import type { Spdc } from '@portal/contract';
import type { IdCardInput } from '../../../documents/index.ts';
import { idCardData } from '../../../documents/id-card-data.ts';
import { textsFor } from '../../../documents/texts.ts';
import type { MemberLanguage } from '../../../lib/member-language.ts';
import type { AccessTokenClaims } from '../../../plugins/access-token-verifier.ts';
import { forbidden, notFound } from '../../../lib/http-error.ts';
import { buildApplePass } from './apple-pass.ts';
import { googleWalletSaveUrl } from './google-pass.ts';
import type { WalletConfig } from './wallet-config.ts';

export interface WalletServiceDependencies {
  config: WalletConfig;
  /** The ID card's input, refused (403/404) as the ID card PDF is. */
  idCard: (token: AccessTokenClaims, spdc: Spdc, language: MemberLanguage) => Promise<IdCardInput>;
  siteOriginOf: (partner: AccessTokenClaims['partner']) => string;
}

const notAMember = { en: 'Only a member has an ID card to add to a wallet.', es: 'Solo un miembro tiene una tarjeta de identificación para agregar a una billetera.' } as const;
const notConfigured = { en: 'This wallet is not available.', es: 'Esta billetera no está disponible.' } as const;

/** Only a member (or a CSR acting for one) has an ID card to add: refused before anything else is told. */
function requireMember(token: AccessTokenClaims, language: MemberLanguage): void {
  if (!token.memberId || !token.roles.includes('member')) throw forbidden(notAMember[language]);
}

/** One id per member and coverage line, opaque: adding the card again replaces it. */
function passIdOf(token: AccessTokenClaims, spdc: Spdc): string {
  const key = `${token.partner}:${token.memberId}:${spdc.subsidiaryNumber}-${spdc.policyNumber}-${spdc.divisionNumber}-${spdc.certificateNumber}`;
  return `${token.partner}-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

export function createWalletService({ config, idCard, siteOriginOf }: WalletServiceDependencies) {
  async function cardOf(token: AccessTokenClaims, spdc: Spdc, language: MemberLanguage) {
    const texts = textsFor(language);
    return { card: idCardData(await idCard(token, spdc, language), texts, language), common: texts.common };
  }
  return {
    options(token: AccessTokenClaims, language: MemberLanguage) {
      requireMember(token, language);
      return { apple: config.apple !== undefined, google: config.google !== undefined };
    },

    async applePass(token: AccessTokenClaims, spdc: Spdc, language: MemberLanguage): Promise<Buffer> {
      requireMember(token, language);
      if (!config.apple) throw notFound(notConfigured[language]);
      const { card, common } = await cardOf(token, spdc, language);
      const labels = { memberId: common.memberId, member: common.member, customerService: common.customerService };
      return buildApplePass({ card, serialNumber: passIdOf(token, spdc), labels }, config.apple);
    },

    async googleSaveUrl(token: AccessTokenClaims, spdc: Spdc, language: MemberLanguage): Promise<string> {
      requireMember(token, language);
      if (!config.google) throw notFound(notConfigured[language]);
      const { card, common } = await cardOf(token, spdc, language);
      return googleWalletSaveUrl(
        { card, objectSuffix: passIdOf(token, spdc), origin: siteOriginOf(token.partner), labels: { customerService: common.customerService } },
        config.google,
      );
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
