import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.js';

describe('secretBox', () => {
  it('opens what it sealed, with a fresh ciphertext each time, and nothing under another secret', () => {
    const box = secretBox('eins');
    const sealed = box.seal('api-key-123');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('api-key-123');
    expect(box.seal('api-key-123')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('api-key-123');
    expect(() => secretBox('zwei').open(sealed)).toThrow();
    expect(() => box.open(`${sealed.slice(0, -2)}AA`)).toThrow();
    expect(() => box.open('kein geheimnis')).toThrow();
  });
});
