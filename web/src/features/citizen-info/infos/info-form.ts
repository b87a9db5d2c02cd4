import { INFO_VALIDATION_MESSAGES, type Info, type InfoSave, type InfoStatus, type InfoType } from '@contracts/info.js';
import { berlinDateTime, parseBerlinDateTime } from '../../../components/berlin-time.js';
import type { LatLng } from '../../../components/map/geo.js';
import { MIN_POINTS } from '../../../components/map/points.js';
import type { MessageKey } from '../../../i18n/de.js';
import type { Choice } from '../shared/choice.js';

/** A new event ends 365 days after its start (docs/product/citizen-information.md#types). */
export const DEFAULT_EVENT_DAYS = 365;

/** What the citizen information form edits; dates as typed (yyyy.MM.dd HH:mm, 24 h, Europe/Berlin). */
export interface InfoFormValues {
  headline: string;
  tenant: Choice | null;
  type: InfoType | null;
  eventStart: string;
  eventEnd: string;
  place: string;
  categoryId: number | null;
  surveyId: number | null;
  /** HTML of the editor, '' when empty */
  description: string;
  /** the title image's stored name (at most one) */
  titleImages: string[];
  /** MAP_LINE */
  line: LatLng[];
  /** MAP_AREA */
  area: LatLng[];
  /** the single marker of the other types */
  marker: LatLng | null;
}

export type InfoField =
  | 'headline'
  | 'category'
  | 'survey'
  | 'eventStart'
  | 'eventEnd'
  | 'type'
  | 'description'
  | 'map'
  | 'titleImage'
  | 'tenant';

export interface InfoProblem {
  messageKey: MessageKey;
  field: InfoField;
}

/** Stored map data ([[lat, lng], ...] as JSON text) as points; anything unreadable counts as none. */
export function parsePoints(json: string | null): LatLng[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((point): point is [number, number] => Array.isArray(point) && typeof point[0] === 'number' && typeof point[1] === 'number')
      .map(([latitude, longitude]) => ({ latitude, longitude }));
  } catch {
    return [];
  }
}

const pointsJson = (points: readonly LatLng[]) => JSON.stringify(points.map((point) => [point.latitude, point.longitude]));

export function initialInfoValues(saved: Info | null, ownTenant: Choice | null): InfoFormValues {
  if (!saved) {
    return {
      headline: '',
      tenant: ownTenant,
      type: null,
      eventStart: '',
      eventEnd: '',
      place: '',
      categoryId: null,
      surveyId: null,
      description: '',
      titleImages: [],
      line: [],
      area: [],
      marker: null,
    };
  }
  return {
    headline: saved.headline,
    tenant: { id: saved.tenant.id, name: saved.tenant.name },
    type: saved.type,
    eventStart: saved.eventStart ? berlinDateTime(saved.eventStart) : '',
    eventEnd: saved.eventEnd ? berlinDateTime(saved.eventEnd) : '',
    place: saved.place ?? '',
    categoryId: saved.categoryId,
    surveyId: saved.surveyId,
    description: saved.description,
    titleImages: saved.titleImage ? [saved.titleImage] : [],
    line: parsePoints(saved.mapLines),
    area: parsePoints(saved.mapAreas),
    marker: saved.latitude !== null && saved.longitude !== null ? { latitude: saved.latitude, longitude: saved.longitude } : null,
  };
}

/**
 * Another type (docs/product/citizen-information.md#types): MAP_AREA clears the line and the marker, MAP_LINE the area
 * and the marker, every other type the line and the area. An event without dates starts now (seconds zeroed) and ends
 * 365 days later at the same time of day.
 */
export function withType(values: InfoFormValues, type: InfoType | null, now: number = Date.now()): InfoFormValues {
  if (type === values.type) return values;
  const cleared =
    type === 'MAP_AREA' ? { line: [], marker: null } : type === 'MAP_LINE' ? { area: [], marker: null } : { line: [], area: [] };
  const next = { ...values, ...cleared, type };
  if (type !== 'EVENT' || next.eventStart) return next;
  return { ...next, eventStart: berlinDateTime(now), eventEnd: next.eventEnd || berlinDateTime(now, DEFAULT_EVENT_DAYS) };
}

/** A new start; an empty end follows it at the default distance once the start is a date. */
export function withEventStart(values: InfoFormValues, eventStart: string): InfoFormValues {
  const start = parseBerlinDateTime(eventStart);
  return { ...values, eventStart, eventEnd: values.eventEnd || (start ? berlinDateTime(start, DEFAULT_EVENT_DAYS) : '') };
}

/**
 * Another tenant: its categories and surveys differ, so the ones chosen for the old tenant go. Emptying the
 * field keeps them (the pickers keep the last tenant's lists); saving then asks for a tenant (rule 10).
 */
export const withTenant = (values: InfoFormValues, tenant: Choice | null): InfoFormValues =>
  tenant === null || tenant.id === values.tenant?.id ? { ...values, tenant } : { ...values, tenant, categoryId: null, surveyId: null };

