import {
  canTransition,
  isDeletableState,
  isOpenState,
  type Case,
  type CaseCreate,
  type CaseStateValue,
  type CaseUpdate,
} from '@contracts/case.js';
import type { Right } from '@contracts/catalog.js';
import { parseBerlinDateTime } from '../../components/berlin-time.js';
import { capturedNumbers } from '../../components/captured-numbers.js';
import { canonicalDateTime } from '../../components/date-picker/values.js';
import type { LatLng } from '../../components/map/geo.js';
import type { MessageKey } from '../../i18n/de.js';

/**
 * Who looks at the case file: the rights and flags that shape it (docs/product/cases.md#rights-that-guard-this-area).
 */
export interface CaseViewer {
  rights: readonly string[];
  superAdmin: boolean;
  superUser: boolean;
}

export const hasRight = (viewer: CaseViewer, right: Right) => viewer.rights.includes(right);

/** The entries of the "Aktionen" menu, in menu order. */
export const CASE_ACTIONS = [
  'reject',
  'finish',
  'reopen',
  'publish',
  'unpublish',
  'sendSummary',
  'pdfSummary',
  'protocol',
  'blockDevice',
  'checkReachability',
  'forward',
  'delete',
] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

/** The state each transition action asks for (docs/product/cases.md#staff-transitions). */
export const TRANSITION_TARGET = { reject: 'REJECTED', finish: 'FINISHED', reopen: 'IN_PROGRESS' } as const satisfies Partial<
  Record<CaseAction, CaseStateValue>
>;
export type TransitionAction = keyof typeof TRANSITION_TARGET;

/**
 * The settings (tenant, category, subcategory, assignee, deadline) are disabled for closed cases (withdrawn,
 * finished, rejected), which the server locks (docs/product/cases.md#settings-of-a-closed-case).
 */
export const settingsLocked = (state: CaseStateValue) => !isOpenState(state);

/**
 * What the menu offers for this case and viewer: the staff transitions of the state machine, then the rights
 * and flags of docs/product/cases.md#rights-that-guard-this-area. Reopening leads back from a closed state; the first
 * step into progress is no menu entry.
 */
export function allowedActions(c: Pick<Case, 'state' | 'publishedOnMap' | 'deviceCreator'>, viewer: CaseViewer): CaseAction[] {
  const allowed: Record<CaseAction, boolean> = {
    reject: canTransition(c.state, TRANSITION_TARGET.reject),
    finish: canTransition(c.state, TRANSITION_TARGET.finish),
    reopen: !isOpenState(c.state) && canTransition(c.state, TRANSITION_TARGET.reopen),
    publish: hasRight(viewer, 'PUBLISH_CASES_TO_MAP') && !c.publishedOnMap,
    unpublish: hasRight(viewer, 'PUBLISH_CASES_TO_MAP') && c.publishedOnMap,
    sendSummary: hasRight(viewer, 'SEND_CASE_SUMMARY'),
    pdfSummary: hasRight(viewer, 'CREATE_CASE_SUMMARY_PDF'),
    protocol: hasRight(viewer, 'VIEW_CASE_PROTOCOL'),
    blockDevice: viewer.superUser && c.deviceCreator !== null,
    checkReachability: viewer.superAdmin,
    forward: viewer.superAdmin,
    delete: hasRight(viewer, 'TENANT_INDEPENDENCE') && isDeletableState(c.state),
  };
  return CASE_ACTIONS.filter((action) => allowed[action]);
}

export interface Choice {
  id: number;
  name: string;
}

/** What the case form edits. */
export interface CaseFormValues {
  description: string;
  photos: string[];
  finalPhotos: string[];
  tenant: Choice | null;
  categoryId: number | null;
  categoryTagId: number | null;
  assigneeId: number | null;
  /** yyyy.MM.dd HH:mm (or a day alone) as typed; empty for none */
  deadline: string;
  location: LatLng | null;
  handoverNote: string;
}

/** The saved deadline as the field shows it: yyyy.MM.dd HH:mm in Europe/Berlin. */
export const deadlineText = (c: Pick<Case, 'stateChangedDeadlineFormatted'>) => c.stateChangedDeadlineFormatted ?? '';

/** A case without coordinates (0/0) has no place on the map. */
const locationOf = (c: Pick<Case, 'latitude' | 'longitude'>): LatLng | null =>
  c.latitude && c.longitude ? { latitude: c.latitude, longitude: c.longitude } : null;

export function initialValues(c: Case | null, ownTenant: Choice | null): CaseFormValues {
  if (!c) {
    return {
      description: '',
      photos: [],
      finalPhotos: [],
      tenant: ownTenant,
      categoryId: null,
      categoryTagId: null,
      assigneeId: null,
      deadline: '',
      location: null,
      handoverNote: '',
    };
  }
  return {
    description: c.description,
    photos: c.photos.filter((photo) => !photo.final).map((photo) => photo.name),
    finalPhotos: c.photos.filter((photo) => photo.final).map((photo) => photo.name),
    tenant: c.tenant,
    categoryId: c.categoryId,
    categoryTagId: c.categoryTagId,
    assigneeId: c.assigneeId,
    deadline: deadlineText(c),
    location: locationOf(c),
    handoverNote: c.handoverNote ?? '',
  };
}

/** Today in Europe/Berlin as yyyy.MM.dd (the server's calendar for deadlines). */
export function todayText(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .replaceAll('-', '.');
}

