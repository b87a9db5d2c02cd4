import { answerTemplatesDe } from './areas/answer-templates.js';
import { caseFileDe } from './areas/case-file.js';
import { casesDe } from './areas/cases.js';
import { categoriesDe } from './areas/categories.js';
import { dashboardDe } from './areas/dashboard.js';
import { tagsDe } from './areas/tags.js';
import { rolesDe } from './areas/roles.js';
import { tenantsDe } from './areas/tenants.js';
import { usersDe } from './areas/users.js';
import { searchDe } from './areas/search.js';
import { promotionsDe } from './areas/promotions.js';
import { correspondentsDe } from './areas/correspondents.js';
import { broadcastDe } from './areas/broadcast.js';
import { privacyDe } from './areas/privacy.js';
import { accessibilityDe } from './areas/accessibility.js';
import { forwardingDe } from './areas/forwarding.js';
import { citizenInfoDe } from './areas/citizen-info.js';
import { surveysDe } from './areas/surveys.js';

/**
 * German texts (default language). The keys of this object are the message keys of the whole UI; en.ts must
 * define exactly the same keys, so a missing or extra key fails the type check.
 * Placeholders in braces ({name}) are filled by t().
 */
export const de = {
  'app.name': 'Bürgerportal',
  'app.loading': 'Wird geladen …',
  'dataTable.loadMore': 'Weitere laden ({shown} von {total})',
  'sectionNav.title': 'Auf dieser Seite',
  'app.otherLanguage': 'English',
  'app.otherLanguageCode': 'en',

  'common.cancel': 'Abbrechen',
  'common.save': 'Speichern',
  'common.close': 'Schließen',
  'common.confirm': 'Bestätigen',
  'common.opensInNewTab': '(öffnet in neuem Tab)',
  'common.startPage': 'Zur Startseite',
  'common.required': 'Pflichtfeld',
  'common.email': 'E-Mail',
  'common.password': 'Passwort',
  'common.passwordRepeat': 'Passwort wiederholen',

  'errors.unexpected': 'Ein unerwarteter Fehler ist aufgetreten.',
  'errors.unauthorized': 'Sie müssen sich anmelden, um diese Funktion zu nutzen.',
  'errors.fillAllFields': 'Bitte füllen Sie alle Felder aus.',

  'session.expiredTitle': 'Sitzung beendet',
  'session.inactivity': 'Sie wurden wegen Inaktivität automatisch ausgeloggt. Bitte laden Sie die Seite neu und melden Sie sich erneut an.',
  'session.reload': 'Seite neu laden',

  'toast.close': 'Meldung schließen',
  'toast.notifications': 'Benachrichtigungen',
  'toast.password_resetted': 'Ihr Passwort wurde zurückgesetzt. Bitte melden Sie sich mit dem neuen Passwort an.',

  'shell.skipLink': 'Zum Inhalt springen',
  'shell.logo': 'Bürgerportal – zur Startseite',
  'shell.sidebarToggle': 'Menü',
  'shell.searchLabel': 'Suche',
  'shell.searchLandmark': 'Globale Suche',
  'shell.searchPlaceholder': 'Suche...',
  'shell.fullscreen': 'Vollbild',
  'shell.logout': 'Abmelden',
  'shell.profile': 'Benutzerprofil',
  'shell.commune': 'Stadtverwaltung {name}',
  'shell.caseCounters': 'Fallübersicht',
  'shell.casesAll': 'Fälle',
  'shell.casesOpen': 'Offen',
  'shell.casesRejected': 'Abgelehnt',
  'shell.support': 'Support',
  'shell.version': 'Version {build}',

  'menu.general': 'Allgemeines',
  'menu.maengelmelder': 'Mängelmelder',
  'menu.buergerinfo': 'Bürgerinformationen',
  'menu.management': 'Management',
  'menu.service': 'Service',
  'menu.dashboard': 'Dashboard',
  'menu.categories': 'Kategorien',
  'menu.tags': 'Unterkategorien',
  'menu.cases': 'Fallverwaltung',
  'menu.bisCategories': 'Kategorien',
  'menu.buergerinfos': 'Bürgerinformationen',
  'menu.surveys': 'Umfragen',
  'menu.users': 'Nutzerverwaltung',
  'menu.promotions': 'Promotions',
  'menu.roles': 'Rollenverwaltung',
  'menu.tenants': 'Mandanten',
  'menu.correspondents': 'Korrespondenz',
  'menu.broadcast': 'Broadcast',
  'menu.downloads': 'Downloads',
  'menu.imprint': 'Impressum',

  'page.dashboard': 'Dashboard',
  'page.cases': 'Fallverwaltung',
  'page.createCase': 'Fall anlegen',
  'page.editCase': 'Fall bearbeiten',
  'page.users': 'Nutzerverwaltung',
  'page.createUser': 'Nutzer anlegen',
  'page.editUser': 'Nutzer bearbeiten',
  'page.tenants': 'Mandanten',
  'page.createTenant': 'Mandant anlegen',
  'page.editTenant': 'Mandant bearbeiten',
  'page.roles': 'Rollenverwaltung',
  'page.categories': 'Kategorien',
  'page.createCategory': 'Kategorie anlegen',
  'page.editCategory': 'Kategorie bearbeiten',
  'page.tags': 'Unterkategorien',
  'page.createTag': 'Unterkategorie anlegen',
  'page.editTag': 'Unterkategorie bearbeiten',
  'page.bisCategories': 'Informationskategorieverwaltung',
  'page.createBisCategory': 'Kategorie der Bürgerinformationen anlegen',
  'page.editBisCategory': 'Kategorie der Bürgerinformationen bearbeiten',
  'page.buergerinfos': 'Bürgerinformationen',
  'page.createBuergerinfo': 'Bürgerinformation anlegen',
  'page.editBuergerinfo': 'Bürgerinformation bearbeiten',
  'page.surveys': 'Umfragen',
  'page.createSurvey': 'Umfrage anlegen',
  'page.editSurvey': 'Umfrage bearbeiten',
  'page.promotions': 'Promotions',
  'page.createPromotion': 'Promotion anlegen',
  'page.editPromotion': 'Promotion bearbeiten',
  'page.correspondents': 'Korrespondenz',
  'page.createCorrespondent': 'Korrespondent anlegen',
  'page.editCorrespondent': 'Korrespondent bearbeiten',
  'page.createMailblock': 'E-Mail-Sperre anlegen',
  'page.createBroadcast': 'Broadcast erstellen',
  'page.casesMap': 'Fallkarte',
  'page.createCaseFrame': 'Fall melden',
  'page.fallMelden': 'Fall melden',

  'notFound.title': 'Seite nicht gefunden',
  'notFound.text': 'Diese Adresse gibt es nicht. Bitte prüfen Sie die Eingabe oder gehen Sie zur Startseite.',
  'noAccess.title': 'Kein Zugriff',
  'noAccess.text': 'Für diese Seite fehlt Ihnen die Berechtigung. Wenn Sie sie brauchen, wenden Sie sich bitte an Ihre Administration.',
  'loadFailed.title': 'Seite nicht geladen',
  'loadFailed.text': 'Diese Seite konnte nicht vollständig geladen werden. Bitte prüfen Sie die Verbindung und laden Sie die Seite neu.',
  'loadFailed.reload': 'Neu laden',

  'login.title': 'Anmelden',
  'login.intro': 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  'login.submit': 'Anmelden',
  'login.forgotPassword': 'Passwort vergessen?',
  'login.register': 'Noch nicht registriert? Kommune registrieren',
  'login.invalidCredentials': 'Die eingegebenen Zugangsdaten sind ungültig.',
  'login.checking': 'Anmeldung wird geprüft …',

  'register.title': 'Kommune registrieren',
  'register.intro': 'Legen Sie ein Konto für Ihre Kommune an. Nach einer internen Prüfung wird Ihr Konto freigeschaltet.',
  'register.firstname': 'Vorname',
  'register.lastname': 'Nachname',
  'register.passwordHint': 'Mindestens {min} Zeichen.',
  'register.tenant': 'Kommune',
  'register.termsBefore': 'Ich akzeptiere die ',
  'register.termsLink': 'AGB',
  'register.termsBetween': ' und die ',
  'register.privacyLink': 'Datenschutzbestimmungen',
  'register.termsAfter': '.',
  'register.submit': 'Registrieren',
  'register.passwordsMismatch': 'Passwörter stimmen nicht überein',
  'register.acceptTerms': 'Bitte akzeptieren Sie die AGBs und Datenschutzbestimmungen',
  'register.toLogin': 'Zur Anmeldung',

  'pending.title': 'Vielen Dank für Ihre Registrierung',
  'pending.created': 'Ihr Konto wurde angelegt.',
  'pending.awaitingTitle': 'Ihr Konto wartet auf die Freigabe',
  'pending.awaiting': 'Ihr Konto ist angelegt, aber noch nicht freigegeben. Eine Anmeldung ist erst danach möglich.',
  'pending.review':
    'Die interne Prüfung dauert in der Regel 1–2 Werktage. Sobald Ihr Konto freigegeben ist, erhalten Sie eine E-Mail und können sich anmelden.',
  'pending.support': 'Support kontaktieren',

  'forgot.title': 'Passwort vergessen',
  'forgot.intro':
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
  'forgot.submit': 'Passwort zurücksetzen',
  'forgot.emailMissing': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  'forgot.toLogin': 'Zurück zur Anmeldung',

  'reset.title': 'Neues Passwort festlegen',
  'reset.intro': 'Legen Sie ein neues Passwort für Ihr Konto fest.',
  'reset.newPassword': 'Neues Passwort',
  'reset.confirmPassword': 'Passwort wiederholen',
  'reset.cancel': 'Abbrechen',
  'reset.save': 'Speichern',

  'validation.already_logged_in': 'Sie sind bereits angemeldet.',
  'validation.empty_value': '{field} darf nicht leer sein.',
  'validation.password_reset_token_missing':
    'Der Link zum Zurücksetzen ist unvollständig. Bitte fordern Sie über „Passwort vergessen?“ einen neuen an.',
  'validation.passwords_not_equal': 'Die Passwörter sind nicht gleich',

  'picker.showSuggestions': 'Vorschläge anzeigen',
  'picker.loading': 'Wird geladen …',
  'picker.noTenant': 'Keine Kommune gefunden',

  'imprint.title': 'Impressum',
  'imprint.provider': 'Angaben gemäß § 5 DDG',
  'imprint.company': 'Bürgerportal Betrieb GmbH',
  'imprint.street': 'Am Markt 1',
  'imprint.city': '15711 Königs Wusterhausen',
  'imprint.country': 'Deutschland',
  'imprint.representedBy': 'Vertreten durch',
  'imprint.representative': '[Name der Geschäftsführung]',
  'imprint.contact': 'Kontakt',
  'imprint.phone': 'Telefon',
  'imprint.phoneValue': '[Telefonnummer]',
  'imprint.register': 'Registereintrag',
  'imprint.registerValue': '[Registergericht und Registernummer]',
  'imprint.vatId': 'Umsatzsteuer-Identifikationsnummer',
  'imprint.vatIdValue': '[USt-IdNr.]',
  'imprint.responsible': 'Verantwortlich für den Inhalt',
  'imprint.responsibleValue': '[Name und Anschrift der verantwortlichen Person]',
  ...caseFileDe,
  ...casesDe,
  ...categoriesDe,
  ...answerTemplatesDe,
  ...dashboardDe,
  ...tagsDe,
  ...rolesDe,
  ...tenantsDe,
  ...usersDe,
  ...searchDe,
  ...promotionsDe,
  ...correspondentsDe,
  ...broadcastDe,
  ...privacyDe,
  ...accessibilityDe,
  ...forwardingDe,
  ...citizenInfoDe,
  ...surveysDe,
} as const;

export type MessageKey = keyof typeof de;

/** A complete dictionary: every key of the German one, and no other. */
export type Dictionary = { readonly [K in MessageKey]: string };
