import { TENANT_DEFAULTS, type Tenant, type TenantSave, type TenantType } from '@contracts/tenant.js';
import type { LatLng } from '../../components/map/geo.js';

/** A tenant or user chosen in a picker. */
export interface PickedOption {
  id: number;
  name: string;
}

/** The tenant form as the screen edits it: texts as typed, numbers as text, images as stored names. */
export interface TenantFormValues {
  name: string;
  street: string;
  hnr: string;
  zip: string;
  city: string;
  country: string;
  type: TenantType;
  population: string;
  area: string;
  childrenTenants: PickedOption[];
  modules: string[];
  visibleModules: string[];
  mainAccount: PickedOption | null;
  boundaries: LatLng[];
  emailNotification: string;
  emailNotificationCompletedCase: string;
  automaticReply: string;
  mmStartPageDesignation: string;
  mmStartPageBackgroundImage: string | null;
  mmPublishAllCasesOnMap: boolean;
  mmMapShowCreateCaseButton: boolean;
  hideTenantNameInApp: boolean;
  useCustomImage: boolean;
  image: string | null;
  headerImage: string | null;
  townhall: LatLng | null;
  bisStartPageDesignation: string;
  bisStartPageBackgroundImage: string | null;
  emailNotificationBis: string;
  emailNotificationApproveBis: string;
  showBisCalendar: boolean;
  description: string;
  termsUrl: string;
  privacyUrl: string;
  imprintUrl: string;
  /** the readable Open311 jurisdiction_id, as typed */
  open311JurisdictionId: string;
  /** the web origins allowed to write with the tenant's API key (CORS), one a line as typed */
  corsOrigins: string;
  /** days after closing until a reporter's personal data is removed, as typed */
  reporterDataRetentionDays: string;
  remindersEnabled: boolean;
  remindersTime: string;
  remindersDaysAhead: string;
}

/** The stored boundary (the JSON string of [{ latitude, longitude }]) as points; unreadable counts as none. */
export function parseBoundaries(json: string | null): LatLng[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((point: unknown) => {
      const { latitude, longitude } = (point ?? {}) as Partial<LatLng>;
      return typeof latitude === 'number' && typeof longitude === 'number' ? [{ latitude, longitude }] : [];
    });
  } catch {
    return [];
  }
}

/** A number for a text field, in the UI language's notation (German decimal comma). */
const numberText = (value: number | null, locale: string) => (value === null ? '' : value.toLocaleString(locale, { useGrouping: false }));

const pair = (latitude: number | null, longitude: number | null): LatLng | null =>
  latitude === null || longitude === null ? null : { latitude, longitude };

/** The fields a loaded tenant and a new one (TENANT_DEFAULTS) share, and the form shows as they are stored. */
type StoredFields = Omit<Pick<Tenant, keyof typeof TENANT_DEFAULTS>, 'name'> & { name: string | null };

function formFromStored(tenant: StoredFields, locale: string): Omit<TenantFormValues, 'childrenTenants' | 'mainAccount' | 'boundaries'> {
  return {
    name: tenant.name ?? '',
    street: tenant.street ?? '',
    hnr: tenant.hnr ?? '',
    zip: tenant.zip ?? '',
    city: tenant.city ?? '',
    country: tenant.country,
    type: tenant.type === 'commune' ? 'commune' : 'company',
    population: numberText(tenant.population, locale),
    area: numberText(tenant.area, locale),
    modules: [...tenant.modules],
    visibleModules: [...tenant.visibleModules],
    emailNotification: tenant.emailNotification ?? '',
    emailNotificationCompletedCase: tenant.emailNotificationCompletedCase ?? '',
    automaticReply: tenant.automaticReply ?? '',
    mmStartPageDesignation: tenant.mmStartPageDesignation ?? '',
    mmStartPageBackgroundImage: tenant.mmStartPageBackgroundImage,
    mmPublishAllCasesOnMap: tenant.mmPublishAllCasesOnMap,
    mmMapShowCreateCaseButton: tenant.mmMapShowCreateCaseButton,
    hideTenantNameInApp: tenant.hideTenantNameInApp,
    useCustomImage: tenant.useCustomImage,
    image: tenant.image,
    headerImage: tenant.headerImage,
    townhall: pair(tenant.townhallLatitude, tenant.townhallLongitude),
    bisStartPageDesignation: tenant.bisStartPageDesignation ?? '',
    bisStartPageBackgroundImage: tenant.bisStartPageBackgroundImage,
    emailNotificationBis: tenant.emailNotificationBis ?? '',
    emailNotificationApproveBis: tenant.emailNotificationApproveBis ?? '',
    showBisCalendar: tenant.showBisCalendar,
    description: tenant.description ?? '',
    termsUrl: tenant.termsUrl ?? '',
    privacyUrl: tenant.privacyUrl ?? '',
    imprintUrl: tenant.imprintUrl ?? '',
    open311JurisdictionId: tenant.open311JurisdictionId ?? '',
    corsOrigins: tenant.corsOrigins.join('\n'),
    reporterDataRetentionDays: numberText(tenant.reporterDataRetentionDays, locale),
    remindersEnabled: tenant.remindersEnabled,
    remindersTime: tenant.remindersTime,
    remindersDaysAhead: numberText(tenant.remindersDaysAhead, locale),
  };
}

