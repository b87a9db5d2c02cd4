import { Type, type Static } from 'typebox';
import { CASE_STATE_VALUES } from './case-states.js';
import { Id, Nullable, PageQueryProps, BerlinDateTime } from './common.js';

/** The state machine is part of the case contract (states, open/closed/deletable sets, staff transitions). */
export * from './case-states.js';

export const CaseStateSchema = Type.Enum([...CASE_STATE_VALUES]);

/** The list filters (docs/product/cases.md#filters); a single state is accepted as a filter too. */
export const CASE_FILTERS = ['all', 'open', 'closed', 'my-open', 'my-closed', 'negative', 'my-due'] as const;
export type CaseFilter = (typeof CASE_FILTERS)[number];
/** Filters on the caller's own cases (assigned to them); `my-due`: open, the deadline passed or within 3 days. */
export const PERSONAL_CASE_FILTERS: readonly CaseFilter[] = ['my-open', 'my-closed', 'my-due'];

/** Sort keys of the case list (docs/product/cases.md#sort-keys); the default is createdAt DESC. */
export const CASE_SORTS = [
  'createdAt',
  'editedAt',
  'caseNumber',
  'assignee.lastname',
  'stateChangedDeadline',
  'category.name',
  'tenant.name',
] as const;

export const NOTE_TYPES = ['NOTE', 'ANSWER', 'PHOTO'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

const Ref = Type.Object({ id: Type.Integer(), name: Type.String() });
const Person = Type.Object({ id: Type.Integer(), fullname: Type.String() });

/**
 * GET /api/case and /api/case/tenant/{tenantId}: the paging parameters plus `tenant` (one tenant of the
 * caller's scope, else 404) and `state` (a filter of CASE_FILTERS or one case state; default all).
 * `sort` is one of CASE_SORTS.
 */
export const CaseListQuery = Type.Object({
  ...PageQueryProps,
  tenant: Type.Optional(Id),
  state: Type.Optional(Type.Enum([...CASE_FILTERS, ...CASE_STATE_VALUES])),
});
export type CaseListQuery = Static<typeof CaseListQuery>;

/** The file formats of GET /api/case/export. */
export const CASE_EXPORT_FORMATS = ['csv', 'xlsx', 'geojson'] as const;
export type CaseExportFormat = (typeof CASE_EXPORT_FORMATS)[number];

/** A list's selection without paging: what its export and its map show. */
const caseSelectionProps = {
  search: PageQueryProps.search,
  sort: PageQueryProps.sort,
  order: PageQueryProps.order,
  tenant: Type.Optional(Id),
  state: CaseListQuery.properties.state,
};

/** GET /api/case/export: the list's own parameters (without paging) and the file format; answers a file. */
export const CaseExportQuery = Type.Object({ ...caseSelectionProps, format: Type.Enum(CASE_EXPORT_FORMATS) });
export type CaseExportQuery = Static<typeof CaseExportQuery>;

/** The most cases the map of /cases shows at once; a longer list shows its first ones, in the list's order. */
export const MAX_CASE_MARKERS = 10_000;

/** GET /api/case/markers: the list's own parameters (without paging). */
export const CaseMarkersQuery = Type.Object(caseSelectionProps);
export type CaseMarkersQuery = Static<typeof CaseMarkersQuery>;

/**
 * A case on the map of /cases, as a tuple rather than an object, so that 10,000 of them do not repeat every field
 * name. In order: the case's id, its number (null for a case without one), latitude, longitude, its state as an
 * index into the answer's `states`, its category as an index into the answer's `categories` (null without one).
 */
export const CaseMarker = Type.Tuple([
  Type.Integer(),
  Nullable(Type.Integer()),
  Type.Number(),
  Type.Number(),
  Type.Integer({ minimum: 0 }),
  Nullable(Type.Integer({ minimum: 0 })),
]);
export type CaseMarker = Static<typeof CaseMarker>;

/**
 * GET /api/case/markers: the cases of a list as map markers, in the list's order; `truncated` when the list holds
 * more than MAX_CASE_MARKERS. The states and category names the markers refer to come once each. Answers carry
 * an ETag; a matching If-None-Match answers 304.
 */
export const CaseMarkers = Type.Object({
  markers: Type.Array(CaseMarker),
  states: Type.Array(CaseStateSchema),
  categories: Type.Array(Type.String()),
  truncated: Type.Boolean(),
});
export type CaseMarkers = Static<typeof CaseMarkers>;

/** GET /api/case/deadline-cases: open cases whose deadline is past or within 3 days, deadline ascending. */
export const DeadlineCasesQuery = Type.Object({
  page: PageQueryProps.page,
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 5 })),
  tenant: Type.Optional(Id),
});
export type DeadlineCasesQuery = Static<typeof DeadlineCasesQuery>;

