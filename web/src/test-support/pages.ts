import type { PageOf } from '@contracts/common.js';

/** One list page as the server sends it; by default the only page, with 50 rows per page. */
export function pageOf<T>(
  content: T[],
  { page = 0, totalPages = 1, totalElements = content.length, size = 50 }: Partial<Omit<PageOf<T>, 'content'>> = {},
): PageOf<T> {
  return { content, totalPages, totalElements, page, size };
}
