import type { Category, Tag } from '@contracts/category.js';
import { FORWARDING_MESSAGES, type ForwardingEndpoint, type ForwardingEndpointSave } from '@contracts/forwarding.js';

/** What the forwarding dialog edits. `scope` is a ScopeOption's value. */
export interface ForwardingFormValues {
  scope: string;
  name: string;
  baseUrl: string;
  jurisdictionId: string;
  apiKey: string;
  serviceCode: string;
  shareEmail: boolean;
  answerReporter: boolean;
}

export type ForwardingField = 'scope' | 'name' | 'baseUrl' | 'serviceCode' | 'apiKey';

/** One entry of the "Bereich" select: the whole tenant (value ''), a category or a subcategory. */
export interface ScopeOption {
  value: string;
  /** null for the whole tenant; the label of "Alle Kategorien" is the screen's text */
  label: string | null;
  categoryId: number | null;
  categoryTagId: number | null;
}

const scopeValue = (categoryId: number | null, categoryTagId: number | null) =>
  categoryTagId !== null ? `tag:${categoryTagId}` : categoryId !== null ? `category:${categoryId}` : '';

/**
 * The whole tenant first, then each category followed by its subcategories ("Kategorie › Unterkategorie"); the
 * edited endpoint's own scope stays choosable when the categories could not be loaded.
 */
export function scopeOptions(
  categories: readonly Category[],
  tags: readonly Tag[],
  current: ForwardingEndpoint | null = null,
): ScopeOption[] {
  const options: ScopeOption[] = [{ value: '', label: null, categoryId: null, categoryTagId: null }];
  for (const category of categories) {
    options.push({ value: scopeValue(category.id, null), label: category.name, categoryId: category.id, categoryTagId: null });
    for (const tag of tags.filter((each) => each.categoryId === category.id)) {
      options.push({
        value: scopeValue(category.id, tag.id),
        label: `${category.name} › ${tag.name}`,
        categoryId: category.id,
        categoryTagId: tag.id,
      });
    }
  }
  if (current && !options.some((option) => option.value === scopeValue(current.categoryId, current.categoryTagId))) {
    const { categoryId, categoryTagId, scope } = current;
    options.push({ value: scopeValue(categoryId, categoryTagId), label: scope, categoryId, categoryTagId });
  }
  return options;
}

export function initialForwardingValues(endpoint: ForwardingEndpoint | null): ForwardingFormValues {
  return {
    scope: endpoint ? scopeValue(endpoint.categoryId, endpoint.categoryTagId) : '',
    name: endpoint?.name ?? '',
    baseUrl: endpoint?.baseUrl ?? '',
    jurisdictionId: endpoint?.jurisdictionId ?? '',
    apiKey: '',
    serviceCode: endpoint?.serviceCode ?? '',
    shareEmail: endpoint?.shareEmail ?? false,
    answerReporter: endpoint?.answerReporter ?? false,
  };
}

/** The body of POST and PUT; an empty API key is left out, which keeps the stored one on a change. */
export function forwardingPayload(values: ForwardingFormValues, options: readonly ScopeOption[]): ForwardingEndpointSave {
  const scope = options.find((option) => option.value === values.scope);
  const apiKey = values.apiKey.trim();
  return {
    categoryId: scope?.categoryId ?? null,
    categoryTagId: scope?.categoryTagId ?? null,
    name: values.name.trim(),
    baseUrl: values.baseUrl.trim(),
    jurisdictionId: values.jurisdictionId.trim() || null,
    serviceCode: values.serviceCode.trim(),
    shareEmail: values.shareEmail,
    answerReporter: values.answerReporter,
    ...(apiKey ? { apiKey } : {}),
  };
}

const FIELD_OF_MESSAGE: ReadonlyMap<string, ForwardingField> = new Map([
  [FORWARDING_MESSAGES.name, 'name'],
  [FORWARDING_MESSAGES.baseUrl, 'baseUrl'],
  [FORWARDING_MESSAGES.serviceCode, 'serviceCode'],
  [FORWARDING_MESSAGES.scopeTaken, 'scope'],
  [FORWARDING_MESSAGES.category, 'scope'],
  [FORWARDING_MESSAGES.subcategory, 'scope'],
  [FORWARDING_MESSAGES.keyUnreadable, 'apiKey'],
]);

/** The field a refusal of the server concerns: its validation errors share one code, so their message tells. */
export const fieldOfMessage = (message: string): ForwardingField | null => FIELD_OF_MESSAGE.get(message) ?? null;
