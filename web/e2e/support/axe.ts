import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const oneLine = (value: string, max: number) => {
  const flat = value.replace(/\s*\n\s*/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

/** Runs axe (WCAG 2.1 A and AA) on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  if (violations.length === 0) return;
  const report = violations.map((violation) => {
    const nodes = violation.nodes.map(
      (node) => `    - ${node.target.join(' ')}  ${oneLine(node.html, 140)}\n      ${oneLine(node.failureSummary ?? '', 400)}`,
    );
    return `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n${nodes.join('\n')}`;
  });
  expect.fail(`axe found ${violations.length} WCAG 2.1 A/AA violation(s) on ${page.url()}:\n${report.join('\n')}`);
}
