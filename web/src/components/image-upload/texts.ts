import type { WidgetTexts } from '../useWidgetTexts.js';

const de = {
  locale: 'de-DE',
  defaultLabel: 'Bilder',
  add: 'Bild hinzufügen',
  hint: (max: number) => (max === 1 ? 'Ein Bild im Format PNG, GIF oder JPEG.' : `Höchstens ${max} Bilder im Format PNG, GIF oder JPEG.`),
  count: (count: number, max: number) => (max === 1 ? '' : `${count} von ${max} Bildern`),
  imageAlt: (n: number) => `Bild ${n}`,
  openLabel: (n: number) => `Bild ${n} groß anzeigen`,
  viewerTitle: (n: number, count: number) => `Bild ${n} von ${count}`,
  previous: 'Vorheriges Bild',
  next: 'Nächstes Bild',
  close: 'Schließen',
  remove: 'Entfernen',
  removeLabel: (n: number) => `Bild ${n} entfernen`,
  uploading: 'Bild wird hochgeladen …',
  wrongType: 'Es können nur Bilder im Format PNG, GIF oder JPEG hochgeladen werden.',
  tooMany: (max: number) =>
    max === 1 ? 'Es kann nur ein Bild hochgeladen werden.' : `Es können höchstens ${max} Bilder hochgeladen werden.`,
  failed: 'Das Bild konnte nicht hochgeladen werden.',
};

export const IMAGE_UPLOAD_TEXTS: WidgetTexts<typeof de> = {
  de,
  en: {
    locale: 'en-GB',
    defaultLabel: 'Images',
    add: 'Add image',
    hint: (max) => (max === 1 ? 'One image in PNG, GIF or JPEG format.' : `At most ${max} images in PNG, GIF or JPEG format.`),
    count: (count, max) => (max === 1 ? '' : `${count} of ${max} images`),
    imageAlt: (n) => `Image ${n}`,
    openLabel: (n) => `Show image ${n} full size`,
    viewerTitle: (n, count) => `Image ${n} of ${count}`,
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close',
    remove: 'Remove',
    removeLabel: (n) => `Remove image ${n}`,
    uploading: 'Uploading image …',
    wrongType: 'Only PNG, GIF or JPEG images can be uploaded.',
    tooMany: (max) => (max === 1 ? 'Only one image can be uploaded.' : `At most ${max} images can be uploaded.`),
    failed: 'The image could not be uploaded.',
  },
};
