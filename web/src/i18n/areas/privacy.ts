import type { AreaDictionary } from '../area-dictionary.js';

/** Texts of the screen "Datenschutzanfragen" (/privacy): requests of a data subject, DSGVO Art. 15 and 17. */
export const privacyDe = {
  'privacy.title': 'Datenschutzanfragen',
  'privacy.intro':
    'Finden Sie alle Meldungen und Kontakteinträge mit der E-Mail-Adresse einer Person, erteilen Sie Auskunft (Art. 15 DSGVO) oder anonymisieren Sie die Daten (Art. 17 DSGVO). Gesucht wird in Ihren Mandanten; jede Anfrage wird protokolliert.',
  'privacy.searchCard': 'Person suchen',
  'privacy.email': 'E-Mail-Adresse der betroffenen Person',
  'privacy.emailHint': 'Groß- und Kleinschreibung spielt keine Rolle.',
  'privacy.search': 'Suchen',
  'privacy.searching': 'Die Daten werden gesucht …',
  'privacy.resultCard': 'Gefundene Daten',
  'privacy.summary': 'Zu {email} gespeichert – Meldungen: {cases}, Kontakteinträge: {correspondents}.',
  'privacy.nothing': 'Zu dieser E-Mail-Adresse sind in Ihren Mandanten keine Meldungen und keine Kontakteinträge gespeichert.',
  'privacy.cases': 'Meldungen',
  'privacy.col.freeTexts': 'Freitexte',
  'privacy.col.number': 'Nr.',
  'privacy.col.tenant': 'Mandant',
  'privacy.col.date': 'Gemeldet am',
  'privacy.col.state': 'Status',
  'privacy.col.category': 'Kategorie',
  'privacy.noTenant': 'Kein Mandant',
  'privacy.freeTextsOf': 'Freitexte von Meldung {number} anonymisieren',
  'privacy.correspondents': 'Kontakteinträge',
  'privacy.blocked':
    'Die Adresse steht seit {date} auf der Sperrliste für Rundschreiben. Dieser Eintrag bleibt erhalten, damit sie auch künftig keine Rundschreiben erhält.',
  'privacy.allFreeTexts': 'Auch Freitexte anonymisieren',
  'privacy.allFreeTextsHint':
    'Ersetzt bei allen gefundenen Meldungen die Beschreibung, den Bewertungskommentar und die Nachrichten der meldenden Person. Einzelne Meldungen wählen Sie in der Tabelle.',
  'privacy.exportJson': 'Auskunft als JSON',
  'privacy.exportPdf': 'Auskunft als PDF',
  'privacy.exportProgress': 'Die Auskunft wird geladen … ({size})',
  'privacy.exportDone': 'Die Auskunft wurde als {file} gespeichert.',
  'privacy.anonymise': 'Daten anonymisieren',
  'privacy.confirmTitle': 'Daten anonymisieren',
  'privacy.confirmIntro': 'Für {email} geschieht Folgendes:',
  'privacy.confirmCases':
    'Meldungen ({count}): E-Mail-Adresse, Geräte-Kennung und Status-Link werden gelöscht. Jede Meldung erhält einen Protokolleintrag mit Ihrem Namen und der Uhrzeit.',
  'privacy.confirmFreeTexts':
    'Davon mit Freitexten ({count}): Beschreibung, Bewertungskommentar und Nachrichten der meldenden Person werden außerdem ersetzt.',
  'privacy.confirmNoFreeTexts': 'Die Freitexte der Meldungen bleiben unverändert.',
  'privacy.confirmCorrespondents': 'Kontakteinträge ({count}): Sie werden gelöscht.',
  'privacy.confirmKeeps':
    'Die Meldungen selbst, ihre Fotos und die Antworten der Verwaltung bleiben erhalten. Das Anonymisieren lässt sich nicht rückgängig machen.',
  'privacy.confirm': 'Endgültig anonymisieren',
  'privacy.anonymising': 'Die Daten werden anonymisiert …',
  'privacy.done': 'Anonymisiert. Meldungen: {cases}, davon mit Freitexten: {freeTexts}; gelöschte Kontakteinträge: {correspondents}.',
} as const;

export const privacyEn: AreaDictionary<typeof privacyDe> = {
  'privacy.title': 'Data protection requests',
  'privacy.intro':
    'Find every report and contact entry with a person’s e-mail address, give them access to their data (Art. 15 GDPR) or anonymise it (Art. 17 GDPR). The search covers your tenants; every request is logged.',
  'privacy.searchCard': 'Find a person',
  'privacy.email': 'E-mail address of the data subject',
  'privacy.emailHint': 'Upper and lower case do not matter.',
  'privacy.search': 'Search',
  'privacy.searching': 'Searching the data …',
  'privacy.resultCard': 'Data found',
  'privacy.summary': 'Stored for {email} – reports: {cases}, contact entries: {correspondents}.',
  'privacy.nothing': 'Your tenants hold no reports and no contact entries with this e-mail address.',
  'privacy.cases': 'Reports',
  'privacy.col.freeTexts': 'Free texts',
  'privacy.col.number': 'No.',
  'privacy.col.tenant': 'Tenant',
  'privacy.col.date': 'Reported on',
  'privacy.col.state': 'State',
  'privacy.col.category': 'Category',
  'privacy.noTenant': 'No tenant',
  'privacy.freeTextsOf': 'Anonymise the free texts of report {number}',
  'privacy.correspondents': 'Contact entries',
  'privacy.blocked':
    'The address has been on the broadcast block list since {date}. This entry stays, so that it receives no broadcasts in the future either.',
  'privacy.allFreeTexts': 'Anonymise free texts too',
  'privacy.allFreeTextsHint':
    'Replaces the description, the rating comment and the reporter’s messages of every report found. Choose single reports in the table.',
  'privacy.exportJson': 'Access as JSON',
  'privacy.exportPdf': 'Access as PDF',
  'privacy.exportProgress': 'Loading the information … ({size})',
  'privacy.exportDone': 'The information was saved as {file}.',
  'privacy.anonymise': 'Anonymise data',
  'privacy.confirmTitle': 'Anonymise data',
  'privacy.confirmIntro': 'For {email} the following happens:',
  'privacy.confirmCases':
    'Reports ({count}): the e-mail address, device id and status link are deleted. Each report gets a protocol entry with your name and the time.',
  'privacy.confirmFreeTexts':
    'Of these with free texts ({count}): the description, rating comment and reporter’s messages are replaced too.',
  'privacy.confirmNoFreeTexts': 'The free texts of the reports stay unchanged.',
  'privacy.confirmCorrespondents': 'Contact entries ({count}): they are deleted.',
  'privacy.confirmKeeps': 'The reports themselves, their photos and the administration’s answers stay. Anonymising cannot be undone.',
  'privacy.confirm': 'Anonymise for good',
  'privacy.anonymising': 'Anonymising the data …',
  'privacy.done': 'Anonymised. Reports: {cases}, of these with free texts: {freeTexts}; contact entries deleted: {correspondents}.',
};
