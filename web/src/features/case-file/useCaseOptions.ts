import { logFailure, useLoaded } from '../../components/useLoaded.js';
import { api } from '../../session/session.js';
import type { Choice } from './case-rules.js';

/** Assignee pickers list at most this many users of a tenant (the server's largest page). */
const ASSIGNEE_PAGE = 200;

const choices = (items: ReadonlyArray<{ id: number; name?: string; fullname?: string }>): Choice[] =>
  items.map((item) => ({ id: item.id, name: item.name ?? item.fullname ?? String(item.id) }));

/**
 * One option list, loaded again when its key changes and null meanwhile; without a key, or when it could not
 * be loaded, it is empty. The case file only logs failures (docs/product/cases.md#error-messages).
 */
function useChoices(key: string | null, load: () => Promise<Choice[]>): Choice[] | null {
  const loaded = useLoaded(load, key, logFailure);
  if (loaded.state === 'ready') return loaded.value;
  return loaded.state === 'loading' ? null : [];
}

export interface CaseOptions {
  categories: Choice[] | null;
  tags: Choice[] | null;
  assignees: Choice[] | null;
}

/** The settings' choices: the tenant's categories and users, and the chosen category's subcategories. */
export function useCaseOptions(tenantId: number | null, categoryId: number | null): CaseOptions {
  const categories = useChoices(tenantId === null ? null : `categories:${tenantId}`, async () =>
    choices(await api.categories.ofTenant(tenantId!)),
  );
  const tags = useChoices(tenantId === null || categoryId === null ? null : `tags:${tenantId}:${categoryId}`, async () =>
    choices(await api.tags.selectable({ targetTenantId: tenantId!, categoryIds: [categoryId!] })),
  );
  const assignees = useChoices(tenantId === null ? null : `users:${tenantId}`, async () =>
    choices((await api.users.ofTenant(tenantId!, '', ASSIGNEE_PAGE)).content),
  );
  return { categories, tags, assignees };
}