/** Rich text without any text or image, such as "<p><br></p>", is empty. */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

/**
 * The ten checks of docs/product/citizen-information.md#validation-order in their order; the first failing one is
 * shown. The tenant is checked only where it can be picked (TENANT_INDEPENDENCE).
 */
export function validateInfo(values: InfoFormValues, independent: boolean): InfoProblem | null {
  const { type } = values;
  if (!values.headline.trim()) return { messageKey: 'citizenInfo.validation.headline', field: 'headline' };
  if (values.categoryId === null) return { messageKey: 'citizenInfo.validation.category', field: 'category' };
  if (type === 'SURVEY' && values.surveyId === null) return { messageKey: 'citizenInfo.validation.survey', field: 'survey' };
  if (type === 'EVENT' && (!parseBerlinDateTime(values.eventStart) || !parseBerlinDateTime(values.eventEnd))) {
    return { messageKey: 'citizenInfo.validation.eventDates', field: parseBerlinDateTime(values.eventStart) ? 'eventEnd' : 'eventStart' };
  }
  if (type === null) return { messageKey: 'citizenInfo.validation.type', field: 'type' };
  if (isBlankHtml(values.description)) return { messageKey: 'citizenInfo.validation.description', field: 'description' };
  if (type === 'MAP_LINE' && values.line.length < MIN_POINTS.line) return { messageKey: 'citizenInfo.validation.line', field: 'map' };
  if (type === 'MAP_AREA' && values.area.length < MIN_POINTS.area) return { messageKey: 'citizenInfo.validation.area', field: 'map' };
  if (type === 'TEXT' && values.titleImages.length === 0) return { messageKey: 'citizenInfo.validation.titleImage', field: 'titleImage' };
  if (independent && values.tenant === null) return { messageKey: 'citizenInfo.validation.tenant', field: 'tenant' };
  return null;
}

/**
 * The body of POST and PUT (docs/product/citizen-information.md#saving-and-publishing): categoryId, surveyId (SURVEY
 * only), tenantId (where it can be picked), both map lists as JSON text, the event dates only for EVENT, an empty title
 * image list as null.
 */
export function infoPayload(values: InfoFormValues, status: InfoStatus, independent: boolean): InfoSave {
  const { type } = values;
  return {
    headline: values.headline.trim(),
    description: values.description,
    titleImage: values.titleImages[0] ?? null,
    type,
    status,
    categoryId: values.categoryId,
    ...(type === 'SURVEY' ? { surveyId: values.surveyId } : {}),
    ...(independent && values.tenant ? { tenantId: values.tenant.id } : {}),
    place: values.place.trim() || null,
    ...(type === 'EVENT' ? { eventStart: parseBerlinDateTime(values.eventStart), eventEnd: parseBerlinDateTime(values.eventEnd) } : {}),
    mapLines: pointsJson(values.line),
    mapAreas: pointsJson(values.area),
    latitude: values.marker?.latitude ?? null,
    longitude: values.marker?.longitude ?? null,
  };
}

/** A field for each of the messages (the type counts them). */
type FieldPerMessage<Messages extends readonly string[]> = { readonly [K in keyof Messages]: InfoField };

/** The field of each validation message, in the messages' order. */
const VALIDATION_FIELDS: FieldPerMessage<typeof INFO_VALIDATION_MESSAGES> = [
  'headline',
  'category',
  'survey',
  'eventStart',
  'type',
  'description',
  'map',
  'map',
  'titleImage',
  'tenant',
];

const FIELD_OF_CODE: Record<string, InfoField> = {
  MAP_DATA_INVALID: 'map',
  EVENT_END_BEFORE_START: 'eventEnd',
  CATEGORY_OF_OTHER_TENANT: 'category',
  SURVEY_OF_OTHER_TENANT: 'survey',
  TITLE_IMAGE_UNKNOWN: 'titleImage',
  TITLE_IMAGE_INTERNAL: 'titleImage',
  MODULE_MISSING: 'tenant',
  VARIABLE_RIGHT_MISSING: 'category',
};

/** The field a refusal of the server is about: one of the ten checks by its message, the others by code. */
export function infoFieldOfError(code: string | null, message: string): InfoField | null {
  if (code === 'INFO_VALIDATION') {
    const index = (INFO_VALIDATION_MESSAGES as readonly string[]).indexOf(message);
    return VALIDATION_FIELDS[index] ?? null;
  }
  return code ? (FIELD_OF_CODE[code] ?? null) : null;
}

/** Which save buttons the form offers (docs/product/citizen-information.md#status-of-an-item). */
export function saveActions(original: InfoStatus | null, canApprove: boolean): { publishLabel: MessageKey; draft: boolean } {
  return {
    /** 'Speichern und veröffentlichen' with APPROVE on the category, else 'Speichern und Freigabe anfragen'; both send PUBLISHED */
    publishLabel: canApprove ? 'citizenInfo.form.publish' : 'citizenInfo.form.requestApproval',
    /** 'Als Entwurf speichern': a new item or a draft */
    draft: original === null || original === 'DRAFT',
  };
}
