import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './EmailText.js';

describe('EmailText', () => {
  it('may wrap after the @ and before each dot only, and reads as the address', () => {
    const { container } = render(<EmailText email="sachbearbeitung@musterstadt.example.de" />);
    expect(container.textContent).toBe('sachbearbeitung@musterstadt.example.de');
    expect(container.innerHTML).toBe('sachbearbeitung@<wbr>musterstadt<wbr>.example<wbr>.de');
  });
});
