import { ANSWER_TEMPLATE_SORTS } from '@contracts/answer-template.js';
import { INFO_CATEGORY_SORTS } from '@contracts/bis-category.js';
import { CASE_SORTS } from '@contracts/case.js';
import { CATEGORY_SORTS, TAG_SORTS } from '@contracts/category.js';
import { CORRESPONDENT_SORTS } from '@contracts/correspondent.js';
import { INFO_SORTS, PUBLIC_INFO_SORTS } from '@contracts/info.js';
import { BLOCKED_ADDRESS_SORTS } from '@contracts/newsletter.js';
import { PROMOTION_SORTS } from '@contracts/promotion.js';
import { SURVEY_SORTS } from '@contracts/survey.js';

/**
 * The names of the API reference, kept here rather than derived, so that generated clients keep their method names
 * when a path or a routes plugin changes: each operation's `operationId` (a verb and the record, English, as
 * generated code calls it) and `summary` (German, like the rest of the reference: the record, then what happens),
 * by method and path as the document writes them. openapi.ts fails the document for a route missing here, so a new
 * route names itself once.
 */
export const OPERATIONS: Readonly<Record<string, readonly [operationId: string, summary: string]>> = {
  'GET /health/live': ['getLiveness', 'Prozess läuft'],
  'GET /health/ready': ['getReadiness', 'Bereitschaft prüfen (Datenbank erreichbar)'],
  'GET /metrics': ['getMetrics', 'Betriebskennzahlen im Prometheus-Format abrufen'],
  'POST /api/authorization/token': ['login', 'Anmelden (Token im Kopf Authorization)'],
  'GET /api/me/authorization/state': ['getAuthorizationState', 'Anmeldestatus prüfen'],
  'POST /logout': ['logout', 'Abmelden'],
  'POST /api/user/register': ['registerUser', 'Konto mit Einladungslink aktivieren'],
  'POST /api/user/forgot-password': ['requestPasswordReset', 'Link zum Zurücksetzen des Passworts anfordern'],
  'POST /api/user/reset-password': ['resetPassword', 'Passwort mit Link zurücksetzen'],
  'GET /api/user/me': ['getCurrentUser', 'Eigenes Konto abrufen'],
  'GET /api/user': ['listUsers', 'Benutzer auflisten'],
  'POST /api/user': ['createUser', 'Benutzer anlegen'],
  'GET /api/user/pending': ['listPendingUsers', 'Noch nicht aktivierte Benutzer auflisten'],
  'GET /api/user/tenant/{tenantId}': ['listTenantUsers', 'Benutzer eines Mandanten auflisten'],
  'GET /api/user/{id}': ['getUser', 'Benutzer abrufen'],
  'PUT /api/user/{id}': ['updateUser', 'Benutzer ändern'],
  'DELETE /api/user/{id}': ['deleteUser', 'Benutzer löschen'],
  'PUT /api/user/{id}/send-password-reset': ['sendUserPasswordReset', 'Benutzer einen Link zum Setzen des Passworts senden'],
  'GET /api/user/{id}/assigned-categories': ['listUserCategories', 'Zugeordnete Kategorien eines Benutzers auflisten'],
  'PUT /api/user/{id}/assigned-categories': ['setUserCategories', 'Zugeordnete Kategorien eines Benutzers setzen'],
  'GET /api/user/{id}/assigned-tags': ['listUserTags', 'Zugeordnete Schlagworte eines Benutzers auflisten'],
  'PUT /api/user/{id}/assigned-tags': ['setUserTags', 'Zugeordnete Schlagworte eines Benutzers setzen'],
  'GET /api/tenant/all': ['listAllTenants', 'Alle sichtbaren Mandanten auflisten'],
  'GET /api/tenant': ['listTenants', 'Mandanten auflisten'],
  'POST /api/tenant': ['createTenant', 'Mandanten anlegen'],
  'GET /api/tenant/{id}': ['getTenant', 'Mandanten abrufen'],
  'PUT /api/tenant/{id}': ['updateTenant', 'Mandanten ändern'],
  'PATCH /api/tenant/{id}/generate-api-key': ['generateTenantApiKey', 'API-Schlüssel eines Mandanten erzeugen'],
  'DELETE /api/tenant/{id}/api-key': ['deleteTenantApiKey', 'API-Schlüssel eines Mandanten entfernen'],
  'POST /files/upload': ['uploadFile', 'Datei hochladen'],
  'DELETE /files/upload/{name}': ['deleteUpload', 'Hochgeladene Datei löschen'],
  'DELETE /files/upload/internal/{name}': ['deleteInternalUpload', 'Interne hochgeladene Datei löschen'],
  'GET /files/link/{name}': ['getFileLink', 'Link zu einer Datei abrufen'],
  'GET /files/images/{name}': ['getImage', 'Bild abrufen'],
  'GET /files/{name}': ['getFile', 'Datei abrufen'],
  'GET /files/thumbnails/{name}': ['getThumbnail', 'Vorschaubild abrufen'],
  'GET /api/role/rights': ['listRights', 'Rechte auflisten'],
  'GET /api/role': ['listRoles', 'Rollen auflisten'],
  'POST /api/role': ['createRole', 'Rolle anlegen'],
  'GET /api/role/tenant/{tenantId}': ['listTenantRoles', 'Rollen eines Mandanten auflisten'],
  'GET /api/role/variableRights/{tenantId}': ['listVariableRights', 'Variable Rechte eines Mandanten auflisten'],
  'PUT /api/role/{id}': ['updateRole', 'Rolle ändern'],
  'DELETE /api/role/{id}': ['deleteRole', 'Rolle löschen'],
  'PUT /api/role/{id}/right/{right}': ['toggleRoleRight', 'Recht einer Rolle umschalten'],
  'PUT /api/role/{id}/variable-right/{variableRightId}': ['toggleRoleVariableRight', 'Variables Recht einer Rolle umschalten'],
  'GET /api/language/all': ['listLanguages', 'Sprachen auflisten'],
  'GET /api/language/me': ['getLanguage', 'Eigene Sprache abrufen'],
  'GET /api/module': ['listModules', 'Module auflisten'],
  'GET /api/app': ['listApps', 'Apps auflisten'],
  'GET /api/downloads/catalog': ['getDownloadCatalog', 'Downloadkatalog abrufen'],
  'GET /api/device/{id}/block-device': ['getDeviceBlock', 'Sperre eines Geräts abrufen'],
  'GET /api/case': ['listCases', 'Meldungen auflisten'],
  'POST /api/case': ['createCase', 'Meldung anlegen (Mitarbeitende) oder einreichen (Bürger)'],
  'GET /api/case/tenant/{tenantId}': ['listTenantCases', 'Meldungen eines Mandanten auflisten'],
  'GET /api/case/export': ['exportCases', 'Meldungen exportieren (CSV, XLSX oder GeoJSON)'],
  'GET /api/case/markers': ['listCaseMarkers', 'Kartenmarker der Meldungen abrufen'],
  'GET /api/case/deadline-cases': ['listDeadlineCases', 'Meldungen mit überschrittener Frist auflisten'],
  'GET /api/case/stats': ['getCaseStats', 'Meldungszahlen je Status abrufen'],
  'GET /api/case/{id}': ['getCase', 'Meldung abrufen'],
  'PUT /api/case/{id}': ['updateCase', 'Meldung ändern'],
  'DELETE /api/case/{id}': ['deleteCase', 'Meldung löschen'],
  'POST /api/case/bulk': ['bulkUpdateCases', 'Mehrere Meldungen auf einmal ändern'],
  'PUT /api/case/{id}/state/{state}': ['setCaseState', 'Status einer Meldung setzen'],
  'PUT /api/case/{id}/map-published/{published}': ['setCaseMapPublished', 'Meldung auf der Karte zeigen oder verbergen'],
  'PUT /api/case/{id}/blockDevice': ['blockCaseDevice', 'Gerät der Meldenden sperren'],
  'GET /api/case/{id}/protocol': ['getCaseProtocol', 'Verlauf einer Meldung abrufen'],
  'GET /api/case/{id}/note': ['listCaseNotes', 'Notizen einer Meldung auflisten'],
  'POST /api/case/{id}/note': ['createCaseNote', 'Notiz zu einer Meldung anlegen'],
  'PUT /api/case/{id}/note/{noteId}': ['updateCaseNote', 'Notiz einer Meldung ändern'],
  'DELETE /api/case/{id}/note/{noteId}': ['deleteCaseNote', 'Notiz einer Meldung löschen'],
  'GET /api/geocode': ['geocode', 'Adresse suchen oder Koordinaten auflösen'],
  'GET /api/category': ['listCategories', 'Kategorien auflisten'],
  'POST /api/category': ['createCategory', 'Kategorie anlegen'],
  'GET /api/category/selectable': ['listSelectableCategories', 'Auswählbare Kategorien auflisten'],
  'GET /api/category/tenant/{tenantId}': ['listTenantCategories', 'Kategorien eines Mandanten auflisten'],
  'GET /api/category/{id}': ['getCategory', 'Kategorie abrufen'],
  'PUT /api/category/{id}': ['updateCategory', 'Kategorie ändern'],
  'DELETE /api/category/{id}': ['deleteCategory', 'Kategorie löschen'],
  'GET /api/tag': ['listTags', 'Schlagworte auflisten'],
  'POST /api/tag': ['createTag', 'Schlagwort anlegen'],
  'GET /api/tag/selectable': ['listSelectableTags', 'Auswählbare Schlagworte auflisten'],
  'GET /api/tag/{id}': ['getTag', 'Schlagwort abrufen'],
  'PUT /api/tag/{id}': ['updateTag', 'Schlagwort ändern'],
  'DELETE /api/tag/{id}': ['deleteTag', 'Schlagwort löschen'],
  'GET /api/answer-template': ['listAnswerTemplates', 'Antwortvorlagen auflisten'],
  'POST /api/answer-template': ['createAnswerTemplate', 'Antwortvorlage anlegen'],
  'GET /api/answer-template/{id}': ['getAnswerTemplate', 'Antwortvorlage abrufen'],
  'PUT /api/answer-template/{id}': ['updateAnswerTemplate', 'Antwortvorlage ändern'],
  'DELETE /api/answer-template/{id}': ['deleteAnswerTemplate', 'Antwortvorlage löschen'],
  'GET /api/case/statistics/simple': ['getCaseStatistics', 'Kennzahlen der Übersicht abrufen'],
  'GET /api/case/statistics/casesdiagram': ['getCaseDiagram', 'Verlauf der Meldungen für das Diagramm abrufen'],
  'POST /api/case/{id}/send-summary': ['sendCaseSummary', 'Zusammenfassung einer Meldung per E-Mail senden'],
  'GET /api/case/{id}/pdf-summary': ['getCaseSummaryPdf', 'Zusammenfassung einer Meldung als PDF abrufen'],
  'GET /api/case/reachable': ['listReachableTenants', 'Erreichbare Mandanten für die Weiterleitung auflisten'],
  'POST /api/case/toAdmin/{id}': ['forwardCase', 'Meldung an einen anderen Mandanten weiterleiten'],
  'POST /api/tenant/unreachable/send': ['reportUnreachableTenant', 'Meldung an einen nicht angeschlossenen Mandanten senden'],
  'GET /api/buergerinfo/category': ['listInfoCategories', 'Bürgerinfo-Kategorien auflisten'],
  'POST /api/buergerinfo/category': ['createInfoCategory', 'Bürgerinfo-Kategorie anlegen'],
  'GET /api/buergerinfo/category/tenant/{tenantId}': ['listTenantInfoCategories', 'Bürgerinfo-Kategorien eines Mandanten auflisten'],
  'GET /api/buergerinfo/category/{id}': ['getInfoCategory', 'Bürgerinfo-Kategorie abrufen'],
  'PUT /api/buergerinfo/category/{id}': ['updateInfoCategory', 'Bürgerinfo-Kategorie ändern'],
  'DELETE /api/buergerinfo/category/{id}': ['deleteInfoCategory', 'Bürgerinfo-Kategorie löschen'],
  'GET /api/role/variable-right/{basicRight}/biscategory/{categoryId}': [
    'getInfoCategoryVariableRight',
    'Variables Recht einer Bürgerinfo-Kategorie abrufen',
  ],
  'GET /api/buergerinfo/types': ['listInfoTypes', 'Arten der Bürgerinfos auflisten'],
  'GET /api/buergerinfo/info/types': ['listInfoTypesOfInfo', 'Arten der Bürgerinfos auflisten (zweite Adresse)'],
  'GET /api/buergerinfo/info': ['listInfos', 'Bürgerinfos auflisten'],
  'POST /api/buergerinfo/info': ['createInfo', 'Bürgerinfo anlegen'],
  'GET /api/buergerinfo/info/{id}': ['getInfo', 'Bürgerinfo abrufen'],
  'PUT /api/buergerinfo/info/{id}': ['updateInfo', 'Bürgerinfo ändern'],
  'DELETE /api/buergerinfo/info/{id}': ['deleteInfo', 'Bürgerinfo löschen'],
  'PATCH /api/buergerinfo/info/{id}/status/{status}': ['setInfoStatus', 'Status einer Bürgerinfo setzen'],
  'GET /api/buergerinfo/info/{id}/generate-qr': ['getInfoQrLink', 'Link des QR-Codes einer Bürgerinfo abrufen'],
  'GET /api/public/buergerinfo': ['listPublicInfos', 'Veröffentlichte Bürgerinfos auflisten'],
  'GET /api/public/buergerinfo/{id}': ['getPublicInfo', 'Veröffentlichte Bürgerinfo abrufen'],
  'GET /api/public/buergerinfo/{id}/qr.png': ['getPublicInfoQrCode', 'QR-Code einer Bürgerinfo als PNG abrufen'],
  'GET /info/{id}': ['showPublicInfo', 'Bürgerinfo als Seite zeigen'],
  'GET /api/buergerinfo/survey': ['listSurveys', 'Umfragen auflisten'],
  'POST /api/buergerinfo/survey': ['createSurvey', 'Umfrage anlegen'],
  'GET /api/buergerinfo/survey/dashboard': ['getSurveyDashboard', 'Übersicht der Umfragen abrufen'],
  'GET /api/buergerinfo/survey/{id}': ['getSurvey', 'Umfrage abrufen'],
  'PUT /api/buergerinfo/survey/{id}': ['updateSurvey', 'Umfrage ändern'],
  'DELETE /api/buergerinfo/survey/{id}': ['deleteSurvey', 'Umfrage löschen'],
  'GET /api/buergerinfo/survey/{id}/question/{qid}/votes': ['getSurveyQuestionVotes', 'Stimmen einer Umfragefrage abrufen'],
  'GET /api/buergerinfo/survey/{id}/question1/{q1}/question2/{q2}/votes': [
    'getSurveyCrossVotes',
    'Stimmen zweier Umfragefragen gekreuzt abrufen',
  ],
  'GET /api/buergerinfo/survey/{id}/answers': ['listSurveyAnswers', 'Freitextantworten einer Umfrage auflisten'],
  'GET /api/public/survey/{id}': ['getPublicSurvey', 'Laufende Umfrage abrufen'],
  'POST /api/public/survey/{id}/vote': ['voteInSurvey', 'An einer Umfrage teilnehmen'],
  'GET /api/promotion': ['listPromotions', 'Aktionen auflisten'],
  'POST /api/promotion': ['createPromotion', 'Aktion anlegen'],
  'GET /api/promotion/{id}': ['getPromotion', 'Aktion abrufen'],
  'PUT /api/promotion/{id}': ['updatePromotion', 'Aktion ändern'],
  'DELETE /api/promotion/{id}': ['deletePromotion', 'Aktion löschen'],
  'GET /api/correspondent': ['listCorrespondents', 'Ansprechpersonen auflisten'],
  'POST /api/correspondent': ['createCorrespondent', 'Ansprechperson anlegen'],
  'GET /api/correspondent/{id}': ['getCorrespondent', 'Ansprechperson abrufen'],
  'PUT /api/correspondent/{id}': ['updateCorrespondent', 'Ansprechperson ändern'],
  'DELETE /api/correspondent/{id}': ['deleteCorrespondent', 'Ansprechperson löschen'],
  'GET /api/newsletter': ['listBlockedAddresses', 'Gesperrte Newsletter-Adressen auflisten'],
  'POST /api/newsletter': ['blockAddress', 'Newsletter-Adresse sperren'],
  'DELETE /api/newsletter/{id}': ['unblockAddress', 'Sperre einer Newsletter-Adresse aufheben'],
  'GET /api/newsletter/unsubscribe': ['unsubscribeNewsletter', 'Newsletter mit Link abbestellen'],
  'POST /api/tenant/broadcast/test': ['sendTestBroadcast', 'Rundschreiben als Probe an sich selbst senden'],
  'POST /api/tenant/broadcast': ['sendBroadcast', 'Rundschreiben an Mandanten senden'],
  'GET /api/tenant/broadcast': ['listBroadcasts', 'Gesendete Rundschreiben auflisten'],
  'POST /api/privacy/subjects/search': ['searchDataSubjects', 'Betroffene Personen suchen'],
  'POST /api/privacy/subjects/export': ['exportDataSubject', 'Daten einer Person exportieren (JSON)'],
  'POST /api/privacy/subjects/export-pdf': ['exportDataSubjectPdf', 'Daten einer Person als PDF exportieren'],
  'POST /api/privacy/subjects/anonymise': ['anonymiseDataSubject', 'Daten einer Person anonymisieren'],
  'GET /api/privacy/requests': ['listPrivacyRequests', 'Datenschutzvorgänge auflisten'],
  'POST /api/privacy/requests/search': ['searchPrivacyRequests', 'Datenschutzvorgänge suchen'],
  'GET /api/tenant/apikey/{apiKey}': ['getTenantByApiKey', 'Mandanten zum API-Schlüssel abrufen'],
  'GET /api/case/map': ['getCaseMap', 'Öffentliche Karte der Meldungen abrufen'],
  'GET /api/category/coordinates/{lng}/{lat}': ['listCategoriesAt', 'Kategorien an einem Ort auflisten'],
  'GET /api/case/nearby': ['listNearbyCases', 'Meldungen in der Nähe auflisten'],
  'GET /api/public/case-status/{token}': ['getCaseStatus', 'Stand einer eigenen Meldung abrufen'],
  'POST /api/public/case-status/{token}/rating': ['rateCase', 'Erledigte eigene Meldung bewerten'],
  'POST /api/public/case-status/{token}/withdraw': ['withdrawCase', 'Eigene Meldung zurückziehen'],
  'GET /open311/v2/discovery.{format}': ['open311Discovery', 'Open311: Dienstbeschreibung abrufen'],
  'GET /open311/v2/services.{format}': ['open311ListServices', 'Open311: Dienste auflisten'],
  'GET /open311/v2/services/{service_code}.{format}': ['open311GetServiceDefinition', 'Open311: Dienstdefinition abrufen'],
  'GET /open311/v2/requests.{format}': ['open311ListRequests', 'Open311: Anliegen auflisten'],
  'POST /open311/v2/requests.{format}': ['open311CreateRequest', 'Open311: Anliegen einreichen'],
  'GET /open311/v2/requests/{service_request_id}.{format}': ['open311GetRequest', 'Open311: Anliegen abrufen'],
  'POST /api/test-support/provider-states': ['setProviderState', 'Testzustand für die Pact-Prüfung herstellen (nur Test und Demo)'],
};

