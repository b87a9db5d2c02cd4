import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import type { Config } from '../../src/config.js';
import { buildTestApp, type TestApp } from '../app.js';

/** One generated request; `as` is a demo account's address or null for an anonymous caller. */
export interface Call {
  as: string | null;
  method: string;
  url: string;
  query?: Record<string, string | string[]>;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface Answer {
  response: LightMyRequestResponse;
  /** what the server logged as an error while answering (the cause of a 500) */
  errors: string[];
}

export interface SecurityApp extends TestApp {
  send(call: Call): Promise<Answer>;
  /** drops the caller's session, so the next call logs in afresh */
  forget(as: string): void;
}

/** The logged error in one line: its type and message and the first frame in the server's own code. */
function summarise(line: string): string {
  const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string; stack?: string } };
  if (!entry.err) return entry.msg ?? line;
  const frame = entry.err.stack
    ?.split('\n')
    .find((l) => l.includes('/server/src/'))
    ?.trim();
  return `${entry.err.type}: ${entry.err.message}${frame ? ` (${frame})` : ''}`;
}

/** A test app whose error log is kept, so a failing request can be reported with its cause. */
export async function buildSecurityApp(overrides: Partial<Config> = {}): Promise<SecurityApp> {
  let logged: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(summarise(line));
      done();
    },
  });
  const t = await buildTestApp(overrides, { logger: { level: 'error', stream } });
  const tokens = new Map<string, string>();
  const tokenOf = async (as: string) => {
    if (!tokens.has(as)) tokens.set(as, await t.login(as));
    return tokens.get(as)!;
  };
  return Object.assign(t, {
    forget: (as: string) => void tokens.delete(as),
    async send(call: Call): Promise<Answer> {
      const authorization = call.as ? { authorization: await tokenOf(call.as) } : {};
      logged = [];
      const response = await t.app.inject({
        method: call.method as 'GET',
        url: call.url,
        query: call.query,
        payload: call.payload as string | Buffer | object | undefined,
        headers: { ...call.headers, ...authorization },
      });
      // pino writes asynchronously; the line of an error answered just now arrives within a tick
      if (response.statusCode >= 500) await new Promise((resolve) => setImmediate(resolve));
      return { response, errors: logged };
    },
  });
}

const MAX_SHOWN = 400;
const clip = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}… (${text.length} characters)` : text);

/** The call as a reader can repeat it: method, path, query, caller and body. */
export function describeCall(call: Call): string {
  const query = call.query
    ? `?${new URLSearchParams(Object.entries(call.query).flatMap(([k, v]) => [v].flat().map((x) => [k, x]))).toString()}`
    : '';
  const payload = call.payload;
  const shown = Buffer.isBuffer(payload) ? `<${payload.length} bytes>` : typeof payload === 'string' ? payload : JSON.stringify(payload);
  const body = payload === undefined ? '' : ` body ${clip(shown)}`;
  const headers = call.headers && Object.keys(call.headers).length ? ` headers ${clip(JSON.stringify(call.headers))}` : '';
  return `${call.method} ${clip(call.url + query)} as ${call.as ?? 'anonymous'}${headers}${body}`;
}

/** A failed call for an assertion message: the call, the answer and the logged cause. */
export function describeFailure(call: Call, answer: Answer): string {
  const cause = answer.errors.length ? `\n    logged: ${answer.errors.join(' | ')}` : '';
  return `${describeCall(call)}\n    -> ${answer.response.statusCode} ${clip(answer.response.body)}${cause}`;
}
