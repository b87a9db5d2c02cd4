import QRCode from 'qrcode';

/** The QR code (docs/product/citizen-information.md#qr-code-and-public-page): 200 px, black on white. */
export const QR_SIZE = 200;

/** A PNG of the QR code for a text (the public page of an item). */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: 'png',
    width: QR_SIZE,
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
}
