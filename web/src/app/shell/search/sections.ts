import type { CaseStateValue } from '@contracts/case.js';
import type { InfoStatus } from '@contracts/info.js';
import type { Api } from '../../../api/api.js';

/** Results per section, in the lists' own default order (docs/product/super-admin.md#global-search). */
export const RESULTS_PER_SECTION = 5;
/** Searching starts at this many characters, this long after the last keystroke. */
export const MIN_SEARCH_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;

export type SectionId = 'cases' | 'infos' | 'users';

/** One result, ready to show: what the option reads and where it leads. */
export type SearchHit =
  | { section: 'cases'; id: number; href: string; description: string; category: string | null; state: CaseStateValue }
  | { section: 'infos'; id: number; href: string; headline: string; category: string; status: InfoStatus }
  | { section: 'users'; id: number; href: string; name: string; email: string; roles: string[] };

export interface SearchSection {
  id: SectionId;
  hits: SearchHit[];
}

/** What decides which sections a user sees. */
export interface SearchUser {
  allRights: readonly string[];
  tenant: { modules: readonly string[] };
}

/**
 * The sections of docs/product/super-admin.md#global-search in their order, each only with its right
 * (information also needs the module BUERGERINFO). The server checks the same rights and the caller's scope on
 * every call.
 */
export function visibleSections(user: SearchUser | null): SectionId[] {
  if (!user) return [];
  const has = (right: string) => user.allRights.includes(right);
  const sections: SectionId[] = [];
  if (has('VIEW_CASES')) sections.push('cases');
  if (user.tenant.modules.includes('BUERGERINFO') && has('BIS_MANAGE_INFORMATION')) sections.push('infos');
  if (has('VIEW_USER')) sections.push('users');
  return sections;
}

const firstPage = (search: string) => ({ search, page: 0, size: RESULTS_PER_SECTION });

/** Loads one section's first results through the list endpoint the section's own screen uses. */
export async function searchSection(api: Api, id: SectionId, search: string): Promise<SearchHit[]> {
  switch (id) {
    case 'cases':
      return (await api.cases.list(firstPage(search))).content.map((c) => ({
        section: 'cases',
        id: c.id,
        href: `/edit-case?caseId=${c.id}`,
        description: c.description,
        category: c.category?.name ?? null,
        state: c.state,
      }));
    case 'infos':
      return (await api.infos.list(firstPage(search))).content.map((info) => ({
        section: 'infos',
        id: info.id,
        href: `/edit-buergerinfo?infoId=${info.id}`,
        headline: info.headline,
        category: info.category.name,
        status: info.status,
      }));
    case 'users':
      return (await api.users.list(firstPage(search))).content.map((u) => ({
        section: 'users',
        id: u.id,
        href: `/edit-user?userId=${u.id}`,
        name: u.fullname,
        email: u.email,
        roles: u.allRoles.map((role) => role.name),
      }));
  }
}

/** The options in reading order (section by section), as the keyboard walks them. */
export const flatHits = (sections: readonly SearchSection[]): SearchHit[] => sections.flatMap((section) => section.hits);

/** The DOM id of an option, for aria-activedescendant. */
export const optionId = (listId: string, hit: SearchHit) => `${listId}-${hit.section}-${hit.id}`;