/** What each tag (the module that registers its routes) holds, for the reference's list of tags. */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  platform: 'Betrieb: Lebenszeichen, Bereitschaft, Kennzahlen',
  auth: 'Anmelden, Abmelden, Konto aktivieren und Passwort zurücksetzen',
  user: 'Benutzer der Mandanten und ihre Zuständigkeiten',
  tenant: 'Mandanten (Kommunen) und ihre API-Schlüssel',
  file: 'Hochgeladene Dateien, Bilder und Vorschaubilder',
  role: 'Rollen und ihre Rechte',
  language: 'Sprachen der Oberfläche',
  catalog: 'Module, Apps und Downloads, die das Produkt kennt',
  device: 'Gesperrte Geräte von Meldenden',
  case: 'Meldungen (Mängelmelder): Liste, Bearbeitung, Notizen, Export',
  geocode: 'Adresssuche und Auflösung von Koordinaten',
  category: 'Kategorien der Meldungen',
  tag: 'Schlagworte der Meldungen',
  'answer-template': 'Antwortvorlagen für Meldungen',
  dashboard: 'Kennzahlen und Diagramme der Übersicht',
  'case-report': 'Zusammenfassungen einer Meldung (E-Mail, PDF)',
  'case-forwarding': 'Weiterleitung von Meldungen an andere Mandanten',
  'info-category': 'Kategorien der Bürgerinformationen',
  info: 'Bürgerinformationen (Nachrichten, Termine, Orte)',
  'public-info': 'Veröffentlichte Bürgerinformationen für Frames und Apps',
  survey: 'Umfragen und ihre Auswertung',
  'public-survey': 'Teilnahme an Umfragen für Frames und Apps',
  promotion: 'Aktionen',
  correspondent: 'Ansprechpersonen der Mandanten',
  newsletter: 'Gesperrte Newsletter-Adressen und Abbestellung',
  broadcast: 'Rundschreiben an Mandanten',
  privacy: 'Datenschutz: Auskunft, Export und Anonymisierung',
  frame: 'Bürger-Frames: Karte, Meldungen in der Nähe, Stand einer eigenen Meldung',
  open311: 'Open311 (GeoReport v2)',
};

