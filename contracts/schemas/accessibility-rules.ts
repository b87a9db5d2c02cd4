/**
 * What an accessibility statement shows besides its text, and the feedback form's limits, written once for server,
 * web and the public frames. It has no schemas on purpose: the frames bundle uses these without loading TypeBox.
 * `accessibility.ts` re-exports it.
 */

/** The date of the last check of the product's own axe browser tests, set by the release (docs/decisions). */
export const ACCESSIBILITY_CHECKED_ON = '2026-11-28';

// Made on first use: a page's first Intl object loads the locale data, which no frame should pay for at start.
let longDate: Intl.DateTimeFormat | undefined;

/** An ISO date as the statement's prose writes it: '28. November 2026'. */
export function longGermanDate(isoDate: string): string {
  longDate ??= new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The conciliation body under the Behindertengleichstellungsgesetz, linked by every statement. */
export const CONCILIATION_BODY = {
  name: 'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz',
  url: 'https://www.schlichtungsstelle-bgg.de',
} as const;

export const FEEDBACK_MESSAGE_MAX = 5_000;
export const FEEDBACK_PAGE_MAX = 500;
