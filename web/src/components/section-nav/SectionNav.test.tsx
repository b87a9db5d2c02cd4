import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SectionNav } from './SectionNav.js';

/** Where each heading is in the window (px from its top); the reading line of a 768 px window is at 230 px. */
const tops: Record<string, number> = {};

function renderPage() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { top: tops[this.id] ?? 0 } as DOMRect;
  });
  render(
    <SectionNav
      sections={[
        { id: 'first', label: 'Erster Abschnitt' },
        { id: 'last', label: 'Letzter Abschnitt' },
      ]}
    >
      <h2 id="first">Erster Abschnitt</h2>
      <h2 id="last">Letzter Abschnitt</h2>
    </SectionNav>,
  );
}

const link = (name: string) => screen.getByRole('link', { name });
const currentLink = () => screen.getAllByRole('link').find((each) => each.getAttribute('aria-current') === 'location')?.textContent;
const scrollTo = (y: number) => {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
  window.dispatchEvent(new Event('scroll'));
};

describe('SectionNav', () => {
  it('marks the section the reader has scrolled to, and one jumped to until the reader scrolls on', async () => {
    Object.assign(tops, { first: 150, last: 900 });
    renderPage();
    expect(currentLink()).toBe('Erster Abschnitt');

    Object.assign(tops, { first: -600, last: 150 });
    scrollTo(750);
    await waitFor(() => expect(currentLink()).toBe('Letzter Abschnitt'));

    // the page ends before the jump could bring the heading up to the reading line
    await userEvent.setup().click(link('Erster Abschnitt'));
    expect(currentLink()).toBe('Erster Abschnitt');
    scrollTo(750);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(currentLink()).toBe('Erster Abschnitt');

    scrollTo(700);
    await waitFor(() => expect(currentLink()).toBe('Letzter Abschnitt'));
  });

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    Object.assign(tops, { first: 150, last: 900 });
    renderPage();
    expect(link('Letzter Abschnitt').getAttribute('href')).toBe('#last');
    expect(fireEvent.click(link('Letzter Abschnitt'), { ctrlKey: true })).toBe(true);
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Letzter Abschnitt' }));
  });
});
