import type { SubjectCaseExport, SubjectExport } from '@contracts/privacy.js';
import { PDF_PRIMARY, renderPdf } from '../case-reports/index.js';
import { formatPosition } from '../../platform/german-numbers.js';

const MUTED = '#555555';
const none = (text: string) => ({ text, italics: true, color: MUTED });
const facts = (rows: [string, string][]) => ({
  table: { widths: [130, '*'], body: rows.map(([label, value]) => [{ text: label, bold: true }, value]) },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 6],
});
/** A row only where the case has the value: most reports come without name, phone or photo link. */
const optional = (label: string, value: string | null): [string, string][] => (value === null ? [] : [[label, value]]);
const messages = (title: string, list: SubjectCaseExport['answers']) =>
  list.length === 0
    ? []
    : [
        { text: title, bold: true, margin: [0, 4, 0, 2] },
        ...list.map((m) => ({
          stack: [{ text: m.createdAtFormatted, fontSize: 8, color: MUTED }, { text: m.text }],
          margin: [0, 0, 0, 4],
        })),
      ];

function caseBlock(c: SubjectCaseExport) {
  const title = `Fall ${c.caseNumber ?? `#${c.id}`}`;
  return [
    { text: title, style: 'caseTitle' },
    facts([
      ['Mandant', c.tenant?.name ?? 'Kein Mandant'],
      ['Gemeldet am', c.createdAtFormatted],
      ['Status', c.stateLabel],
      ['Kategorie', [c.category, c.tag].filter(Boolean).join(' / ') || '–'],
      ['Ort', `${c.address ? `${c.address}, ` : ''}${formatPosition(c.latitude, c.longitude)}`],
      ['E-Mail-Adresse', c.email ?? 'gelöscht'],
      ...optional('Name', c.reporterName),
      ...optional('Telefon', c.reporterPhone),
      ...optional('Foto (externer Link)', c.mediaUrl),
      ['Geräte-Kennung', c.deviceId ?? 'keine'],
      ['Fotos der Meldung', String(c.photos)],
      ['Bewertung', c.rating === null ? '–' : `${c.rating} von 5${c.ratingComment ? ` („${c.ratingComment}“)` : ''}`],
      ...optional(
        'Weitergeleitet an',
        c.forwardedTo &&
          `${c.forwardedTo.recipient} am ${c.forwardedTo.sentAtFormatted} (${c.forwardedTo.emailShared ? 'mit' : 'ohne'} E-Mail-Adresse)`,
      ),
    ]),
    { text: 'Beschreibung', bold: true, margin: [0, 4, 0, 2] },
    { text: c.description.trim() || '–' },
    ...messages('Nachrichten der meldenden Person', c.reporterMessages),
    ...messages('Antworten der Verwaltung', c.answers),
  ];
}

/** The Art. 15 information as a readable PDF: the same content as the JSON export, one block per case. */
export function renderSubjectPdf(data: SubjectExport): Promise<Buffer> {
  const correspondents = data.correspondents.map((c) =>
    facts([
      ['Mandant', c.tenant.name],
      ['Name', [c.title, c.firstName, c.lastName].filter(Boolean).join(' ')],
      ['E-Mail-Adresse', c.email],
    ]),
  );
  return renderPdf(
    { title: 'Auskunft nach Art. 15 DSGVO', subject: data.email },
    [
      { text: 'Bürgerportal · Auskunft nach Art. 15 DSGVO', fontSize: 9, color: MUTED },
      { text: data.email, fontSize: 20, bold: true, color: PDF_PRIMARY, margin: [0, 2, 0, 4] },
      {
        text: `Gespeicherte Daten zu dieser E-Mail-Adresse, Stand ${data.generatedAtFormatted} – Meldungen: ${data.cases.length}, Kontakteinträge: ${data.correspondents.length}.`,
        margin: [0, 0, 0, 8],
      },
      { text: 'Meldungen', style: 'heading' },
      ...(data.cases.length === 0 ? [none('Keine Meldungen')] : data.cases.flatMap(caseBlock)),
      { text: 'Kontakteinträge', style: 'heading' },
      ...(correspondents.length === 0 ? [none('Keine Kontakteinträge')] : correspondents),
      ...(data.blockEntry
        ? [
            { text: 'Sperrliste für Rundschreiben', style: 'heading' },
            { text: `Die Adresse erhält seit ${data.blockEntry.createdAtFormatted} keine Rundschreiben.` },
          ]
        : []),
    ],
    {
      heading: { fontSize: 14, bold: true, color: PDF_PRIMARY, margin: [0, 14, 0, 6] },
      caseTitle: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
    },
  );
}
