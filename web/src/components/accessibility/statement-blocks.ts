/** A piece of a statement's plain text (contracts/schemas/accessibility.ts describes the format). */
export type StatementBlock = { kind: 'heading'; text: string } | { kind: 'list'; items: string[] } | { kind: 'paragraph'; lines: string[] };

const ITEM = /^- /;

/** Paragraphs apart by an empty line; "## " opens a heading, a paragraph of "- " lines is a list. */
export function statementBlocks(text: string): StatementBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block): StatementBlock => {
      if (block.startsWith('## ')) return { kind: 'heading', text: block.slice(3).trim() };
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => ITEM.test(line))) return { kind: 'list', items: lines.map((line) => line.replace(ITEM, '')) };
      return { kind: 'paragraph', lines };
    });
}
