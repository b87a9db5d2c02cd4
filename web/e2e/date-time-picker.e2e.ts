import { addDays, addMonths, endOfMonth, format, parse, startOfWeek } from 'date-fns';
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS, login } from './support/auth.js';
import { expectNoAxeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { describeE2E } from './support/env.js';

/** Today in Berlin as the calendar counts it (a local date at midnight; the browser runs in Europe/Berlin too). */
function berlinToday(): Date {
  const text = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  return parse(text, 'yyyy-MM-dd', new Date());
}

const day = (date: Date) => format(date, 'yyyy.MM.dd');
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const opener = (page: Page, label: string) => page.getByRole('button', { name: `${label}: Datum und Uhrzeit wählen` });
const calendar = (page: Page, label: string) => page.getByRole('dialog', { name: `${label}: Datum und Uhrzeit wählen` });
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
/** The day (yyyy.MM.dd) of the calendar cell that has the focus. */
const focusedDay = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-day') ?? null);
const markedDay = (dialog: Locator) => dialog.getByRole('gridcell', { selected: true }).getAttribute('data-day');

describeE2E('date-time picker', () => {
  const session = useBrowser();

  it('sets a promotion’s start by keyboard and its end by mouse, 24 hours, with OK and Leeren (CLEAR)', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.superAdmin);
    await page.goto('/create-promotion');
    await page.getByRole('heading', { level: 1, name: 'Promotion anlegen' }).waitFor();
    const today = berlinToday();

    // keyboard: Tab from the field to its button, Enter opens on today
    await textbox(page, 'Beginn').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(opener(page, 'Beginn'))).toBe(true);
    await page.keyboard.press('Enter');
    const start = calendar(page, 'Beginn');
    await start.waitFor();
    await expect.poll(() => focusedDay(page)).toBe(day(today));
    await start.getByRole('group', { name: 'Uhrzeit (24 Stunden)' }).waitFor();
    expect(await start.getByRole('combobox', { name: 'Stunde' }).locator('option').allTextContents()).toHaveLength(24);
    await expectNoAxeViolations(page);

    // next month, back to the Monday of the week; Enter marks the day and keeps the calendar open for the time
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    const monday = startOfWeek(addMonths(today, 1), { weekStartsOn: 1 });
    expect(await markedDay(start)).toBe(day(monday));
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(start.getByRole('combobox', { name: 'Stunde' }))).toBe(true);
    await start.getByRole('combobox', { name: 'Stunde' }).selectOption('08');
    await start.getByRole('combobox', { name: 'Minute' }).selectOption('00');
    await start.getByRole('button', { name: 'OK' }).press('Enter');
    await start.waitFor({ state: 'detached' });
    expect(await textbox(page, 'Beginn').inputValue()).toBe(`${day(monday)} 08:00`);
    await expect.poll(() => isFocused(opener(page, 'Beginn'))).toBe(true);

    // mouse: the next month's last day at 20:00
    await opener(page, 'Ende').click();
    const end = calendar(page, 'Ende');
    await end.getByRole('button', { name: 'Nächster Monat' }).click();
    const lastDay = endOfMonth(addMonths(today, 1));
    await end.locator(`[data-day="${day(lastDay)}"]`).click();
    expect(await markedDay(end)).toBe(day(lastDay));
    await end.getByRole('combobox', { name: 'Stunde' }).selectOption('20');
    await end.getByRole('combobox', { name: 'Minute' }).selectOption('00');
    await expectNoAxeViolations(page);
    await end.getByRole('button', { name: 'OK' }).click();
    await end.waitFor({ state: 'detached' });
    expect(await textbox(page, 'Ende').inputValue()).toBe(`${day(lastDay)} 20:00`);

    // Leeren empties the field; typing stays possible
    await opener(page, 'Ende').click();
    await end.getByRole('button', { name: 'Leeren' }).click();
    await end.waitFor({ state: 'detached' });
    expect(await textbox(page, 'Ende').inputValue()).toBe('');
    await textbox(page, 'Ende').fill('2031.12.24 18:30');
    await opener(page, 'Ende').click();
    expect(await markedDay(end)).toBe('2031.12.24');
    expect(await end.getByRole('combobox', { name: 'Stunde' }).inputValue()).toBe('18');
    expect(await end.getByRole('combobox', { name: 'Minute' }).inputValue()).toBe('30');
    await page.keyboard.press('Escape');
    await end.waitFor({ state: 'detached' });
    expect(await textbox(page, 'Ende').inputValue()).toBe('2031.12.24 18:30');
    await expectNoAxeViolations(page);
  });

  it('opens a survey’s preset start in the calendar, and fits a 360 px phone', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 360, height: 800 });
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/create-survey');
    await page.getByRole('heading', { level: 1, name: 'Umfrage anlegen' }).waitFor();
    const preset = await page.getByRole('textbox', { name: 'Start', exact: true }).inputValue();
    expect(preset).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    await opener(page, 'Start').click();
    const start = calendar(page, 'Start');
    await expect.poll(() => focusedDay(page)).toBe(preset.slice(0, 10));
    expect(await markedDay(start)).toBe(preset.slice(0, 10));
    expect(await start.getByRole('combobox', { name: 'Stunde' }).inputValue()).toBe(preset.slice(11, 13));
    const box = (await start.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await start.getByRole('button', { name: 'OK' }).click();
    await start.waitFor({ state: 'detached' });
    expect(await page.getByRole('textbox', { name: 'Start', exact: true }).inputValue()).toBe(preset);
  });

  it.each([
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ])('shows all its controls at $width × $height px, nothing to scroll to', async ({ width, height }) => {
    const { page } = session;
    await page.setViewportSize({ width, height });
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/create-survey');
    await page.getByRole('heading', { level: 1, name: 'Umfrage anlegen' }).waitFor();
    for (const label of ['Start', 'Ende']) {
      await opener(page, label).click();
      const dialog = calendar(page, label);
      await dialog.waitFor();
      const popover = page.locator('.date-picker__popover');
      const fits = await popover.evaluate((element) => element.scrollHeight <= element.clientHeight + 1);
      expect(fits, `${label}: the popover scrolls`).toBe(true);
      const box = (await popover.boundingBox())!;
      const controls = [
        dialog.getByRole('grid'),
        dialog.getByRole('combobox', { name: 'Stunde' }),
        dialog.getByRole('combobox', { name: 'Minute' }),
        dialog.getByRole('button', { name: 'Leeren' }),
        dialog.getByRole('button', { name: 'OK' }),
      ];
      // the key help is for keyboards: shown beside the calendar on a laptop, to screen readers only on a phone
      if (width > 640) controls.push(dialog.getByText(/^Pfeiltasten: Tag/));
      for (const control of controls) {
        const inner = (await control.boundingBox())!;
        expect(inner.y, `${label}: ${control}`).toBeGreaterThanOrEqual(Math.max(0, box.y));
        expect(inner.y + inner.height, `${label}: ${control}`).toBeLessThanOrEqual(Math.min(height, box.y + box.height) + 0.5);
        expect(inner.x + inner.width).toBeLessThanOrEqual(width);
      }
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  });

  it('takes the day the arrow keys went to with OK, not the one marked before', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1366, height: 768 });
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/create-survey');
    await page.getByRole('heading', { level: 1, name: 'Umfrage anlegen' }).waitFor();
    const preset = await textbox(page, 'Start').inputValue();
    await opener(page, 'Start').click();
    const start = calendar(page, 'Start');
    await expect.poll(() => focusedDay(page)).toBe(preset.slice(0, 10));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const moved = day(addDays(parse(preset.slice(0, 10), 'yyyy.MM.dd', new Date()), 2));
    expect(await focusedDay(page)).toBe(moved);
    // the mark follows, so what is seen is what OK takes
    expect(await markedDay(start)).toBe(moved);
    await start.getByRole('button', { name: 'OK' }).click();
    await start.waitFor({ state: 'detached' });
    expect(await textbox(page, 'Start').inputValue()).toBe(`${moved} ${preset.slice(11)}`);
  });

  it('picks an event’s start date in the citizen information form', async () => {
    const { page } = session;
    await login(page, ACCOUNTS.musterAdmin);
    await page.goto('/create-buergerinfo');
    await page.getByRole('heading', { level: 1, name: 'Bürgerinformation anlegen' }).waitFor();
    const types = page.getByRole('combobox', { name: 'Typ' });
    await types.getByRole('option', { name: 'Veranstaltung' }).waitFor({ state: 'attached' });
    await types.selectOption({ label: 'Veranstaltung' });
    await textbox(page, 'Startdatum').fill('2030.08.15 19:30');
    await opener(page, 'Startdatum').click();
    const start = calendar(page, 'Startdatum');
    await start.getByRole('heading', { name: 'August 2030' }).waitFor();
    await expect.poll(() => focusedDay(page)).toBe('2030.08.15');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expectNoAxeViolations(page);
    await start.getByRole('button', { name: 'OK' }).click();
    await start.waitFor({ state: 'detached' });
    expect(await textbox(page, 'Startdatum').inputValue()).toBe('2030.08.16 19:30');
  });
});
