import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the editor (Quill) is stored only after this allowlist, which matches the toolbar:
 * headings, emphasis, lists, quotes, links and images; Quill's alignment and indent classes survive.
 * Scripts, event handlers, styles and foreign schemes are removed (docs/product/citizen-information.md#rich-text).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list'],
    '*': ['class'],
  },
  allowedClasses: { '*': [/^ql-(align|indent|size)-[a-z0-9-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Sanitised HTML, or null when nothing visible is left (an empty editor sends "<p><br></p>"). */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const visible = clean.replace(/<(p|br|\/p)\s*\/?>/g, '').trim();
  return visible === '' ? null : clean;
}
