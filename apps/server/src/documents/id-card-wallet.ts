// The desktop ID card (§7 members/idcard/desktop): a letter page with the
// card's front and back side by side at wallet size (CR80, 3.375 × 2.125 in)
// to cut out and fold, and the same details in large print below.
import type { IdCardData } from './id-card-data.ts';
import { mutedColor, whiteColor } from './pdf/colors.ts';
import { DocumentWriter } from './pdf/document-writer.ts';
import { drawQrCode } from './pdf/qr-code.ts';
import type { TextPainter } from './pdf/text-painter.ts';
import type { DocumentTexts } from './texts.ts';
import type { DocumentLanguage } from './types.ts';

/** CR80 card in points (72 per inch). */
const card = { width: 243, height: 153 };
const inset = 10;

function drawFront(painter: TextPainter, data: IdCardData, texts: DocumentTexts, x: number, y: number): void {
  const { canvas } = painter;
  const { colors } = data.brand;
  const top = y + card.height;
  canvas.fillRect(x, y, card.width, card.height, whiteColor);
  canvas.fillRect(x, top - 30, card.width, 30, colors.brand);
  canvas.fillRect(x, top - 32, card.width, 2, colors.accent);
  painter.text(data.brand.name, x + inset, top - 20, { size: 14, bold: true, color: whiteColor });
  painter.text(data.title, x + card.width - inset, top - 18, { size: 7.5, bold: true, color: whiteColor }, 'right');

  painter.text(painter.fit(data.memberName, card.width - 2 * inset, { size: 11, bold: true }), x + inset, top - 48, { size: 11, bold: true });
  const columnWidth = (card.width - 2 * inset) / 2;
  data.fields.slice(0, 6).forEach(([label, value], index) => {
    const cellX = x + inset + (index % 2) * columnWidth;
    const cellY = top - 66 - Math.floor(index / 2) * 21;
    painter.text(label, cellX, cellY, { size: 5.5, bold: true, color: mutedColor });
    painter.text(painter.fit(value, columnWidth - 6, { size: 8 }), cellX, cellY - 9, { size: 8 });
  });

  canvas.fillRect(x, y, card.width, 16, colors.surfaceAlt);
  painter.text(`${texts.common.customerService} ${data.customerServicePhone}`, x + inset, y + 5, {
    size: 7,
    bold: true,
    color: colors.brand,
  });
  if (data.coverageEndDate) {
    const ended = `${texts.idCard.coverageEnded} ${data.coverageEndDate}`;
    painter.text(ended, x + card.width - inset, y + 5, { size: 6.5, bold: true, color: colors.accent }, 'right');
  }
}

function drawBack(painter: TextPainter, data: IdCardData, texts: DocumentTexts, x: number, y: number): void {
  const { canvas } = painter;
  const { colors } = data.brand;
  const top = y + card.height;
  const qrSize = 66;
  const qrLeft = x + card.width - inset - qrSize + 4;
  canvas.fillRect(x, y, card.width, card.height, whiteColor);
  canvas.fillRect(x, top - 4, card.width, 4, colors.brand);
  drawQrCode(canvas, data.qrText, { x: qrLeft, y: top - 10 - qrSize, size: qrSize, color: colors.brand });
  painter.text(texts.idCard.scan, qrLeft + qrSize / 2, top - 16 - qrSize, { size: 5, color: mutedColor }, 'center');

  const textWidth = qrLeft - x - inset - 4;
  painter.text(texts.common.customerService, x + inset, top - 17, { size: 5.5, bold: true, color: mutedColor });
  painter.text(data.customerServicePhone, x + inset, top - 28, { size: 10, bold: true, color: colors.brand });
  painter.text(data.customerServiceHours, x + inset, top - 37, { size: 6 });
  painter.text(texts.common.claimsAddress, x + inset, top - 50, { size: 5.5, bold: true, color: mutedColor });
  [data.claimsAddress.name, ...data.claimsAddress.lines].forEach((line, index) => {
    painter.text(line, x + inset, top - 59 - index * 8, { size: 6.5 });
  });
  let baseline = top - 62 - data.claimsAddress.lines.length * 8;
  if (data.coveredPeople.length > 0) {
    painter.text(texts.idCard.covered, x + inset, baseline - 6, { size: 5.5, bold: true, color: mutedColor });
    baseline = painter.paragraph(data.coveredPeople.join(', '), x + inset, baseline - 14, textWidth, { size: 6 });
  }
  const providersTop = Math.min(baseline - 2, y + 34);
  painter.paragraph(texts.idCard.forProviders, x + inset, providersTop, card.width - 2 * inset, { size: 5.5 });
  painter.paragraph(texts.idCard.disclaimer, x + inset, y + 14, card.width - 2 * inset, { size: 5, color: mutedColor });
  painter.text(data.brand.website, x + card.width - inset, y + 4, { size: 5, color: mutedColor }, 'right');
}

export async function buildWalletCardPdf(data: IdCardData, texts: DocumentTexts, language: DocumentLanguage): Promise<Uint8Array> {
  const writer = await DocumentWriter.create({
    brand: data.brand,
    language,
    texts,
    title: data.title,
    customerServicePhone: data.customerServicePhone,
    compressPages: false,
  });
  writer.title(data.title, texts.idCard.instructions);
  writer.block(card.height + 36, (painter, left, top, width) => {
    const { canvas } = painter;
    const cardsLeft = left + (width - 2 * card.width) / 2;
    const cardsBottom = top - 14 - card.height;
    painter.text(texts.idCard.front, cardsLeft, top - 8, { size: 8, bold: true, color: mutedColor });
    painter.text(texts.idCard.back, cardsLeft + card.width, top - 8, { size: 8, bold: true, color: mutedColor });
    drawFront(painter, data, texts, cardsLeft, cardsBottom);
    drawBack(painter, data, texts, cardsLeft + card.width, cardsBottom);
    // Cut line around both faces, fold line between them.
    canvas.strokeRect(cardsLeft, cardsBottom, 2 * card.width, card.height, { color: mutedColor, width: 0.6, dash: [4, 3] });
    const foldX = cardsLeft + card.width;
    canvas.line(foldX, cardsBottom - 6, foldX, cardsBottom + card.height + 6, { color: mutedColor, width: 0.5, dash: [1, 2] });
  });
  writer.fields(
    [
      [texts.common.member, data.memberName],
      ...data.fields,
      [texts.idCard.coverageEnded, data.coverageEndDate],
      [texts.common.customerService, `${data.customerServicePhone} (${data.customerServiceHours})`],
      [texts.common.claimsAddress, [data.claimsAddress.name, ...data.claimsAddress.lines].join(', ')],
      [texts.idCard.covered, data.coveredPeople.join(', ')],
    ],
    2,
  );
  writer.paragraph(texts.idCard.keepWithYou, { size: 9, color: mutedColor });
  return writer.finish();
}
