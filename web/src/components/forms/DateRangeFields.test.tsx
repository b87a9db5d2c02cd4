import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRangeFields, type DateRange } from './DateRangeFields.js';

const HINT = 'Datum und Uhrzeit (24 Stunden) als JJJJ.MM.TT HH:mm, z. B. 2026.07.01 08:00.';

function Period({ invalidEdge = null }: { invalidEdge?: keyof DateRange | null }) {
  const [range, setRange] = useState<DateRange>({ start: '2026.07.01 08:00', end: '' });
  return (
    <>
      <p id="form-alert">Das Ende fehlt.</p>
      <DateRangeFields
        startLabel="Beginn"
        endLabel="Ende"
        hint={HINT}
        value={range}
        onChange={(change) => setRange((current) => ({ ...current, ...change }))}
        invalidBy={(edge) => (edge === invalidEdge ? 'form-alert' : null)}
      />
      <output>{`${range.start}–${range.end}`}</output>
    </>
  );
}

describe('DateRangeFields', () => {
  it('shows start and end as required numeric text inputs with the format as hint and example', () => {
    render(<Period />);
    for (const label of ['Beginn', 'Ende']) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      expect(input.type).toBe('text');
      expect(input.inputMode).toBe('numeric');
      expect(input.autocomplete).toBe('off');
      expect(input.placeholder).toBe('2026.07.01 08:00');
      expect(input.getAttribute('aria-required')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(HINT);
    }
    expect((screen.getByLabelText('Beginn') as HTMLInputElement).value).toBe('2026.07.01 08:00');
  });

  it('marks only the edge the problem concerns', () => {
    render(<Period invalidEdge="end" />);
    expect(screen.getByLabelText('Ende').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Ende').getAttribute('aria-describedby')).toMatch(/ form-alert$/);
    expect(screen.getByLabelText('Beginn').hasAttribute('aria-invalid')).toBe(false);
  });

  it('reports a change of one edge only', async () => {
    render(<Period />);
    await userEvent.type(screen.getByLabelText('Ende'), '2026.07.02 18:00');
    expect(screen.getByRole('status').textContent).toBe('2026.07.01 08:00–2026.07.02 18:00');
  });
});
