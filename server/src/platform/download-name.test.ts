import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download-name.js';

describe('downloadFileName', () => {
  it('joins the words and the Berlin day in ISO form', () => {
    expect(downloadFileName(['faelle', 'offene'], 'csv', '2026-11-28T10:00:00.000Z')).toBe('faelle-offene-2026-11-28.csv');
    // 23:30 UTC is already the next day in Berlin
    expect(downloadFileName(['datenauskunft'], 'pdf', '2026-11-27T23:30:00.000Z')).toBe('datenauskunft-2026-11-28.pdf');
  });

  it('writes umlauts out and keeps only letters, digits and hyphens', () => {
    expect(downloadFileName(['fälle', 'In Bearbeitung', 'Straße/Weg'], 'xlsx', '2026-01-05T08:00:00.000Z')).toBe(
      'faelle-in-bearbeitung-strasse-weg-2026-01-05.xlsx',
    );
  });
});
