import { formatBerlin } from '../../../db/values.js';
import { escapeHtml } from '../../../platform/mail-layout.js';
import { sanitizeRichText } from '../../../platform/rich-text.js';
import { storedPoints } from './map-data.js';
import { imageUrl, type PublishedRow } from './public.js';

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b1b1b;background:#f4f6f5;line-height:1.55}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 3rem}
article{background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.tenant{margin:0 0 .25rem;color:#003a61;font-weight:600}
.category{display:inline-block;margin:0 0 .75rem;padding:.15rem .6rem;border-radius:999px;background:#24695c;color:#fff;font-size:.875rem}
h1{margin:.25rem 0 1rem;font-size:1.75rem;line-height:1.25}
img{max-width:100%;height:auto;border-radius:6px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{font-weight:600}
dd{margin:0}
a{color:#24695c}
`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

const TYPE_LABELS: Record<string, string> = {
  TEXT: 'Information',
  EVENT: 'Veranstaltung',
  SURVEY: 'Umfrage',
  MAP_LINE: 'Strecke',
  MAP_AREA: 'Gebiet',
};

/** Where the item is on the map: its marker, else the first point of its line or area. */
function mapPoint(row: PublishedRow): [number, number] | null {
  if (row.latitude !== null && row.longitude !== null) return [row.latitude, row.longitude];
  return (storedPoints(row.mapLines) ?? storedPoints(row.mapAreas))?.[0] ?? null;
}

/**
 * The public page of a published item (the QR code's target): escaped text, the description sanitised again
 * on the way out, German and readable without scripts.
 */
export function renderInfoPage(row: PublishedRow, tenantName: string, publicUrl: string): string {
  const facts: [string, string][] = [['Art', TYPE_LABELS[row.type] ?? row.type]];
  if (row.eventStart) facts.push(['Beginn', `${formatBerlin(row.eventStart)} Uhr`]);
  if (row.eventEnd) facts.push(['Ende', `${formatBerlin(row.eventEnd)} Uhr`]);
  if (row.place) facts.push(['Ort', row.place]);
  const point = mapPoint(row);
  const image = imageUrl(publicUrl, row.titleImage);
  const body = [
    '<article>',
    `<p class="tenant">${escapeHtml(tenantName)}</p>`,
    `<p class="category">${escapeHtml(row.categoryName)}</p>`,
    `<h1>${escapeHtml(row.headline)}</h1>`,
    image ? `<p><img src="${escapeHtml(image)}" alt="Titelbild: ${escapeHtml(row.headline)}"></p>` : '',
    `<dl>${facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`,
    `<div>${sanitizeRichText(row.description) ?? ''}</div>`,
    row.type === 'SURVEY'
      ? '<p>Zu dieser Bürgerinformation gibt es eine Umfrage. Sie nehmen in der App Ihrer Gemeinde daran teil.</p>'
      : '',
    point
      ? `<p><a href="https://www.openstreetmap.org/?mlat=${point[0]}&amp;mlon=${point[1]}#map=16/${point[0]}/${point[1]}">Ort auf der Karte anzeigen (OpenStreetMap)</a></p>`
      : '',
    '</article>',
  ];
  return page(`${row.headline} – ${tenantName}`, body.join(''));
}

/** The page for an item that is not (or no longer) published. */
export function renderMissingPage(): string {
  return page(
    'Bürgerinformation nicht gefunden',
    '<article><h1>Bürgerinformation nicht gefunden</h1><p>Diese Bürgerinformation ist nicht (mehr) veröffentlicht.</p></article>',
  );
}