/** A deadline typed as a day alone is due at the end of that Berlin day (docs/decisions/deadline-local-time.md). */
export const DEADLINE_END_OF_DAY = '23:59';

/**
 * A typed deadline as yyyy.MM.dd HH:mm (Europe/Berlin): a date and time (also with - or / and a T), or a day alone
 * (yyyy.MM.dd), which means its end; null when it is no real date or time.
 */
export function parseDeadline(text: string): string | null {
  const numbers = capturedNumbers(/^(\d{4})[./-](\d{1,2})[./-](\d{1,2})$/, text.trim(), 3);
  if (!numbers) return canonicalDateTime(text);
  const [year, month, day] = numbers;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}.${String(month).padStart(2, '0')}.${String(day).padStart(2, '0')} ${DEADLINE_END_OF_DAY}`;
}

/** The deadline as the API takes it: the instant of the Berlin date and time; null for none or no real date. */
export const deadlinePayload = (deadline: string): string | null => {
  const parsed = parseDeadline(deadline);
  return parsed === null ? null : parseBerlinDateTime(parsed);
};

export type CaseFormField = 'category' | 'location' | 'deadline';

export interface CaseFormProblem {
  field: CaseFormField;
  messageKey: MessageKey;
}

export interface ValidationContext {
  /** the saved case; null on create */
  saved: Case | null;
  today: string;
}

/**
 * The checks of docs/product/cases.md#case-validation-rules in order: category required (an old case without category
 * may stay so while its tenant is unchanged), on create a place on the map, and a changed deadline must be a date from
 * today on. Every failing field is reported.
 */
export function validateCase(values: CaseFormValues, { saved, today }: ValidationContext): CaseFormProblem[] {
  const problems: CaseFormProblem[] = [];
  const keepsMissingCategory = saved !== null && saved.categoryId === null && (values.tenant?.id ?? null) === saved.tenantId;
  if (values.categoryId === null && !keepsMissingCategory) problems.push({ field: 'category', messageKey: 'caseFile.validation.category' });
  if (saved === null && (!values.location?.latitude || !values.location.longitude)) {
    problems.push({ field: 'location', messageKey: 'caseFile.validation.location' });
  }
  if (values.deadline.trim() !== (saved ? deadlineText(saved) : '')) {
    const deadline = values.deadline.trim() === '' ? '' : parseDeadline(values.deadline);
    if (deadline === null) problems.push({ field: 'deadline', messageKey: 'caseFile.validation.deadlineFormat' });
    else if (deadline !== '' && deadline.slice(0, today.length) < today)
      problems.push({ field: 'deadline', messageKey: 'caseFile.validation.deadlinePast' });
  }
  return problems;
}

const emptyToNull = (text: string) => (text.trim() === '' ? null : text);

/** POST /api/case: an empty assignee lets the server take the category's responsible person. */
export function createPayload(values: CaseFormValues, viewer: CaseViewer): CaseCreate {
  const deadline = deadlinePayload(values.deadline);
  return {
    description: values.description.trim(),
    photos: values.photos,
    categoryId: values.categoryId,
    categoryTagId: values.categoryTagId,
    latitude: values.location?.latitude ?? null,
    longitude: values.location?.longitude ?? null,
    ...(hasRight(viewer, 'TENANT_INDEPENDENCE') && values.tenant ? { tenantId: values.tenant.id } : {}),
    ...(values.assigneeId !== null ? { assigneeId: values.assigneeId } : {}),
    ...(deadline !== null && hasRight(viewer, 'SET_CASE_EDIT_DEADLINE') ? { stateChangedDeadline: deadline } : {}),
    handoverNote: emptyToNull(values.handoverNote),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/**
 * PUT /api/case/{id}: only what differs from the saved case, so an unchanged setting of a closed case or a
 * deadline the viewer may not set is never sent (the server would refuse it).
 */
export function updatePayload(saved: Case, values: CaseFormValues): CaseUpdate {
  const before = initialValues(saved, null);
  const payload: CaseUpdate = {};
  if (values.description !== before.description) payload.description = values.description;
  if (values.handoverNote !== before.handoverNote) payload.handoverNote = emptyToNull(values.handoverNote);
  if (!sameList(values.photos, before.photos) || !sameList(values.finalPhotos, before.finalPhotos)) {
    payload.photos = [
      ...values.photos.map((name) => ({ name, final: false })),
      ...values.finalPhotos.map((name) => ({ name, final: true })),
    ];
  }
  if (
    values.location &&
    (values.location.latitude !== before.location?.latitude || values.location.longitude !== before.location?.longitude)
  ) {
    payload.latitude = values.location.latitude;
    payload.longitude = values.location.longitude;
  }
  if (settingsLocked(saved.state)) return payload;
  if (values.tenant && values.tenant.id !== saved.tenantId) payload.tenantId = values.tenant.id;
  if (values.categoryId !== before.categoryId) payload.categoryId = values.categoryId;
  if (values.categoryTagId !== before.categoryTagId) payload.categoryTagId = values.categoryTagId;
  if (values.assigneeId !== before.assigneeId) payload.assigneeId = values.assigneeId;
  if (values.deadline.trim() !== before.deadline) payload.stateChangedDeadline = deadlinePayload(values.deadline);
  return payload;
}

/** An ISO instant as the server formats its dates: yyyy.MM.dd HH:mm in Europe/Berlin. */
export function formatInstant(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}.${parts.month}.${parts.day} ${parts.hour}:${parts.minute}`;
}
