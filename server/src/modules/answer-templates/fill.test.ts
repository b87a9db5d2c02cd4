import { describe, expect, it } from 'vitest';
import { fillAnswerTemplate, unknownPlaceholders, type TemplateCase } from '@contracts/answer-template.js';

const CASE: TemplateCase = {
  caseNumber: 1042,
  state: 'IN_PROGRESS',
  category: { id: 3, name: 'Straßenbeleuchtung' },
  tenant: { id: 2, name: 'Musterstadt' },
  createdAtYear: 2026,
  createdAtMonth: 3,
  createdAtDay: 7,
};

describe('fillAnswerTemplate', () => {
  it('fills number, category, the German state, the day of the report (yyyy.MM.dd) and the municipality', () => {
    expect(fillAnswerTemplate('Fall {fallnummer} ({kategorie}) vom {datum}: {status}. Ihre Stadt {gemeinde}', CASE)).toBe(
      'Fall 1042 (Straßenbeleuchtung) vom 2026.03.07: In Bearbeitung. Ihre Stadt Musterstadt',
    );
  });

  it('finds a placeholder written in any case and fills it every time it occurs', () => {
    expect(fillAnswerTemplate('{Fallnummer}/{FALLNUMMER}/{fallnummer}', CASE)).toBe('1042/1042/1042');
  });

  it('leaves a placeholder the case has no value for, and any unknown one, as written', () => {
    const bare: TemplateCase = { ...CASE, caseNumber: null, category: null, tenant: null, state: 'REJECTED' };
    expect(fillAnswerTemplate('{fallnummer} {kategorie} {gemeinde} {status} {name} {}', bare)).toBe(
      '{fallnummer} {kategorie} {gemeinde} Abgelehnt {name} {}',
    );
  });

  it('keeps a value that itself looks like a placeholder as it is', () => {
    expect(fillAnswerTemplate('{kategorie}', { ...CASE, category: { id: 1, name: '{gemeinde}' } })).toBe('{gemeinde}');
  });
});

describe('unknownPlaceholders', () => {
  it('names each unknown placeholder once, as written, and accepts the known ones in any case', () => {
    expect(unknownPlaceholders('{Datum} {fallnumer} {Name} {fallnumer} { status } {}')).toEqual(['{fallnumer}', '{Name}']);
    expect(unknownPlaceholders('Keine Platzhalter.')).toEqual([]);
  });
});
