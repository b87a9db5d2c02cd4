import { describe, expect, it } from 'vitest';
import { recordIdFrom } from './record-id.js';

describe('recordIdFrom', () => {
  it('reads the positive whole number the parameter names, with or without the question mark', () => {
    expect(recordIdFrom('categoryId=12', 'categoryId')).toBe(12);
    expect(recordIdFrom('?categoryId=12&x=1', 'categoryId')).toBe(12);
    expect(recordIdFrom('?caseId=12', 'caseId')).toBe(12);
    expect(recordIdFrom('?promotionId=7', 'promotionId')).toBe(7);
  });

  it('names no record when the parameter is missing or is no record id', () => {
    expect(recordIdFrom('', 'caseId')).toBeNull();
    expect(recordIdFrom('?infoId=12', 'caseId')).toBeNull();
    for (const value of ['', '0', '-3', 'abc', '1.5', '1e3', ' 12', '0x10', '99999999999999999999']) {
      expect(recordIdFrom(`?userId=${encodeURIComponent(value)}`, 'userId')).toBeNull();
    }
  });
});
