import { INFO_VALIDATION_MESSAGES, type InfoSave, type InfoType } from '@contracts/info.js';
import { badRequest } from '../../../platform/errors.js';
import { sanitizeRichText } from '../../../platform/rich-text.js';
import { parsePoints } from './map-data.js';

export const INFO_MESSAGES = {
  eventEndBeforeStart: 'Das Ende der Veranstaltung darf nicht vor ihrem Beginn liegen.',
  categoryOfOtherTenant: 'Die Kategorie gehört nicht zum gewählten Mandanten.',
  surveyOfOtherTenant: 'Die Umfrage gehört nicht zum gewählten Mandanten.',
  titleImageUnknown: 'Das Titelbild wurde nicht gefunden. Bitte laden Sie es erneut hoch.',
  titleImageInternal: 'Als Titelbild kann nur ein öffentliches Bild verwendet werden.',
  alreadyDraft: 'Die Bürgerinformation ist bereits ein Entwurf.',
  created: 'Die Bürgerinformation wurde erstellt und veröffentlicht.',
  createdForReview: 'Die Bürgerinformation wurde erstellt und die Freigabe wurde angefragt.',
  savedAsDraft: 'Die Bürgerinformation wurde als Entwurf gespeichert.',
  updated: 'Die Bürgerinformation wurde bearbeitet.',
  updatedForReview: 'Die Bürgerinformation wurde bearbeitet und die Freigabe wurde angefragt.',
  unpublished: "Die Bürgerinformation wurde auf den Status 'Entwurf' zurückgesetzt.",
  deleted: (headline: string) => `Die Bürgerinformation "${headline}" wurde gelöscht`,
};

/** The form after the checks: only the data of its type are kept. */
export interface InfoForm {
  headline: string;
  description: string;
  titleImage: string | null;
  type: InfoType;
  categoryId: number;
  surveyId: number | null;
  place: string | null;
  eventStart: string | null;
  eventEnd: string | null;
  mapLines: string | null;
  mapAreas: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The position of one of the ten checks (docs/product/citizen-information.md#validation-order) in INFO_VALIDATION_MESSAGES. */
type InfoCheck = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
const invalid = (check: InfoCheck) => badRequest(INFO_VALIDATION_MESSAGES[check], 'INFO_VALIDATION');
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** An ISO date-time; anything unreadable counts as missing. */
function dateOrNull(value: string | null | undefined): string | null {
  const time = value?.trim() ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * The ten checks of docs/product/citizen-information.md#validation-order in their order, then the event's order of
 * dates. `tenantMissing` says whether a cross-tenant user left the tenant empty (the tenant itself is checked by the
 * caller).
 */
export function validateInfo(body: InfoSave, tenantMissing: boolean): InfoForm {
  const headline = blankToNull(body.headline);
  if (!headline) throw invalid(0);
  const categoryId = body.categoryId ?? null;
  if (categoryId === null) throw invalid(1);
  const type = body.type ?? null;
  const surveyId = type === 'SURVEY' ? (body.surveyId ?? null) : null;
  if (type === 'SURVEY' && surveyId === null) throw invalid(2);
  const isEvent = type === 'EVENT';
  const eventStart = isEvent ? dateOrNull(body.eventStart) : null;
  const eventEnd = isEvent ? dateOrNull(body.eventEnd) : null;
  if (isEvent && (!eventStart || !eventEnd)) throw invalid(3);
  if (type === null) throw invalid(4);
  const description = sanitizeRichText(body.description);
  if (!description) throw invalid(5);
  const line = type === 'MAP_LINE' ? parsePoints(body.mapLines) : [];
  if (type === 'MAP_LINE' && line.length < 2) throw invalid(6);
  const area = type === 'MAP_AREA' ? parsePoints(body.mapAreas) : [];
  if (type === 'MAP_AREA' && area.length < 3) throw invalid(7);
  const titleImage = blankToNull(body.titleImage);
  if (type === 'TEXT' && !titleImage) throw invalid(8);
  if (tenantMissing) throw invalid(9);
  if (eventStart && eventEnd && eventEnd < eventStart) throw badRequest(INFO_MESSAGES.eventEndBeforeStart, 'EVENT_END_BEFORE_START');

  const marker = type !== 'MAP_LINE' && type !== 'MAP_AREA' && body.latitude != null && body.longitude != null;
  return {
    headline,
    description,
    titleImage,
    type,
    categoryId,
    surveyId,
    place: blankToNull(body.place),
    eventStart,
    eventEnd,
    mapLines: line.length > 0 ? JSON.stringify(line) : null,
    mapAreas: area.length > 0 ? JSON.stringify(area) : null,
    latitude: marker ? body.latitude! : null,
    longitude: marker ? body.longitude! : null,
  };
}
