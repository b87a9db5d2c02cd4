import type { Promotion, PromotionSave } from '@contracts/promotion.js';
import { berlinDateTime, parseBerlinDateTime } from '../../components/berlin-time.js';
import type { LatLng } from '../../components/map/geo.js';
import { MIN_POINTS } from '../../components/map/points.js';
import type { MessageKey } from '../../i18n/de.js';

/** The promotion form's state: dates as typed (yyyy.MM.dd HH:mm, 24 h, Europe/Berlin), the boundary as points. */
export interface PromotionFormValues {
  name: string;
  start: string;
  end: string;
  allowAlreadyRegisteredDevices: boolean;
  boundaries: LatLng[];
}

export type PromotionField = 'name' | 'start' | 'end' | 'boundaries';

export interface PromotionProblem {
  field: PromotionField;
  messageKey: MessageKey;
}

export function initialValues(saved: Promotion | null): PromotionFormValues {
  if (!saved) return { name: '', start: '', end: '', allowAlreadyRegisteredDevices: false, boundaries: [] };
  return {
    name: saved.name,
    start: berlinDateTime(saved.startDate),
    end: berlinDateTime(saved.endDate),
    allowAlreadyRegisteredDevices: saved.allowAlreadyRegisteredDevices,
    boundaries: saved.boundariesArray,
  };
}

/**
 * The checks of docs/product/super-admin.md#promotion-validation-rules in their order; the first failing one is shown.
 * A date that cannot be read counts as missing (as on the server).
 */
export function validatePromotion(values: PromotionFormValues): PromotionProblem | null {
  if (!values.name.trim()) return { field: 'name', messageKey: 'promotions.validation.name' };
  if (!parseBerlinDateTime(values.start)) return { field: 'start', messageKey: 'promotions.validation.start' };
  if (!parseBerlinDateTime(values.end)) return { field: 'end', messageKey: 'promotions.validation.end' };
  if (values.boundaries.length < MIN_POINTS.area) return { field: 'boundaries', messageKey: 'promotions.validation.boundaries' };
  return null;
}

/** The body of POST and PUT /api/promotion (latitude and longitude the server takes from the first point). */
export function promotionPayload(values: PromotionFormValues): PromotionSave {
  return {
    name: values.name.trim(),
    startDate: parseBerlinDateTime(values.start),
    endDate: parseBerlinDateTime(values.end),
    allowAlreadyRegisteredDevices: values.allowAlreadyRegisteredDevices,
    boundaries: JSON.stringify(values.boundaries),
  };
}

const FIELD_OF_CODE: Record<string, PromotionField> = {
  NAME_MISSING: 'name',
  START_DATE_MISSING: 'start',
  END_DATE_MISSING: 'end',
  END_BEFORE_START: 'end',
  BOUNDARIES_MISSING: 'boundaries',
  INVALID_BOUNDARIES: 'boundaries',
};

/** The field a refusal of the server is about (its message is shown as it is). */
export const fieldOfCode = (code: string | null): PromotionField | null => (code ? (FIELD_OF_CODE[code] ?? null) : null);
