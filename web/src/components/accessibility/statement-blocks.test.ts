import { describe, expect, it } from 'vitest';
import { statementBlocks } from './statement-blocks.js';

describe('statementBlocks', () => {
  it('reads headings, lists and paragraphs with their line breaks', () => {
    expect(statementBlocks('Erster Absatz\nzweite Zeile\n\n## Überschrift\n\n- eins\n- zwei\n\n\n  ')).toEqual([
      { kind: 'paragraph', lines: ['Erster Absatz', 'zweite Zeile'] },
      { kind: 'heading', text: 'Überschrift' },
      { kind: 'list', items: ['eins', 'zwei'] },
    ]);
  });

  it('keeps a paragraph that only starts with a dash a paragraph', () => {
    expect(statementBlocks('- eins\nkein Punkt')).toEqual([{ kind: 'paragraph', lines: ['- eins', 'kein Punkt'] }]);
  });
});
