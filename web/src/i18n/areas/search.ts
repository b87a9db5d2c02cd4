import type { AreaDictionary } from '../area-dictionary.js';

/** Texts of the global search in the header (label and placeholder are the shell's: shell.searchLabel, shell.searchPlaceholder). */
export const searchDe = {
  'search.hint': 'Ab 2 Zeichen wird gesucht. Mit den Pfeiltasten wählen Sie ein Ergebnis, Enter öffnet es, Escape schließt die Liste.',
  'search.clear': 'Suche leeren',
  'search.results': 'Suchergebnisse',
  'search.section.cases': 'Fälle',
  'search.section.infos': 'Bürgerinformationen',
  'search.section.users': 'Nutzer',
  'search.sectionHeading': '{name} ({count})',
  'search.noCategory': 'Keine Kategorie',
  'search.noRoles': 'Keine Rolle',
  'search.empty': 'Keine Ergebnisse gefunden',
  'search.searching': 'Wird gesucht …',
  'search.foundOne': '1 Ergebnis gefunden.',
  'search.foundMany': '{count} Ergebnisse gefunden.',
  'search.infoStatus.DRAFT': 'Entwurf',
  'search.infoStatus.IN_REVIEW': 'In Überprüfung',
  'search.infoStatus.PUBLISHED': 'Veröffentlicht',
} as const;

export const searchEn: AreaDictionary<typeof searchDe> = {
  'search.hint': 'Searching starts at 2 characters. Use the arrow keys to choose a result, Enter opens it, Escape closes the list.',
  'search.clear': 'Clear search',
  'search.results': 'Search results',
  'search.section.cases': 'Cases',
  'search.section.infos': 'Citizen information',
  'search.section.users': 'Users',
  'search.sectionHeading': '{name} ({count})',
  'search.noCategory': 'No category',
  'search.noRoles': 'No role',
  'search.empty': 'No results found',
  'search.searching': 'Searching …',
  'search.foundOne': '1 result found.',
  'search.foundMany': '{count} results found.',
  'search.infoStatus.DRAFT': 'Draft',
  'search.infoStatus.IN_REVIEW': 'In review',
  'search.infoStatus.PUBLISHED': 'Published',
};