/** The loaded tenant as form values. */
export function formFromTenant(tenant: Tenant, locale: string): TenantFormValues {
  return {
    ...formFromStored(tenant, locale),
    childrenTenants: tenant.childrenTenants.map(({ id, name }) => ({ id, name })),
    mainAccount: tenant.mainAccountUser ? { id: tenant.mainAccountUser.id, name: tenant.mainAccountUser.fullname } : null,
    boundaries: parseBoundaries(tenant.boundaries),
  };
}

/**
 * A new tenant: the contract's defaults (country GERMANY, type company, showBisCalendar true:
 * docs/product/tenants.md#tenant-defaults).
 */
export const NEW_TENANT: TenantFormValues = {
  ...formFromStored(TENANT_DEFAULTS, 'de'),
  childrenTenants: [],
  mainAccount: null,
  boundaries: [],
};

/** A typed whole number ("24800", "24.800" or "24 800"); null when empty, NaN when it is not one. */
export function parseWholeNumber(text: string): number | null {
  const compact = text.replace(/[\s.]/g, '');
  if (compact === '') return null;
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** A typed decimal with a comma or a point ("62,5"); null when empty, NaN when it is not one. */
export function parseDecimal(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '') return null;
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

const textOrNull = (value: string) => value.trim() || null;

/**
 * The body of POST/PUT /api/tenant. The super admin's fields
 * (docs/product/tenants.md#fields-only-the-super-admin-changes) are sent only by a super admin; the crest image only
 * while the crest is used (docs/product/tenants.md#citizen-information-settings); the boundary as the JSON string of
 * its points. Call it with values that passed validateTenantForm (numbers are parseable).
 */
export function buildTenantPayload(form: TenantFormValues, superAdmin: boolean): TenantSave {
  const payload: TenantSave = {
    name: textOrNull(form.name),
    street: textOrNull(form.street),
    hnr: textOrNull(form.hnr),
    zip: textOrNull(form.zip),
    city: textOrNull(form.city),
    country: form.country,
    emailNotification: textOrNull(form.emailNotification),
    emailNotificationCompletedCase: textOrNull(form.emailNotificationCompletedCase),
    automaticReply: textOrNull(form.automaticReply),
    mmStartPageDesignation: textOrNull(form.mmStartPageDesignation),
    mmStartPageBackgroundImage: form.mmStartPageBackgroundImage,
    mmPublishAllCasesOnMap: form.mmPublishAllCasesOnMap,
    mmMapShowCreateCaseButton: form.mmMapShowCreateCaseButton,
    hideTenantNameInApp: form.hideTenantNameInApp,
    useCustomImage: form.useCustomImage,
    image: form.useCustomImage ? form.image : null,
    headerImage: form.headerImage,
    townhallLatitude: form.townhall?.latitude ?? null,
    townhallLongitude: form.townhall?.longitude ?? null,
    bisStartPageDesignation: textOrNull(form.bisStartPageDesignation),
    bisStartPageBackgroundImage: form.bisStartPageBackgroundImage,
    emailNotificationBis: textOrNull(form.emailNotificationBis),
    emailNotificationApproveBis: textOrNull(form.emailNotificationApproveBis),
    showBisCalendar: form.showBisCalendar,
    description: form.description.trim() ? form.description : null,
    termsUrl: textOrNull(form.termsUrl),
    privacyUrl: textOrNull(form.privacyUrl),
    imprintUrl: textOrNull(form.imprintUrl),
    open311JurisdictionId: textOrNull(form.open311JurisdictionId),
    corsOrigins: form.corsOrigins
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    reporterDataRetentionDays: parseWholeNumber(form.reporterDataRetentionDays) ?? TENANT_DEFAULTS.reporterDataRetentionDays,
    remindersEnabled: form.remindersEnabled,
    remindersTime: form.remindersTime.trim(),
    remindersDaysAhead: parseWholeNumber(form.remindersDaysAhead) ?? TENANT_DEFAULTS.remindersDaysAhead,
  };
  if (!superAdmin) return payload;
  const commune = form.type === 'commune';
  return {
    ...payload,
    type: form.type,
    childrenTenantIds: form.childrenTenants.map((child) => child.id),
    modules: [...form.modules],
    // a module can only be visible when it is purchased (the server refuses anything else)
    visibleModules: form.visibleModules.filter((module) => form.modules.includes(module)),
    population: commune ? parseWholeNumber(form.population) : null,
    area: commune ? parseDecimal(form.area) : null,
    mainAccount: form.mainAccount?.id ?? null,
    boundaries: form.boundaries.length > 0 ? JSON.stringify(form.boundaries) : null,
  };
}

/**
 * The embed code of the public case map (an iframe of 500 by 800 pixels: docs/product/tenants.md#map-embed-settings).
 */
export function embedCode(origin: string, apiKey: string, title: string): string {
  const src = `${origin}/cases-map?apiKey=${encodeURIComponent(apiKey)}`;
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${src}" width="500" height="800" style="border:0" title="${escapedTitle}" loading="lazy"></iframe>`;
}
