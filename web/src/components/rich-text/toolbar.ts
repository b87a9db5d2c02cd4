import type { RichTextTexts } from './texts.js';

/**
 * The editor toolbar, matching the server's allowlist (docs/product/citizen-information.md#rich-text): headers 1-6,
 * bold, italic, underline, strike, lists, link, image.
 */
export const TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'image'],
];

/**
 * Quill names its controls in English ("bold", "list: ordered") and leaves the heading picker unnamed, which
 * axe reports (STACK-NOTES): give every control a German name, and the picker entries German labels.
 */
export function labelToolbar(toolbar: HTMLElement, texts: RichTextTexts): void {
  toolbar.setAttribute('aria-label', texts.toolbar);
  const names: Record<string, string> = {
    '.ql-bold': texts.bold,
    '.ql-italic': texts.italic,
    '.ql-underline': texts.underline,
    '.ql-strike': texts.strike,
    '.ql-list[value="ordered"]': texts.ordered,
    '.ql-list[value="bullet"]': texts.bullet,
    '.ql-link': texts.link,
    '.ql-image': texts.image,
    '.ql-header .ql-picker-label': texts.heading,
  };
  for (const [selector, name] of Object.entries(names)) {
    toolbar.querySelector(selector)?.setAttribute('aria-label', name);
  }
  for (const item of toolbar.querySelectorAll<HTMLElement>('.ql-header .ql-picker-item')) {
    const level = item.getAttribute('data-value');
    const name = level ? texts.headingLevel(Number(level)) : texts.normal;
    item.setAttribute('aria-label', name);
    item.setAttribute('data-label', name);
  }
  // the picker shows the chosen entry's data-label; it was copied before the entries had one
  const selected = toolbar.querySelector('.ql-header .ql-picker-item.ql-selected');
  const label = toolbar.querySelector('.ql-header .ql-picker-label');
  if (selected && label) label.setAttribute('data-label', selected.getAttribute('data-label') ?? '');
}
