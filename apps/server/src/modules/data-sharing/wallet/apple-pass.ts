// The ID card as an Apple Wallet pass (.pkpass), made with passkit-generator:
// a generic pass with the member's name, member ID, group, plan and the
// customer-service phone, in the brand's colours, and a QR code carrying the
// same text as the PDF card's QR. Signed (PKCS#7, detached, over
// manifest.json) with the configured pass certificate.
import { PKPass } from 'passkit-generator';
import type { IdCardData } from '../../../documents/id-card-data.ts';
import type { PdfColor } from '../../../documents/pdf/colors.ts';
import type { AppleWalletConfig } from './wallet-config.ts';
import { solidPng } from './brand-png.ts';

const byte = (channel: number) => Math.round(channel * 255);
const rgb = (color: PdfColor) => `rgb(${byte(color.r)}, ${byte(color.g)}, ${byte(color.b)})`;

export interface ApplePassInput {
  card: IdCardData;
  /** Stable per member and coverage line: the same card replaces itself in Wallet. */
  serialNumber: string;
  labels: { memberId: string; member: string; customerService: string };
}

export function buildApplePass({ card, serialNumber, labels }: ApplePassInput, config: AppleWalletConfig): Buffer {
  const { colors } = card.brand;
  const color = { r: byte(colors.brand.r), g: byte(colors.brand.g), b: byte(colors.brand.b) };
  const pass = new PKPass(
    {
      'icon.png': solidPng(29, color),
      'icon@2x.png': solidPng(58, color),
      'icon@3x.png': solidPng(87, color),
      'logo.png': solidPng(50, color),
      'logo@2x.png': solidPng(100, color),
    },
    config.certificates,
    {
      formatVersion: 1,
      passTypeIdentifier: config.passTypeIdentifier,
      teamIdentifier: config.teamIdentifier,
      serialNumber,
      organizationName: card.brand.legalName,
      description: `${card.brand.name} ${card.title}`,
      logoText: card.brand.name,
      backgroundColor: rgb(colors.brand),
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: 'rgb(255, 255, 255)',
      sharingProhibited: true,
    },
  );
  pass.type = 'generic';
  const [memberIdField, ...otherFields] = card.fields;
  pass.headerFields.push({ key: 'title', label: card.brand.name, value: card.title });
  pass.primaryFields.push({ key: 'member', label: labels.member, value: card.memberName });
  pass.secondaryFields.push(
    { key: 'memberId', label: memberIdField?.[0] ?? labels.memberId, value: memberIdField?.[1] ?? '' },
    ...otherFields.slice(0, 1).map(([label, value], index) => ({ key: `field${index}`, label, value })),
  );
  pass.auxiliaryFields.push(...otherFields.slice(1, 3).map(([label, value], index) => ({ key: `aux${index}`, label, value })));
  pass.backFields.push(
    { key: 'customerService', label: labels.customerService, value: `${card.customerServicePhone}\n${card.customerServiceHours}` },
    { key: 'claimsAddress', label: card.claimsAddress.name, value: card.claimsAddress.lines.join('\n') },
    ...card.fields.map(([label, value], index) => ({ key: `back${index}`, label, value })),
  );
  pass.setBarcodes({ format: 'PKBarcodeFormatQR', message: card.qrText, messageEncoding: 'iso-8859-1', altText: memberIdField?.[1] ?? '' });
  return pass.getAsBuffer();
}
