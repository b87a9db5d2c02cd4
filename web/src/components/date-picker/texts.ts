import type { WidgetTexts } from '../useWidgetTexts.js';

/** The date pickers' texts; month and weekday names come from Intl in `locale`. */
const de = {
  locale: 'de-DE',
  /** the button beside the field, and the dialog it opens */
  chooseDate: (label: string) => `${label}: Datum wählen`,
  chooseDateTime: (label: string) => `${label}: Datum und Uhrzeit wählen`,
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  keys: 'Pfeiltasten: Tag, Bild auf/ab: Monat, Pos1/Ende: Woche, Eingabe: wählen, Esc: schließen.',
  time: 'Uhrzeit (24 Stunden)',
  hour: 'Stunde',
  minute: 'Minute',
  /** the buttons that clear the field and confirm the choice */
  clear: 'Leeren',
  ok: 'OK',
};

export const DATE_PICKER_TEXTS: WidgetTexts<typeof de> = {
  de,
  en: {
    locale: 'en-GB',
    chooseDate: (label) => `${label}: choose a date`,
    chooseDateTime: (label) => `${label}: choose date and time`,
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    keys: 'Arrows: day, Page Up/Down: month, Home/End: week, Enter: pick, Esc: close.',
    time: 'Time (24 hours)',
    hour: 'Hour',
    minute: 'Minute',
    clear: 'Clear',
    ok: 'OK',
  },
};
