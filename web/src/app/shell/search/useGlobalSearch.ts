import { useEffect } from 'react';
import { showError } from '../../../components/toast.js';
import { useDebouncedValue } from '../../../components/useDebouncedValue.js';
import { loadedValue, useLoaded } from '../../../components/useLoaded.js';
import { api } from '../../../session/session.js';
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS, searchSection, type SearchSection, type SectionId } from './sections.js';

export interface GlobalSearchResult {
  /** the text is long enough to search */
  searching: boolean;
  /** the results for the current text are still on their way (typing, or the calls are running) */
  pending: boolean;
  /** the sections with at least one hit, in their order (docs/product/super-admin.md#global-search); empty while pending */
  sections: SearchSection[];
  /** identifies the shown results: changes whenever other results are shown */
  resultKey: string;
}

interface Answer {
  query: string;
  sections: SearchSection[];
  /** the calls of sections that failed */
  failures: unknown[];
}

/**
 * Searches the visible sections for the text once it has settled (300 ms, at least 2 characters), all
 * sections at once; an answer for an older text is dropped. A failed section shows the server's message
 * (docs/product/super-admin.md#global-search) and counts as empty, so the others still show.
 */
export function useGlobalSearch(text: string, sectionIds: readonly SectionId[]): GlobalSearchResult {
  const trimmed = text.trim();
  const settled = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const query = settled.length >= MIN_SEARCH_LENGTH ? settled : '';
  const sectionsKey = sectionIds.join(',');
  const answer = loadedValue(
    useLoaded(
      async (): Promise<Answer> => {
        const ids = sectionsKey ? (sectionsKey.split(',') as SectionId[]) : [];
        const outcomes = await Promise.all(
          ids.map((id) =>
            searchSection(api, id, query).then(
              (hits) => ({ section: { id, hits }, failure: [] }),
              (reason: unknown) => ({ section: { id, hits: [] }, failure: [reason] }),
            ),
          ),
        );
        return {
          query,
          sections: outcomes.map(({ section }): SearchSection => section),
          failures: outcomes.flatMap(({ failure }) => failure),
        };
      },
      query ? `${query}\n${sectionsKey}` : null,
    ),
  );

  // only the answer shown reports its failures, not one dropped for a newer text
  useEffect(() => {
    for (const failure of answer?.failures ?? []) showError(failure);
  }, [answer]);

  const searching = trimmed.length >= MIN_SEARCH_LENGTH;
  const pending = searching && answer?.query !== trimmed;
  const shown = searching && !pending && answer ? answer : null;
  return {
    searching,
    pending,
    sections: shown ? shown.sections.filter((section) => section.hits.length > 0) : [],
    resultKey: shown ? shown.query : '',
  };
}
