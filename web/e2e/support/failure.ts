import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { RunnerTestCase } from 'vitest';
import { e2e } from './env.js';

function fileName(task: RunnerTestCase): string {
  const names: string[] = [task.name];
  for (let suite = task.suite; suite; suite = suite.suite) if (suite.name) names.unshift(suite.name);
  const file =
    task.file.name
      .split('/')
      .pop()
      ?.replace(/\.e2e\.ts$/, '') ?? 'e2e';
  return [file, ...names]
    .join(' - ')
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .slice(0, 180);
}

/** Writes a full-page screenshot and the page's errors to test-results/ so a failure can be read later. */
export async function saveFailureEvidence(page: Page, task: RunnerTestCase, pageErrors: string[]): Promise<void> {
  const dir = e2e().resultsDir;
  mkdirSync(dir, { recursive: true });
  const base = join(dir, fileName(task));
  try {
    await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 5_000 });
    writeFileSync(`${base}.txt`, `${[`url: ${page.url()}`, ...pageErrors].join('\n')}\n`);
    console.warn(`[e2e] failure evidence: ${base}.png (url ${page.url()})`);
  } catch (error) {
    console.warn(`[e2e] could not save a screenshot for "${task.name}":`, error);
  }
}
