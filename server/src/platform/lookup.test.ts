import { describe, expect, it } from 'vitest';
import { itemAt, ownValue } from './lookup.js';

const MEMBER_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];

describe('ownValue', () => {
  const table: Record<string, string> = { name: 'tenant.name', 'tenant.name': 'tenant.name', empty: '' };

  it('answers the entries of the table, falsy ones included', () => {
    expect(ownValue(table, 'name')).toBe('tenant.name');
    expect(ownValue(table, 'tenant.name')).toBe('tenant.name');
    expect(ownValue(table, 'empty')).toBe('');
  });

  it('answers undefined for an unknown key and for every name a plain object inherits', () => {
    expect(ownValue(table, 'foo')).toBeUndefined();
    expect(ownValue(table, '')).toBeUndefined();
    for (const name of MEMBER_NAMES) expect(ownValue(table, name), name).toBeUndefined();
  });

  it('answers an entry that is named like a member when the table has it', () => {
    const odd: Record<string, number> = Object.fromEntries([
      ['constructor', 1],
      ['__proto__', 2],
    ]);
    expect(ownValue(odd, 'constructor')).toBe(1);
    expect(ownValue(odd, '__proto__')).toBe(2);
  });

  it('reads tables without a prototype too', () => {
    const bare: Record<string, number> = Object.assign(Object.create(null), { a: 1 });
    expect(ownValue(bare, 'a')).toBe(1);
    expect(ownValue(bare, 'toString')).toBeUndefined();
  });
});

describe('itemAt', () => {
  const items = ['a', '', 'c'];

  it('answers the item at an index inside the list, falsy ones included', () => {
    expect(itemAt(items, 0)).toBe('a');
    expect(itemAt(items, 1)).toBe('');
    expect(itemAt(items, 2)).toBe('c');
  });

  it('throws for an index outside the list instead of answering undefined', () => {
    expect(() => itemAt(items, 3)).toThrow('no item 3 in a list of 3');
    expect(() => itemAt(items, -1)).toThrow('no item -1 in a list of 3');
    expect(() => itemAt(items, 0.5)).toThrow('no item 0.5 in a list of 3');
    expect(() => itemAt([], 0)).toThrow('no item 0 in a list of 0');
  });
});
