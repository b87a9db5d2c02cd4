import type pdfmakeModule from 'pdfmake';
import { createRequire } from 'node:module';
import type { Case } from '@contracts/case.js';
import { formatBerlin, now } from '../../db/values.js';
import { caseFacts, caseTitle, noteHeading } from './summary.js';

type PdfMake = typeof pdfmakeModule;
let loaded: Promise<PdfMake> | undefined;

/**
 * pdfmake 0.3 on the server, loaded once on first use (about 0.2 s: a test's app that makes no PDF does not pay for
 * it, a production start loads it before its port opens, lazy-packages.ts), in Roboto (shipped inside pdfmake).
 * pdfmake may read only these font files and nothing from the network; photos come in as data URLs.
 */
export function pdfMaker(): Promise<PdfMake> {
  loaded ??= import('pdfmake').then(({ default: pdfmake }) => {
    const roboto = (createRequire(import.meta.url)('pdfmake/fonts/Roboto.js') as { Roboto: Record<string, string> }).Roboto;
    const fontFiles = new Set(Object.values(roboto));
    pdfmake.setFonts({ Roboto: roboto as { normal: string; bold: string; italics: string; bolditalics: string } });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
    return pdfmake;
  });
  return loaded;
}

/** The product's colour for a PDF's title and headings. */
export const PDF_PRIMARY = '#24695c';

/** A PDF of the product: A4, Roboto, the time it was made and the page numbers in the footer. */
export async function renderPdf(
  info: { title: string; subject: string },
  content: unknown[],
  styles: Record<string, object>,
): Promise<Buffer> {
  const doc = {
    info: { ...info, author: 'Bürgerportal' },
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 50],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `Erstellt am ${formatBerlin(now())}`, fontSize: 8, color: '#555555' },
        { text: `Seite ${page} von ${pages}`, alignment: 'right', fontSize: 8, color: '#555555' },
      ],
      margin: [40, 15, 40, 0],
    }),
    content,
    styles,
  };
  return (await pdfMaker()).createPdf(doc).getBuffer();
}

export interface PdfPhoto {
  /** png or jpeg bytes (pdfmake embeds no other type) */
  data: Buffer;
  mime: 'image/png' | 'image/jpeg';
  final: boolean;
}

function photoBlock(photos: PdfPhoto[]) {
  if (photos.length === 0) return [{ text: 'Keine Fotos', italics: true, color: '#555555' }];
  const cells = photos.map((photo) => ({
    stack: [
      { image: `data:${photo.mime};base64,${photo.data.toString('base64')}`, fit: [160, 120] },
      { text: photo.final ? 'Abschlussfoto' : 'Foto der Meldung', fontSize: 8, color: '#555555', margin: [0, 2, 0, 0] },
    ],
    margin: [0, 0, 0, 8],
  }));
  const rows = [];
  for (let i = 0; i < cells.length; i += 3) rows.push({ columns: cells.slice(i, i + 3), columnGap: 10 });
  return rows;
}

export function renderCasePdf(c: Case, photos: PdfPhoto[]): Promise<Buffer> {
  const title = caseTitle(c);
  return renderPdf(
    { title: `Fallzusammenfassung ${title}`, subject: c.tenant?.name ?? 'Kein Mandant' },
    [
      { text: 'Bürgerportal · Fallzusammenfassung', fontSize: 9, color: '#555555' },
      { text: title, fontSize: 20, bold: true, color: PDF_PRIMARY, margin: [0, 2, 0, 12] },
      {
        table: { widths: [110, '*'], body: caseFacts(c).map(([label, value]) => [{ text: label, bold: true }, value]) },
        layout: 'lightHorizontalLines',
      },
      { text: 'Beschreibung', style: 'heading' },
      { text: c.description.trim() || '–' },
      ...(c.handoverNote ? [{ text: 'Übergabenotiz', style: 'heading' }, { text: c.handoverNote }] : []),
      { text: 'Fotos', style: 'heading' },
      ...photoBlock(photos),
      { text: 'Notizen und Antworten', style: 'heading' },
      ...(c.notesOrdered.length === 0
        ? [{ text: 'Keine Notizen', italics: true, color: '#555555' }]
        : c.notesOrdered.map((note) => ({
            stack: [{ text: noteHeading(note), fontSize: 8, color: '#555555' }, { text: note.description }],
            margin: [0, 0, 0, 8],
          }))),
    ],
    { heading: { fontSize: 13, bold: true, color: PDF_PRIMARY, margin: [0, 14, 0, 4] } },
  );
}