type MediaTypes = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

const text = { type: 'string' };
const binary = { type: 'string', contentMediaType: 'application/octet-stream' };
const file = (mediaType: string) => ({ [mediaType]: { type: 'string', contentMediaType: mediaType } });
const images = { ...file('image/jpeg'), ...file('image/png'), ...file('image/gif') };
const html = { 'text/html': text };
const health = { 'application/json': { type: 'object', required: ['status'], properties: { status: { type: 'string' } } } };

/**
 * The answers that are no JSON, by operation and then media type as the server sends them (a route's schema only
 * describes JSON): the case export in its three formats, the PDF and image files, the HTML pages, the metrics.
 */
export const FILE_ANSWERS: Readonly<Record<string, MediaTypes>> = {
  'GET /health/live': health,
  'GET /health/ready': health,
  'GET /metrics': { 'text/plain': text },
  'GET /api/case/export': {
    'text/csv': text,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': binary,
    'application/geo+json': {
      type: 'object',
      required: ['type', 'features'],
      properties: { type: { const: 'FeatureCollection' }, features: { type: 'array', items: { type: 'object' } } },
    },
  },
  'POST /api/privacy/subjects/export-pdf': file('application/pdf'),
  'GET /files/{name}': { ...images, ...file('application/pdf') },
  'GET /files/images/{name}': images,
  'GET /files/thumbnails/{name}': images,
  'GET /api/public/buergerinfo/{id}/qr.png': file('image/png'),
  'GET /info/{id}': html,
  'GET /api/downloads/catalog': html,
  'GET /api/newsletter/unsubscribe': html,
};