/** GET /api/case/stats: `tenant` narrows to one tenant of the caller's scope. */
export const CaseStatsQuery = Type.Object({ tenant: Type.Optional(Id) });
export type CaseStatsQuery = Static<typeof CaseStatsQuery>;

const listItemProps = {
  id: Type.Integer(),
  /** running number per tenant; null for a case without tenant */
  caseNumber: Nullable(Type.Integer()),
  description: Type.String(),
  state: CaseStateSchema,
  /** progressOf(state): CREATED 0, IN_PROGRESS 50, closed 100 */
  progress: Type.Integer(),
  createdAt: Type.String(),
  createdAtFormatted: BerlinDateTime,
  editedAt: Nullable(Type.String()),
  stateChangedDeadline: Nullable(Type.String()),
  stateChangedDeadlineFormatted: Nullable(BerlinDateTime),
  tenantId: Nullable(Type.Integer()),
  tenant: Nullable(Ref),
  categoryId: Nullable(Type.Integer()),
  category: Nullable(Ref),
  categoryTagId: Nullable(Type.Integer()),
  categoryTag: Nullable(Ref),
  assigneeId: Nullable(Type.Integer()),
  assignee: Nullable(Person),
  /** 1-5 from the reporter; <= 2 is negative */
  rating: Nullable(Type.Integer()),
  reachable: Type.Boolean(),
  publishedOnMap: Type.Boolean(),
  /** the stored name of the report's first photo, for the card's thumbnail (/files/thumbnails/{name}); null: none */
  firstPhoto: Nullable(Type.String()),
};

/** A card of the case list (lean: one photo's name, no notes). */
export const CaseListItem = Type.Object(listItemProps);
export type CaseListItem = Static<typeof CaseListItem>;

export const CasePhoto = Type.Object({
  /** stored file name, served under /files/{name} */
  name: Type.String(),
  /** a photo of the finished work (only added while the case is FINISHED) */
  final: Type.Boolean(),
});
export type CasePhoto = Static<typeof CasePhoto>;

/** A note or answer; `editable` and `deletable` say what the caller may do with it. */
export const CaseNote = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  type: Type.Enum([...NOTE_TYPES]),
  /** null for notes without a (remaining) author */
  createdBy: Nullable(Type.Object({ fullname: Type.String() })),
  createdAt: Type.String(),
  createdAtFormatted: BerlinDateTime,
  systemGenerated: Type.Boolean(),
  /** a message the reporter wrote */
  clientMessage: Type.Boolean(),
  /** an answer mailed to the reporter (type ANSWER) */
  answer: Type.Boolean(),
  editable: Type.Boolean(),
  deletable: Type.Boolean(),
});
export type CaseNote = Static<typeof CaseNote>;

/**
 * A media URL the product keeps and links: an http or https address without whitespace. Anything else (javascript:,
 * data:, file:) is refused by the server and never made a link by the web.
 */
export const isMediaUrl = (value: string): boolean => /^https?:\/\/\S+$/i.test(value);

/** The full case of GET /api/case/{id} and of every call that changes one (docs/product/cases.md#the-case-record). */
export const Case = Type.Object({
  ...listItemProps,
  /** Europe/Berlin calendar parts of createdAt */
  createdAtDay: Type.Integer(),
  createdAtMonth: Type.Integer(),
  createdAtYear: Type.Integer(),
  editedAtFormatted: Nullable(BerlinDateTime),
  photos: Type.Array(CasePhoto),
  latitude: Type.Number(),
  longitude: Type.Number(),
  /** the reporting device (public reports); null for cases created by staff */
  deviceCreator: Nullable(Type.Object({ id: Type.String(), blocked: Type.Boolean() })),
  /** newest first */
  notesOrdered: Type.Array(CaseNote),
  /** the reporter's address (public reports) */
  email: Nullable(Type.String()),
  /** the reporter's name and phone number (Open311 reports); gone with the e-mail when the reporter data is erased */
  reporterName: Nullable(Type.String()),
  reporterPhone: Nullable(Type.String()),
  /**
   * The address of the reporter's photo elsewhere (an Open311 media_url): http or https only, never fetched by
   * the server; the case file opens it in the clerk's browser (docs/decisions/open311-media-url.md).
   */
  mediaUrl: Nullable(Type.String()),
  handoverNote: Nullable(Type.String()),
});
export type Case = Static<typeof Case>;

const text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const id = Type.Optional(Nullable(Id));
const latitude = Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 })));
const longitude = Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 })));

/** The fields a clerk sets on create and on update alike. */
const CASE_FILE_FIELDS = {
  categoryId: id,
  categoryTagId: id,
  latitude,
  longitude,
  tenantId: id,
  assigneeId: id,
  /** ISO date or date-time */
  stateChangedDeadline: text(40),
  handoverNote: text(5000),
};

