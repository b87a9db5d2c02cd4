import type { MessageKey } from '../../i18n/de.js';

/**
 * The sections of the survey page in page order: the id of each card's heading and its title, which is also
 * the card's entry under "Auf dieser Seite". The area on the map sits beside the survey card (below it on a
 * narrow screen), so the survey's entry leads there too.
 */
export const SURVEY_SECTIONS = {
  survey: { id: 'survey-basic', label: 'surveys.form.card' },
  questions: { id: 'survey-questions', label: 'surveys.form.questions' },
  results: { id: 'survey-results', label: 'surveys.results.title' },
} as const satisfies Record<string, { id: string; label: MessageKey }>;
