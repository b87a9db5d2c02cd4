import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  consentGiven,
  descriptionProblem,
  draftStorageKey,
  emailAcceptable,
  EMPTY_DRAFT,
  loadDraft,
  parseDraft,
  saveDraft,
  stepComplete,
  toReport,
  type ReportDraft,
} from './report-draft.js';

const PLACE = { latitude: 52.2201, longitude: 13.4402 };
const FULL: ReportDraft = {
  step: 4,
  location: PLACE,
  category: { id: 5, name: 'Verkehrsflächen' },
  photos: ['a.png'],
  description: '  Schlagloch  ',
  email: '',
  terms: true,
  privacy: true,
};

describe('wizard step rules', () => {
  it('step 1 needs the marker, step 2 a category, photos are optional', () => {
    expect(stepComplete(EMPTY_DRAFT, 1)).toBe(false);
    expect(stepComplete({ ...EMPTY_DRAFT, location: PLACE }, 1)).toBe(true);
    expect(stepComplete({ ...EMPTY_DRAFT, location: PLACE }, 2)).toBe(false);
    expect(stepComplete(FULL, 2)).toBe(true);
    expect(stepComplete(EMPTY_DRAFT, 3)).toBe(true);
  });

  it('sending needs both terms and privacy policy', () => {
    expect(consentGiven({ ...FULL, terms: false })).toBe(false);
    expect(consentGiven({ ...FULL, privacy: false })).toBe(false);
    expect(consentGiven(FULL)).toBe(true);
  });
});

describe('report validation', () => {
  it('allows 250 characters of description, not 251, and not an empty one', () => {
    expect(descriptionProblem('x'.repeat(250))).toBeNull();
    expect(descriptionProblem('x'.repeat(251))).toBe('tooLong');
    expect(descriptionProblem('   ')).toBe('missing');
  });

  it('takes an empty or a valid e-mail', () => {
    expect(emailAcceptable('')).toBe(true);
    expect(emailAcceptable('  ')).toBe(true);
    expect(emailAcceptable('m.becker@example.org')).toBe(true);
    expect(emailAcceptable(' m.becker@example.org ')).toBe(true);
    expect(emailAcceptable('m.becker@example')).toBe(false);
    expect(emailAcceptable('m becker@example.org')).toBe(false);
    expect(emailAcceptable('@example.org')).toBe(false);
  });

  it('sends an empty e-mail as null, the category by id, a fallback category by name', () => {
    expect(toReport(FULL)).toEqual({
      description: 'Schlagloch',
      photos: ['a.png'],
      category: 5,
      latitude: 52.2201,
      longitude: 13.4402,
      email: null,
    });
    expect(toReport({ ...FULL, email: ' b@example.org ', category: { id: null, name: 'Gewässer' } })).toMatchObject({
      category: 'Gewässer',
      email: 'b@example.org',
    });
  });
});

describe('session storage', () => {
  it('keeps a draft per API key until it is cleared', () => {
    saveDraft('key-a', FULL);
    expect(loadDraft('key-a')).toEqual(FULL);
    expect(loadDraft('key-b')).toEqual(EMPTY_DRAFT);
    expect(sessionStorage.getItem(draftStorageKey('key-a'))).not.toBeNull();
    clearDraft('key-a');
    expect(loadDraft('key-a')).toEqual(EMPTY_DRAFT);
  });

  it('never restores a step whose earlier requirements are missing, and survives rubbish', () => {
    expect(parseDraft(JSON.stringify({ ...FULL, location: null })).step).toBe(1);
    expect(parseDraft(JSON.stringify({ ...FULL, category: 'x' })).step).toBe(2);
    expect(parseDraft('{not json')).toEqual(EMPTY_DRAFT);
    expect(parseDraft(JSON.stringify({ step: 9, photos: [1, 'a.png', 'b.png', 'c.png', 'd.png'] }))).toMatchObject({
      step: 1,
      photos: ['a.png', 'b.png', 'c.png'],
    });
  });
});
