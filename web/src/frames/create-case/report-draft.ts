import type { PUBLIC_DESCRIPTION_MAX, PUBLIC_PHOTOS_MAX, PublicCaseCreate, PublicCategory } from '@contracts/public.js';
import type { LatLng } from '../../components/map/geo.js';

/**
 * The report limits of the contract. Typed as the contract's constants, so a change there fails the type
 * check here, without loading the schema library into the frames' first script.
 */
export const DESCRIPTION_MAX: typeof PUBLIC_DESCRIPTION_MAX = 250;
export const PHOTOS_MAX: typeof PUBLIC_PHOTOS_MAX = 3;

export const STEPS = [1, 2, 3, 4] as const;
export type Step = (typeof STEPS)[number];

/**
 * What the citizen has entered so far; kept in session storage so a reload loses nothing
 * (docs/product/frames-and-open311.md#the-report-form).
 */
export interface ReportDraft {
  step: Step;
  location: LatLng | null;
  category: PublicCategory | null;
  photos: string[];
  description: string;
  email: string;
  terms: boolean;
  privacy: boolean;
}

export const EMPTY_DRAFT: ReportDraft = {
  step: 1,
  location: null,
  category: null,
  photos: [],
  description: '',
  email: '',
  terms: false,
  privacy: false,
};

/** May the wizard go on from this step? 1 needs the marker, 2 a category; photos are optional. */
export function stepComplete(draft: ReportDraft, step: Step): boolean {
  if (step === 1) return draft.location !== null;
  if (step === 2) return draft.category !== null;
  return true;
}

/**
 * Send is enabled once both terms and privacy policy are accepted (docs/product/frames-and-open311.md#the-report-form).
 */
export const consentGiven = (draft: ReportDraft): boolean => draft.terms && draft.privacy;

export type DescriptionProblem = 'missing' | 'tooLong' | null;

export function descriptionProblem(description: string): DescriptionProblem {
  if (description.length > DESCRIPTION_MAX) return 'tooLong';
  if (description.trim() === '') return 'missing';
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * An e-mail is optional; if given it must be valid ("E-Mail muss entweder gültig oder leer sein.":
 * docs/product/frames-and-open311.md#report-validation-rules).
 */
export const emailAcceptable = (email: string): boolean => email.trim() === '' || EMAIL.test(email.trim());

/** The report as the server takes it: the category by id (a fallback category by name), no e-mail as null. */
export function toReport(draft: ReportDraft): PublicCaseCreate {
  if (!draft.location || !draft.category) throw new Error('a report needs a place and a category');
  const email = draft.email.trim();
  return {
    description: draft.description.trim(),
    photos: draft.photos,
    category: draft.category.id ?? draft.category.name,
    latitude: draft.location.latitude,
    longitude: draft.location.longitude,
    email: email === '' ? null : email,
  };
}

/** The first step whose requirements are missing, so a restored draft never opens past them. */
function reachableStep(draft: ReportDraft): Step {
  return STEPS.find((step) => step < draft.step && !stepComplete(draft, step)) ?? draft.step;
}

const isPoint = (value: unknown): value is LatLng =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as LatLng).latitude) &&
  Number.isFinite((value as LatLng).longitude);

const isCategory = (value: unknown): value is PublicCategory =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PublicCategory).name === 'string' &&
  ((value as PublicCategory).id === null || Number.isInteger((value as PublicCategory).id));

/** Reads a stored draft field by field: anything stored by an older version or by hand falls back to empty. */
export function parseDraft(text: string | null): ReportDraft {
  if (!text) return EMPTY_DRAFT;
  let raw: Partial<Record<keyof ReportDraft, unknown>>;
  try {
    raw = JSON.parse(text) as typeof raw;
  } catch {
    return EMPTY_DRAFT;
  }
  if (typeof raw !== 'object' || raw === null) return EMPTY_DRAFT;
  const draft: ReportDraft = {
    step: STEPS.includes(raw.step as Step) ? (raw.step as Step) : 1,
    location: isPoint(raw.location) ? { latitude: raw.location.latitude, longitude: raw.location.longitude } : null,
    category: isCategory(raw.category) ? { id: raw.category.id, name: raw.category.name } : null,
    photos: Array.isArray(raw.photos) ? raw.photos.filter((name): name is string => typeof name === 'string').slice(0, PHOTOS_MAX) : [],
    description: typeof raw.description === 'string' ? raw.description : '',
    email: typeof raw.email === 'string' ? raw.email : '',
    terms: raw.terms === true,
    privacy: raw.privacy === true,
  };
  return { ...draft, step: reachableStep(draft) };
}

/** One draft per API key: a page that embeds two municipalities' frames keeps them apart. */
export const draftStorageKey = (apiKey: string) => `bp.frame.report.${apiKey}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const loadDraft = (apiKey: string): ReportDraft => parseDraft(storage()?.getItem(draftStorageKey(apiKey)) ?? null);

export function saveDraft(apiKey: string, draft: ReportDraft): void {
  try {
    storage()?.setItem(draftStorageKey(apiKey), JSON.stringify(draft));
  } catch {
    // a full or refused storage only costs the reload safety
  }
}

export const clearDraft = (apiKey: string): void => storage()?.removeItem(draftStorageKey(apiKey));
