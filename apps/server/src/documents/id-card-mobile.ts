// The mobile ID card (§7 members/idcard/mobile): one phone-shaped page
// (5 × 8.9 in) in large type, to show at the front desk; the QR code sits in
// the middle where a scanner can reach it.
import type { IdCardData } from './id-card-data.ts';
import { mutedColor, whiteColor } from './pdf/colors.ts';
import { PdfFile } from './pdf/pdf-file.ts';
import { drawQrCode } from './pdf/qr-code.ts';
import { TextPainter } from './pdf/text-painter.ts';
import type { DocumentTexts } from './texts.ts';
import type { DocumentLanguage } from './types.ts';

const phone = { width: 360, height: 640 };
const inset = 24;

export async function buildPhoneCardPdf(data: IdCardData, texts: DocumentTexts, language: DocumentLanguage): Promise<Uint8Array> {
  const file = await PdfFile.create({ brand: data.brand, language, title: data.title, compressPages: false });
  const canvas = file.addPage(phone.width, phone.height);
  const painter = new TextPainter(file.fonts, canvas);
  const { colors } = data.brand;
  const contentWidth = phone.width - 2 * inset;
  const columnWidth = contentWidth / 2;
  let y = phone.height;

  canvas.fillRect(0, y - 72, phone.width, 72, colors.brand);
  canvas.fillRect(0, y - 76, phone.width, 4, colors.accent);
  painter.text(data.brand.name, inset, y - 36, { size: 24, bold: true, color: whiteColor });
  painter.text(data.title, inset, y - 56, { size: 11, bold: true, color: whiteColor });
  y -= 104;

  painter.text(texts.common.member, inset, y, { size: 8, bold: true, color: mutedColor });
  y = painter.paragraph(data.memberName, inset, y - 22, contentWidth, { size: 20, bold: true }) - 4;
  if (data.coverageEndDate) {
    painter.text(`${texts.idCard.coverageEnded} ${data.coverageEndDate}`, inset, y, { size: 11, bold: true, color: colors.accent });
    y -= 20;
  }

  data.fields.forEach(([label, value], index) => {
    const x = inset + (index % 2) * columnWidth;
    const top = y - Math.floor(index / 2) * 36;
    painter.text(label, x, top, { size: 8, bold: true, color: mutedColor });
    painter.text(painter.fit(value, columnWidth - 8, { size: 12 }), x, top - 15, { size: 12 });
  });
  y -= Math.ceil(data.fields.length / 2) * 36 + 2;

  const qrSize = 144;
  drawQrCode(canvas, data.qrText, { x: (phone.width - qrSize) / 2, y: y - qrSize, size: qrSize, color: colors.brand });
  y -= qrSize + 10;
  painter.text(texts.idCard.scan, phone.width / 2, y, { size: 8, color: mutedColor }, 'center');
  y -= 20;

  canvas.fillRect(0, 0, phone.width, y, colors.surfaceAlt);
  y -= 18;
  painter.text(texts.common.customerService, inset, y, { size: 8, bold: true, color: mutedColor });
  painter.text(data.customerServicePhone, inset, y - 18, { size: 15, bold: true, color: colors.brand });
  painter.text(data.customerServiceHours, inset, y - 31, { size: 8.5 });
  const addressX = inset + columnWidth + 8;
  painter.text(texts.common.claimsAddress, addressX, y, { size: 8, bold: true, color: mutedColor });
  [data.claimsAddress.name, ...data.claimsAddress.lines].forEach((line, index) => {
    painter.text(line, addressX, y - 14 - index * 11, { size: 8.5 });
  });
  y -= 22 + (data.claimsAddress.lines.length + 1) * 11;

  if (data.coveredPeople.length > 0) {
    painter.text(texts.idCard.covered, inset, y, { size: 8, bold: true, color: mutedColor });
    painter.paragraph(data.coveredPeople.join(', '), inset, y - 13, contentWidth, { size: 8.5 });
  }
  painter.paragraph(`${texts.idCard.disclaimer} ${data.brand.website}`, inset, 26, contentWidth, { size: 6.5, color: mutedColor });
  return file.save();
}