/** The headers an answer carries that a client must read: the session token of a login. */
export const ANSWER_HEADERS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'POST /api/authorization/token': {
    Authorization: {
      description: 'Der Token der Sitzung als „Bearer …“; jede weitere Anfrage sendet ihn im Kopf `Authorization` zurück.',
      required: true,
      schema: { type: 'string', pattern: '^Bearer .+' },
    },
  },
};

const USER_SORTS = ['tenant.name', 'tenantName', 'lastname', 'firstname', 'email', 'position'];
const PRIVACY_REQUEST_SORTS = ['createdAt', 'action', 'recordCount', 'user', 'tenant'];

/**
 * The keys each list's `sort` takes, an enum in the reference. The server answers any other key with 400
 * INVALID_SORT (platform/paging.ts) rather than through the schema, whose error would be another; the lists' own
 * tests and openapi-sorts.test.ts keep these in step with the services' SortSpecs. `null`: the list keeps its own
 * order and ignores a sort.
 */
export const SORT_KEYS: Readonly<Record<string, readonly string[] | null>> = {
  'GET /api/user': USER_SORTS,
  'GET /api/user/pending': USER_SORTS,
  'GET /api/user/tenant/{tenantId}': ['lastname', 'firstname'],
  'GET /api/tenant/all': ['name'],
  'GET /api/tenant': ['name', 'zip', 'country', 'population', 'residents'],
  'GET /api/case': CASE_SORTS,
  'GET /api/case/tenant/{tenantId}': CASE_SORTS,
  'GET /api/case/export': CASE_SORTS,
  'GET /api/case/markers': CASE_SORTS,
  'GET /api/category': CATEGORY_SORTS,
  'GET /api/tag': TAG_SORTS,
  'GET /api/answer-template': ANSWER_TEMPLATE_SORTS,
  'GET /api/buergerinfo/category': INFO_CATEGORY_SORTS,
  'GET /api/buergerinfo/info': INFO_SORTS,
  'GET /api/public/buergerinfo': PUBLIC_INFO_SORTS,
  'GET /api/buergerinfo/survey': SURVEY_SORTS,
  'GET /api/promotion': PROMOTION_SORTS,
  'GET /api/correspondent': CORRESPONDENT_SORTS,
  'GET /api/newsletter': BLOCKED_ADDRESS_SORTS,
  'GET /api/tenant/broadcast': null,
  'GET /api/privacy/requests': PRIVACY_REQUEST_SORTS,
  'POST /api/privacy/requests/search': PRIVACY_REQUEST_SORTS,
};
