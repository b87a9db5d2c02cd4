/** Specification §9: 50 rows a page, the next page 500 ms after reaching the end of the list. */
export const LIST_OPTIONS = { delayMs: 500, size: 50 };
