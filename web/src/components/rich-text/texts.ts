import type { WidgetTexts } from '../useWidgetTexts.js';

const de = {
  toolbar: 'Formatierung',
  heading: 'Überschrift',
  headingLevel: (level: number) => `Überschrift ${level}`,
  normal: 'Normaler Text',
  bold: 'Fett',
  italic: 'Kursiv',
  underline: 'Unterstrichen',
  strike: 'Durchgestrichen',
  ordered: 'Nummerierte Liste',
  bullet: 'Aufzählung',
  link: 'Link',
  image: 'Bild einfügen',
  linkAddress: 'Link-Adresse',
  visitLink: 'Link öffnen:',
  enterLink: 'Link eingeben:',
  edit: 'Bearbeiten',
  save: 'Speichern',
  remove: 'Entfernen',
  imageAlt: 'Bild',
  uploading: 'Bild wird hochgeladen …',
};

export const RICH_TEXT_TEXTS: WidgetTexts<typeof de> = {
  de,
  en: {
    toolbar: 'Formatting',
    heading: 'Heading',
    headingLevel: (level) => `Heading ${level}`,
    normal: 'Normal text',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'Strikethrough',
    ordered: 'Numbered list',
    bullet: 'Bulleted list',
    link: 'Link',
    image: 'Insert image',
    linkAddress: 'Link address',
    visitLink: 'Open link:',
    enterLink: 'Enter link:',
    edit: 'Edit',
    save: 'Save',
    remove: 'Remove',
    imageAlt: 'Image',
    uploading: 'Uploading image …',
  },
};

export type RichTextTexts = typeof de;
