/**
 * 50 rows a page, the next page 500 ms after reaching the end of the list
 * (docs/product/README.md#lists-paging-and-sorting).
 */
export const LIST_OPTIONS = { delayMs: 500, size: 50 };
