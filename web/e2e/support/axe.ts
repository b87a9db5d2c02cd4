import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const oneLine = (value: string, max: number) => {
  const flat = value.replace(/\s*\n\s*/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

/**
 * A map's zoom and its clusters' fade run as CSS transitions; axe reads colours as they are at that instant, so a
 * cluster half faded in fails the contrast check. Waits until no map animates, and for the fade's 0.3 s.
 */
async function settleMaps(page: Page): Promise<void> {
  if ((await page.locator('.leaflet-container').count()) === 0) return;
  await page.waitForFunction(() => !document.querySelector('.leaflet-cluster-anim, .leaflet-zoom-anim'));
  await page.waitForTimeout(350);
}

/**
 * The builder evaluates axe's 550 kB source in the page before every check, and once more per frame; a page
 * checked again, or checked with its frames, compiles it only once.
 */
const axeSource = `if (typeof window.axe === 'undefined') {\n${axe.source}\n}`;

/**
 * axe run by the page itself, which reaches its same-origin frames by messages. The builder's default instead
 * opens a blank page per check to merge the frames' results there, which cost about 40 % of a check.
 */
const axeOn = (page: Page) => new AxeBuilder({ page, axeSource }).setLegacyMode();

/** Runs axe (WCAG 2.1 A and AA) on the page as it is now (maps settled) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleMaps(page);
  const { violations } = await axeOn(page).withTags(WCAG_21_AA).analyze();
  if (violations.length === 0) return;
  const report = violations.map((violation) => {
    const nodes = violation.nodes.map(
      (node) => `    - ${node.target.join(' ')}  ${oneLine(node.html, 140)}\n      ${oneLine(node.failureSummary ?? '', 400)}`,
    );
    return `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n${nodes.join('\n')}`;
  });
  expect.fail(`axe found ${violations.length} WCAG 2.1 A/AA violation(s) on ${page.url()}:\n${report.join('\n')}`);
}

/**
 * axe's rules on landmarks and the page's main heading (best practices, outside the WCAG tags above): every
 * landmark of a role needs a name of its own, and a page needs one level-one heading.
 */
export async function expectUniqueLandmarksAndHeading(page: Page): Promise<void> {
  await settleMaps(page);
  const { violations } = await axeOn(page)
    .withRules(['landmark-unique', 'page-has-heading-one', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-main'])
    .analyze();
  const found = violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  expect(found, `landmark findings on ${page.url()}`).toEqual([]);
}
