// The ID card as a Google Wallet generic pass: a "Save to Google Wallet" link
// carrying a JWT signed (RS256) with the issuer's service-account key, holding
// the generic class and object (name, member ID, group, plan, customer
// service, brand colour, and a QR code with the PDF card's QR text).
import { importPKCS8, SignJWT } from 'jose';
import type { IdCardData } from '../../../documents/id-card-data.ts';
import type { PdfColor } from '../../../documents/pdf/colors.ts';
import type { GoogleWalletConfig } from './wallet-config.ts';

const hex = (color: PdfColor) => `#${[color.r, color.g, color.b].map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
const idPart = (text: string) => text.replace(/[^\w.-]/g, '_');

export interface GooglePassInput {
  card: IdCardData;
  /** Stable per member and coverage line. */
  objectSuffix: string;
  /** The site the link is shown on (the JWT's origins). */
  origin: string;
  labels: { customerService: string };
}

export const googleSaveUrlPrefix = 'https://pay.google.com/gp/v/save/';

export async function googleWalletSaveUrl({ card, objectSuffix, origin, labels }: GooglePassInput, config: GoogleWalletConfig, now = new Date()): Promise<string> {
  const classId = `${config.issuerId}.${idPart(`${card.brand.partner}-id-card`)}`;
  const [memberIdField] = card.fields;
  const genericObject = {
    id: `${config.issuerId}.${idPart(objectSuffix)}`,
    classId,
    state: 'ACTIVE',
    cardTitle: { defaultValue: { language: 'en-US', value: `${card.brand.name} ${card.title}` } },
    header: { defaultValue: { language: 'en-US', value: card.memberName } },
    subheader: { defaultValue: { language: 'en-US', value: memberIdField ? `${memberIdField[0]}: ${memberIdField[1]}` : card.title } },
    hexBackgroundColor: hex(card.brand.colors.brand),
    textModulesData: [
      ...card.fields.map(([header, body], index) => ({ id: `field${index}`, header, body })),
      { id: 'customerService', header: labels.customerService, body: `${card.customerServicePhone} (${card.customerServiceHours})` },
    ],
    barcode: { type: 'QR_CODE', value: card.qrText, alternateText: memberIdField?.[1] ?? '' },
  };
  const key = await importPKCS8(config.privateKey, 'RS256');
  const jwt = await new SignJWT({
    origins: [origin],
    typ: 'savetowallet',
    payload: { genericClasses: [{ id: classId }], genericObjects: [genericObject] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key);
  return `${googleSaveUrlPrefix}${jwt}`;
}
