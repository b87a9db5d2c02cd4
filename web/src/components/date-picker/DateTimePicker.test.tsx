import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language.js';
import { DateTimePicker } from './DatePicker.js';

const OPEN = 'Beginn: Datum und Uhrzeit wählen';

function Start({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimePicker label="Beginn" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

const openButton = () => screen.getByRole('button', { name: OPEN });
const shown = () => screen.getByRole('status').textContent;
const hour = () => screen.getByRole('combobox', { name: 'Stunde' }) as HTMLSelectElement;
const minute = () => screen.getByRole('combobox', { name: 'Minute' }) as HTMLSelectElement;
const marked = () => screen.getByRole('gridcell', { selected: true }).getAttribute('aria-label');

async function openCalendar() {
  const user = userEvent.setup();
  await user.click(openButton());
  await screen.findByRole('dialog', { name: OPEN });
  return user;
}

describe('DateTimePicker', () => {
  beforeEach(() => {
    // Monday, 20 July 2026, 10:30 in Berlin (summer time)
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-20T08:30:00.000Z'));
    setLanguage('de');
  });

  it('opens on the day and time of the field, 24 hours in two lists', async () => {
    render(<Start initial="2026.07.15 08:05" />);
    await openCalendar();
    expect(marked()).toBe('Mittwoch, 15. Juli 2026');
    expect(screen.getByRole('group', { name: 'Uhrzeit (24 Stunden)' })).toBeTruthy();
    expect(hour().value).toBe('08');
    expect(minute().value).toBe('05');
    expect(
      within(hour())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Array.from({ length: 24 }, (_, n) => String(n).padStart(2, '0')));
    expect(within(minute()).getAllByRole('option')).toHaveLength(60);
  });

  it('marks a clicked day without closing; OK takes it with the chosen time and gives the focus back', async () => {
    render(<Start initial="2026.07.15 08:05" />);
    const user = await openCalendar();
    await user.click(screen.getByRole('gridcell', { name: 'Freitag, 17. Juli 2026' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(marked()).toBe('Freitag, 17. Juli 2026');
    await user.selectOptions(hour(), '19');
    await user.selectOptions(minute(), '45');
    expect(shown()).toBe('2026.07.15 08:05');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(shown()).toBe('2026.07.17 19:45');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(openButton());
  });

  it('works by keyboard alone: Enter marks the day, Tab reaches the time, OK and CLEAR', async () => {
    render(<Start initial="2026.07.15 08:05" />);
    const user = await openCalendar();
    await user.keyboard('{PageDown}{Home}{Enter}');
    expect(marked()).toBe('Montag, 10. August 2026');
    await user.tab();
    expect(document.activeElement).toBe(hour());
    await user.selectOptions(hour(), '09');
    await user.tab();
    expect(document.activeElement).toBe(minute());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leeren' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    await user.keyboard('{Enter}');
    expect(shown()).toBe('2026.08.10 09:05');

    await openCalendar();
    await user.keyboard('{Escape}');
    expect(shown()).toBe('2026.08.10 09:05');
    await user.click(openButton());
    await user.click(screen.getByRole('button', { name: 'Leeren' }));
    expect(shown()).toBe('');
  });

  it('starts an empty field at the Berlin time of now', async () => {
    render(<Start />);
    const user = await openCalendar();
    expect(hour().value).toBe('10');
    expect(minute().value).toBe('30');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(shown()).toBe('2026.07.20 10:30');
  });

  it('reads a typed value with the forms’ own parser (dashes and a T as well)', async () => {
    render(<Start />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Beginn' }), '2026-12-24T18:00');
    await user.click(openButton());
    expect(screen.getByRole('grid', { name: 'Dezember 2026' })).toBeTruthy();
    expect(marked()).toBe('Donnerstag, 24. Dezember 2026');
    expect(hour().value).toBe('18');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(shown()).toBe('2026.12.24 18:00');
  });
});