/**
 * POST /api/case (staff). Missing category or location answer the German messages of
 * docs/product/cases.md#case-validation-rules.
 * `tenantId` needs TENANT_INDEPENDENCE (default: the caller's tenant); `stateChangedDeadline` needs
 * SET_CASE_EDIT_DEADLINE and is today or later; `assigneeId` defaults to the subcategory's, then the
 * category's initial assignee; `photos` are names from POST /files/upload.
 */
export const CaseCreate = Type.Object({
  description: text(5000),
  photos: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 3 })),
  ...CASE_FILE_FIELDS,
});
export type CaseCreate = Static<typeof CaseCreate>;

/**
 * PUT /api/case/{id}. A field left out keeps its value; null clears it (not the category or the tenant). Tenant, category,
 * subcategory, assignee and deadline are locked (409) while the case is closed. `photos` is the whole list:
 * new names need ADD_IMAGES_TO_EXISTING_CASE, new final photos need state FINISHED; at most 3 of each.
 */
export const CaseUpdate = Type.Object({
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  photos: Type.Optional(
    Type.Array(Type.Object({ name: Type.String({ maxLength: 100 }), final: Type.Optional(Type.Boolean()) }), { maxItems: 6 }),
  ),
  ...CASE_FILE_FIELDS,
});
export type CaseUpdate = Static<typeof CaseUpdate>;

export const CaseStateParams = Type.Object({ id: Id, state: CaseStateSchema });
export type CaseStateParams = Static<typeof CaseStateParams>;

export const MapPublishedParams = Type.Object({ id: Id, published: Type.Boolean() });
export type MapPublishedParams = Static<typeof MapPublishedParams>;

/** At most this many cases in one bulk request. */
export const MAX_BULK_CASES = 500;

/** The actions a clerk can take on several cases at once: each is the single action, case by case. */
export const CASE_BULK_ACTIONS = ['assign', 'state', 'publish', 'unpublish'] as const;
export type CaseBulkActionName = (typeof CASE_BULK_ACTIONS)[number];

/** POST /api/case/bulk: `assigneeId` (null: nobody) with assign, `state` with state. */
export const CaseBulkAction = Type.Object({
  caseIds: Type.Array(Id, { minItems: 1, maxItems: MAX_BULK_CASES, uniqueItems: true }),
  action: Type.Enum(CASE_BULK_ACTIONS),
  assigneeId: Type.Optional(Nullable(Id)),
  state: Type.Optional(CaseStateSchema),
});
export type CaseBulkAction = Static<typeof CaseBulkAction>;

/**
 * What happened to one case: DONE (changed, with its protocol entry and mails), UNCHANGED (it was so already),
 * REFUSED (the German reason: a transition its state does not allow, a missing right) or NOT_FOUND (no such
 * case in the caller's view, whatever the reason).
 */
export const CaseBulkOutcome = Type.Object({
  id: Type.Integer(),
  outcome: Type.Union([Type.Literal('DONE'), Type.Literal('UNCHANGED'), Type.Literal('REFUSED'), Type.Literal('NOT_FOUND')]),
  message: Type.String(),
});
export type CaseBulkOutcome = Static<typeof CaseBulkOutcome>;

export const CaseBulkResult = Type.Object({ results: Type.Array(CaseBulkOutcome), done: Type.Integer() });
export type CaseBulkResult = Static<typeof CaseBulkResult>;

export const NoteParams = Type.Object({ id: Id, noteId: Id });
export type NoteParams = Static<typeof NoteParams>;

/** POST and PUT /api/case/{id}/note: an empty description answers 400; an edit keeps the type. */
export const NoteSave = Type.Object({
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  type: Type.Optional(Type.Enum(['NOTE', 'ANSWER'])),
});
export type NoteSave = Static<typeof NoteSave>;

export const ProtocolEntry = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  createdAtFormatted: BerlinDateTime,
  user: Nullable(Type.Object({ fullname: Type.String() })),
  description: Type.String(),
});
export type ProtocolEntry = Static<typeof ProtocolEntry>;

/** GET /api/case/stats over the caller's visible cases, in both spellings (docs/product/cases.md#stats-tiles-and-counters). */
export const CaseStats = Type.Object({
  ALL_COUNT: Type.Integer(),
  CREATED_COUNT: Type.Integer(),
  FINISHED_COUNT: Type.Integer(),
  REJECTED_COUNT: Type.Integer(),
  all: Type.Integer(),
  open: Type.Integer(),
  created: Type.Integer(),
  inProgress: Type.Integer(),
  finished: Type.Integer(),
  rejected: Type.Integer(),
  cancelled: Type.Integer(),
});
export type CaseStats = Static<typeof CaseStats>;
