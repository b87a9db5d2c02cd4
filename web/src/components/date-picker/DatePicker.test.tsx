import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language.js';
import { dayOf, dayText } from './calendar.js';
import { DatePicker } from './DatePicker.js';

/** Stands in for the form's parser of a typed date (the case file passes parseDeadline): yyyy.MM.dd only. */
const parseDay = (text: string) => {
  const day = /^\d{4}\.\d{2}\.\d{2}$/.test(text) ? dayOf(text) : null;
  return day && dayText(day);
};

const OPEN = 'Frist: Datum wählen';

function Deadline({ initial = '', min, disabled }: { initial?: string; min?: string; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePicker label="Frist" value={value} onChange={setValue} min={min} disabled={disabled} parse={parseDay} />
      <output>{value}</output>
    </>
  );
}

const openButton = () => screen.getByRole('button', { name: OPEN });
const dialog = () => screen.getByRole('dialog', { name: OPEN });
const focusedDay = () => document.activeElement?.getAttribute('aria-label');
const shown = () => screen.getByRole('status').textContent;

async function openCalendar() {
  const user = userEvent.setup();
  await user.click(openButton());
  await screen.findByRole('dialog', { name: OPEN });
  return user;
}

describe('DatePicker', () => {
  beforeEach(() => {
    // Monday, 20 July 2026, 10:30 in Berlin
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-20T08:30:00.000Z'));
    setLanguage('de');
  });

  it('opens a labelled dialog on the month of today, Monday first, today marked and focused', async () => {
    render(<Deadline />);
    expect(openButton().getAttribute('aria-haspopup')).toBe('dialog');
    expect(openButton().getAttribute('aria-expanded')).toBe('false');
    await openCalendar();
    expect(openButton().getAttribute('aria-expanded')).toBe('true');
    const grid = within(dialog()).getByRole('grid', { name: 'Juli 2026' });
    expect(within(dialog()).getByRole('heading', { name: 'Juli 2026' }).getAttribute('aria-live')).toBe('polite');
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('abbr'))).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    // 1 July 2026 is a Wednesday: the last two days of June come before it
    const firstWeek = within(grid).getAllByRole('row')[1]!;
    expect(
      within(firstWeek)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['29', '30', '1', '2', '3', '4', '5']);
    expect(focusedDay()).toBe('Montag, 20. Juli 2026');
    expect(document.activeElement?.getAttribute('aria-current')).toBe('date');
    expect(within(grid).queryByRole('gridcell', { selected: true })).toBeNull();
  });

  it('moves by keyboard: arrows by days and weeks, Page Up/Down by months (Shift: years), Home/End to the week', async () => {
    render(<Deadline initial="2026.07.15" />);
    const user = await openCalendar();
    expect(focusedDay()).toBe('Mittwoch, 15. Juli 2026');
    expect(screen.getByRole('gridcell', { selected: true }).getAttribute('aria-label')).toBe('Mittwoch, 15. Juli 2026');

    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('Donnerstag, 16. Juli 2026');
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('Donnerstag, 23. Juli 2026');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedDay()).toBe('Mittwoch, 15. Juli 2026');
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('Montag, 13. Juli 2026');
    await user.keyboard('{End}');
    expect(focusedDay()).toBe('Sonntag, 19. Juli 2026');
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('Mittwoch, 19. August 2026');
    expect(screen.getByRole('grid', { name: 'August 2026' })).toBeTruthy();
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focusedDay()).toBe('Donnerstag, 19. August 2027');
    await user.keyboard('{Shift>}{PageUp}{/Shift}{PageUp}{PageUp}');
    expect(focusedDay()).toBe('Freitag, 19. Juni 2026');
    // the last day of a longer month lands on the last day of a shorter one
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focusedDay()).toBe('Freitag, 28. August 2026');
    expect(shown()).toBe('2026.07.15');
  });

  it('picks the focused day with Enter, closes and gives the focus back to the button', async () => {
    render(<Deadline initial="2026.07.15" />);
    const user = await openCalendar();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(shown()).toBe('2026.07.17');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(openButton());
    expect(openButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape without a change, the focus back on the button', async () => {
    render(<Deadline initial="2026.07.15" />);
    const user = await openCalendar();
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shown()).toBe('2026.07.15');
    expect(document.activeElement).toBe(openButton());
  });

  it('picks a day by click, and shows other months by the month buttons without moving the focus', async () => {
    render(<Deadline />);
    const user = await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(screen.getByRole('heading', { name: 'August 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nächster Monat' }));
    await user.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    await user.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    await user.click(screen.getByRole('gridcell', { name: 'Dienstag, 30. Juni 2026' }));
    expect(shown()).toBe('2026.06.30');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no day before the minimum: marked unavailable, neither Enter, click nor OK takes it', async () => {
    render(<Deadline min="2026.07.20" />);
    const user = await openCalendar();
    const yesterday = screen.getByRole('gridcell', { name: 'Sonntag, 19. Juli 2026' });
    expect(yesterday.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('gridcell', { name: 'Montag, 20. Juli 2026' }).hasAttribute('aria-disabled')).toBe(false);
    await user.click(yesterday);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(focusedDay()).toBe('Sonntag, 19. Juli 2026');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(false);
    expect(shown()).toBe('');
  });

  it('opens on the minimum when today is earlier', async () => {
    render(<Deadline min="2026.09.02" />);
    await openCalendar();
    expect(focusedDay()).toBe('Mittwoch, 2. September 2026');
  });

  it('takes the focused day with OK and empties the field with Leeren (the CLEAR button)', async () => {
    render(<Deadline />);
    let user = await openCalendar();
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(shown()).toBe('2026.07.27');
    expect(screen.queryByRole('dialog')).toBeNull();

    // a picked day stays the one OK takes while the focus only passes other days
    user = await openCalendar();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(shown()).toBe('2026.07.27');

    user = await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Leeren' }));
    expect(shown()).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps typing: the typed text is the value, and the calendar opens on the day it names', async () => {
    render(<Deadline />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Frist' }) as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    expect(input.autocomplete).toBe('off');
    await user.type(input, '2026.08.05');
    expect(shown()).toBe('2026.08.05');
    await user.click(openButton());
    expect(screen.getByRole('gridcell', { selected: true }).getAttribute('aria-label')).toBe('Mittwoch, 5. August 2026');
    await user.keyboard('{Escape}');

    // what is no date opens on today, and stays as typed for the form's check
    await user.clear(input);
    await user.type(input, '2026.02.30');
    await user.click(openButton());
    expect(focusedDay()).toBe('Montag, 20. Juli 2026');
    await user.keyboard('{Escape}');
    expect(shown()).toBe('2026.02.30');
  });

  it('is visibly disabled: neither field nor calendar button can be used', async () => {
    render(<Deadline initial="2026.07.15" disabled />);
    expect((screen.getByRole('textbox', { name: 'Frist' }) as HTMLInputElement).disabled).toBe(true);
    expect((openButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(openButton());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names months, weekdays and buttons in English', async () => {
    setLanguage('en');
    render(<Deadline initial="2026.07.15" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Frist: choose a date' }));
    expect(screen.getByRole('grid', { name: 'July 2026' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader')[0]?.getAttribute('abbr')).toBe('Monday');
    expect(focusedDay()).toMatch(/^Wednesday,? 15 July 2026$/);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeTruthy();
  });
});
