import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { keepBodiesAsSent } from './request-filter.js';

/**
 * The one verification of the pact files against a running provider: the in-process provider test and
 * `npm run verify-provider` (any backend at any address) both go through verifyPact, and both read its result.
 */

process.env.PACT_DO_NOT_TRACK ??= 'true';

export const PACT_DIR = join(import.meta.dirname, '../pacts');
const PROVIDER = 'buergerportal-api';

/** The pact files of the web client, by name. */
export function pactFiles(dir = PACT_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => join(dir, file));
}

export interface VerificationTarget {
  /** where the provider answers, e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  /** the provider's state-change endpoint; null sends none and leaves the pact's example values in the requests */
  statesUrl: string | null;
}

export interface InteractionResult {
  description: string;
  /** the provider states the interaction names */
  states: string[];
  passed: boolean;
  /** why it failed: Pact's mismatches, and what a failed state change answered */
  problems: string[];
}

export interface PactResult {
  /** the pact file's name */
  pact: string;
  interactions: InteractionResult[];
  /** a failure of the whole run (the verifier could not start or crashed), else null */
  error: string | null;
}

interface PactFile {
  interactions: { description: string; pending?: boolean; providerStates?: { name: string }[] }[];
}

/** What Pact's verifier reports (pactffi_verifier_json): each interaction's result and the mismatches of the failed ones. */
interface VerifierReport {
  interactionResults: { description: string; result: string }[];
  errors: {
    interaction: string;
    mismatch: { type: string; message?: string; mismatches?: { type: string; path?: string; mismatch: string }[] };
  }[];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readReport(text: string): VerifierReport | null {
  const report = parseJson(text) as Partial<VerifierReport> | null;
  if (!report || !Array.isArray(report.interactionResults)) return null;
  return { interactionResults: report.interactionResults, errors: report.errors ?? [] };
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * Passes the verifier's state changes on to the provider and keeps what a failed one answered: Pact itself
 * reports only that "one or more of the setup state change handlers has failed". Without a states URL every
 * state change is answered with no values.
 */
async function startStateRelay(statesUrl: string | null) {
  const failures = new Map<string, string>();
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (!statesUrl) return response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      let status = 502;
      let answer: string;
      try {
        const forwarded = await fetch(statesUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        status = forwarded.status;
        answer = await forwarded.text();
      } catch (error) {
        answer = `${statesUrl} antwortet nicht (${error instanceof Error ? error.message : String(error)})`;
      }
      if (status >= 300) {
        const { state = '?', action = 'setup' } = (parseJson(body) ?? {}) as { state?: string; action?: string };
        failures.set(state, `Provider-State „${state}“ (${action}): ${status} ${answer}`);
      }
      response.writeHead(status, { 'content-type': 'application/json' }).end(answer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/state-change`,
    failures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function describeMismatch(error: VerifierReport['errors'][number]['mismatch']): string[] {
  if (!error.mismatches) return [error.message ?? error.type];
  return error.mismatches.map((m) => `${m.type}${m.path ? ` ${m.path}` : ''}: ${m.mismatch}`);
}

/** Replays one pact file against the target, each interaction after its provider states are set up. */
export async function verifyPact(file: string, target: VerificationTarget): Promise<PactResult> {
  const pact = JSON.parse(readFileSync(file, 'utf8')) as PactFile;
  const relay = await startStateRelay(target.statesUrl);
  let output: string;
  try {
    output = String(
      await new Verifier({
        provider: PROVIDER,
        providerBaseUrl: target.baseUrl,
        pactUrls: [file],
        // the relay, in front of the target's own state-change URL
        providerStatesSetupUrl: relay.url,
        requestFilter: keepBodiesAsSent,
        // 'warn' would repeat on every run that pact-js calls providerStatesSetupUrl deprecated
        logLevel: 'error',
      }).verifyProvider(),
    );
  } catch (error) {
    output = error instanceof Error ? error.message : String(error);
  } finally {
    await relay.close();
  }
  const report = readReport(output);
  const interactions = pact.interactions
    .filter((interaction) => !interaction.pending)
    .map((interaction): InteractionResult => {
      const states = (interaction.providerStates ?? []).map((state) => state.name);
      const result = report?.interactionResults.find((r) => r.description === interaction.description);
      const passed = result?.result === 'OK';
      const problems = passed
        ? []
        : [
            ...(report?.errors ?? [])
              .filter((error) => error.interaction.endsWith(` - ${interaction.description}`))
              .flatMap((error) => describeMismatch(error.mismatch)),
            ...states.flatMap((state) => relay.failures.get(state) ?? []),
          ];
      return { description: interaction.description, states, passed, problems };
    });
  return { pact: basename(file), interactions, error: report ? null : output };
}

/** Whether every interaction of every pact passed. */
export const allPassed = (results: readonly PactResult[]): boolean =>
  results.every((result) => result.error === null && result.interactions.every((interaction) => interaction.passed));

/** One pact's result as lines to read: each interaction passed (✓) or failed (✗, with its states and mismatches). */
export function describePact(result: PactResult): string {
  const passed = result.interactions.filter((interaction) => interaction.passed).length;
  const lines = [`${result.pact}: ${passed} von ${result.interactions.length} Interaktionen bestanden`];
  if (result.error) lines.push(`  Fehler der Verifikation: ${result.error}`);
  for (const interaction of result.interactions) {
    lines.push(`  ${interaction.passed ? '✓' : '✗'} ${interaction.description}`);
    if (interaction.passed) continue;
    if (interaction.states.length > 0) lines.push(`      Provider-States: ${interaction.states.join(', ')}`);
    for (const problem of interaction.problems) lines.push(`      ${problem}`);
  }
  return lines.join('\n');
}

/** The whole run: each pact, then the count of passed and failed interactions. */
export function describeRun(results: readonly PactResult[]): string {
  const interactions = results.flatMap((result) => result.interactions);
  const failed = interactions.filter((interaction) => !interaction.passed).length;
  const failedPacts = results.filter((result) => result.error || result.interactions.some((i) => !i.passed)).map((r) => r.pact);
  const verdict = allPassed(results)
    ? `Alle ${interactions.length} Interaktionen aus ${results.length} Pact-Dateien bestanden.`
    : `${failed} von ${interactions.length} Interaktionen fehlgeschlagen (${failedPacts.join(', ')}).`;
  return [...results.map(describePact), '', verdict].join('\n');
}
