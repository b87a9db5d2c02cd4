import type { AreaDictionary } from '../area-dictionary.js';

/** Texts of the promotion list and form (/promotions, /create-promotion, /edit-promotion). */
export const promotionsDe = {
  'promotions.create': 'Neue Promotion erstellen',
  'promotions.search': 'Promotions suchen',
  'promotions.searchHint': 'Sucht in der Bezeichnung.',
  'promotions.column.name': 'Name',
  'promotions.column.validity': 'Zeitraum',
  'promotions.column.actions': 'Aktionen',
  'promotions.edit': 'Bearbeiten',
  'promotions.delete': 'Löschen',
  'promotions.empty': 'Noch keine Promotions erstellt',
  'promotions.deleteTitle': 'Promotion löschen',
  'promotions.deleteQuestion': 'Wollen Sie die Promotion „{name}“ wirklich löschen?',

  'promotions.toast.created': 'Die Promotion wurde gespeichert.',
  'promotions.toast.updated': 'Die Promotion wurde aktualisiert.',
  'promotions.toast.deleted': 'Die Promotion wurde gelöscht.',

  'promotions.validation.name': 'Bitte geben Sie einen Namen für die Promotion ein.',
  'promotions.validation.start': 'Bitte geben Sie ein Startdatum für die Promotion an.',
  'promotions.validation.end': 'Bitte geben Sie ein Enddatum für die Promotion an.',
  'promotions.validation.boundaries': 'Bitte markieren Sie die Grenzen der Promotion.',

  'promotions.form.card': 'Promotion',
  'promotions.form.name': 'Bezeichnung',
  'promotions.form.start': 'Beginn',
  'promotions.form.end': 'Ende',
  'promotions.form.dateHint': 'Datum und Uhrzeit (24 Stunden) als JJJJ.MM.TT HH:mm, z. B. 2026.07.01 08:00.',
  'promotions.form.allowRegistered': 'Bereits registrierte Geräte zulassen',
  'promotions.form.boundaries': 'Grenzen der Promotion',
  'promotions.form.boundariesHint': 'Markieren Sie das Gebiet der Promotion mit mindestens 3 Punkten.',
  'promotions.form.map': 'Karte der Promotionsgrenzen',
  'promotions.form.loadFailed': 'Die Promotion konnte nicht geladen werden.',
  'promotions.form.back': 'Zurück zu den Promotions',
} as const;

export const promotionsEn: AreaDictionary<typeof promotionsDe> = {
  'promotions.create': 'Create promotion',
  'promotions.search': 'Search promotions',
  'promotions.searchHint': 'Searches the name.',
  'promotions.column.name': 'Name',
  'promotions.column.validity': 'Period',
  'promotions.column.actions': 'Actions',
  'promotions.edit': 'Edit',
  'promotions.delete': 'Delete',
  'promotions.empty': 'No promotions created yet',
  'promotions.deleteTitle': 'Delete promotion',
  'promotions.deleteQuestion': 'Do you really want to delete the promotion “{name}”?',

  'promotions.toast.created': 'The promotion has been saved.',
  'promotions.toast.updated': 'The promotion has been updated.',
  'promotions.toast.deleted': 'The promotion has been deleted.',

  'promotions.validation.name': 'Please enter a name for the promotion.',
  'promotions.validation.start': 'Please enter a start date for the promotion.',
  'promotions.validation.end': 'Please enter an end date for the promotion.',
  'promotions.validation.boundaries': 'Please mark the boundaries of the promotion.',

  'promotions.form.card': 'Promotion',
  'promotions.form.name': 'Name',
  'promotions.form.start': 'Start',
  'promotions.form.end': 'End',
  'promotions.form.dateHint': 'Date and time (24 hours) as YYYY.MM.DD HH:mm, e.g. 2026.07.01 08:00.',
  'promotions.form.allowRegistered': 'Allow devices that are already registered',
  'promotions.form.boundaries': 'Boundaries of the promotion',
  'promotions.form.boundariesHint': 'Mark the area of the promotion with at least 3 points.',
  'promotions.form.map': 'Map of the promotion boundaries',
  'promotions.form.loadFailed': 'The promotion could not be loaded.',
  'promotions.form.back': 'Back to the promotions',
};
