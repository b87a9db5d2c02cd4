import type { WidgetTexts } from '../useWidgetTexts.js';

const de = {
  locale: 'de-DE',
  showTable: 'Zahlen als Tabelle anzeigen',
};

export const CHART_TEXTS: WidgetTexts<typeof de> = {
  de,
  en: {
    locale: 'en-GB',
    showTable: 'Show the figures as a table',
  },
};
