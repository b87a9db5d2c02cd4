import { caseStateLabel, type Case } from '@contracts/case.js';
import { formatPosition } from '../../platform/german-numbers.js';

/** What a summary of a case says, the same in the mail and in the PDF. Never the reporter's address. */
export const caseTitle = (c: Pick<Case, 'id' | 'caseNumber'>) => (c.caseNumber !== null ? `Fall Nr. ${c.caseNumber}` : `Fall #${c.id}`);

export function caseFacts(c: Case): [string, string][] {
  const category = c.category ? `${c.category.name}${c.categoryTag ? ` / ${c.categoryTag.name}` : ''}` : 'Keine Kategorie';
  return [
    ['Fallnummer', c.caseNumber !== null ? String(c.caseNumber) : '–'],
    ['Mandant', c.tenant?.name ?? 'Kein Mandant'],
    ['Status', `${caseStateLabel(c.state)} (${c.progress} %)`],
    ['Gemeldet am', c.createdAtFormatted],
    ['Zuletzt bearbeitet', c.editedAtFormatted ?? '–'],
    ['Bearbeitungsfrist', c.stateChangedDeadlineFormatted ?? 'keine'],
    ['Kategorie', category],
    ['Bearbeiter', c.assignee?.fullname ?? 'Nicht zugewiesen'],
    ['Ort', formatPosition(c.latitude, c.longitude)],
    ...(c.rating !== null ? [['Bewertung', `${c.rating} von 5`] as [string, string]] : []),
  ];
}

const NOTE_KINDS: Record<string, string> = { NOTE: 'Notiz', ANSWER: 'Antwort', PHOTO: 'Foto' };

/** One line per note: when, who, what kind, then the text. */
export const noteHeading = (note: Case['notesOrdered'][number]) =>
  `${note.createdAtFormatted} · ${note.createdBy?.fullname ?? (note.clientMessage ? 'Meldende Person' : 'System')} · ${NOTE_KINDS[note.type] ?? note.type}`;

/** The summary as plain paragraphs (mails). */
export function summaryParagraphs(c: Case, photoLinks: string[]): string[] {
  const photos =
    c.photos.length === 0
      ? 'keine'
      : `${c.photos.length}${photoLinks.length > 0 ? `\n${photoLinks.join('\n')}` : ' (nur im Bürgerportal einsehbar)'}`;
  return [
    caseFacts(c)
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n'),
    `Beschreibung:\n${c.description.trim() || '–'}`,
    ...(c.handoverNote ? [`Übergabenotiz:\n${c.handoverNote}`] : []),
    `Fotos: ${photos}`,
    c.notesOrdered.length === 0
      ? 'Notizen und Antworten: keine'
      : `Notizen und Antworten:\n${c.notesOrdered.map((note) => `${noteHeading(note)}\n${note.description}`).join('\n\n')}`,
  ];
}
