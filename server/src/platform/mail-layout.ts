/** One look for every mail: plain text plus a simple, accessible HTML version. */
export interface MailContent {
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/** Text for HTML element content and attribute values. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A letter goes on in lower case after the comma of its greeting ("Guten Tag, vielen Dank …"). Texts written to
 * stand alone too (a tenant's automatic reply, an answer, the Open311 notice) open with a capital; only the thanks
 * they open with is lowered here, since a noun or the formal "Ihre" keeps its capital and no rule can tell them apart.
 */
const THANKS = /^(?:Vielen|Herzlichen|Besten) Dank\b|^Danke\b/;
const afterGreeting = (paragraph: string) => (THANKS.test(paragraph) ? paragraph.charAt(0).toLowerCase() + paragraph.slice(1) : paragraph);

export function renderMail(input: MailContent): { text: string; html: string } {
  const [first, ...rest] = input.paragraphs;
  const content = input.greeting?.endsWith(',') && first !== undefined ? { ...input, paragraphs: [afterGreeting(first), ...rest] } : input;
  const lines = [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    'Ihr Bürgerportal',
  ];
  const html = [
    '<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;color:#1b1b1b;line-height:1.5">',
    ...(content.greeting ? [`<p>${escapeHtml(content.greeting)}</p>`] : []),
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ...(content.action
      ? [`<p><a href="${escapeHtml(content.action.url)}" style="color:#24695c">${escapeHtml(content.action.label)}</a></p>`]
      : []),
    '<p>Ihr Bürgerportal</p></body></html>',
  ].join('');
  return { text: lines.join('\n'), html };
}
