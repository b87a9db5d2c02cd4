import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import type { Db } from '../../db/kysely.js';
import { requestPasswordReset } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PUBLIC_URL = 'http://localhost:3000';
const PAIRS = 200;

/** The database as the service sees it, and every statement it sent, compiled, with its number of parameters. */
function recorded(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      const compiled = db.getExecutor().compileQuery(node, queryId);
      statements.push(`${compiled.sql} [${compiled.parameters.length}]`);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(recorder), statements };
}

async function statementsOf(email: string): Promise<string[]> {
  const { db, statements } = recorded(t.db);
  await requestPasswordReset(db, email, PUBLIC_URL);
  return statements;
}

const count = async (table: 'mailOutbox' | 'passwordResetToken') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('requestPasswordReset', () => {
  it(`runs the same statements for a known, an unknown and an unapproved address, ${PAIRS} times over`, async () => {
    const before = { mails: await count('mailOutbox'), tokens: await count('passwordResetToken') };
    const known = await statementsOf(ACCOUNTS.musterClerk);
    expect(known.length).toBeGreaterThan(1);
    for (let i = 0; i < PAIRS; i++) {
      expect(await statementsOf(`niemand-${i}@example.org`), `unknown address, pair ${i}`).toEqual(known);
      expect(await statementsOf(i % 2 ? ACCOUNTS.pending : ACCOUNTS.musterClerk.toUpperCase()), `pair ${i}`).toEqual(known);
    }
    // only the approved account got its token and mail: the first call and every second of the loop
    const written = 1 + PAIRS / 2;
    expect(await count('passwordResetToken')).toBe(before.tokens + written);
    expect(await count('mailOutbox')).toBe(before.mails + written);
    const mails = await t.db.selectFrom('mailOutbox').select('recipient').where('subject', '=', 'Passwort zurücksetzen').execute();
    expect(new Set(mails.map((m) => m.recipient))).toEqual(new Set([ACCOUNTS.musterClerk]));
  });

  it('mails the approved account a link that resets its password, greeting it by name', async () => {
    await requestPasswordReset(t.db, ` ${ACCOUNTS.dorfAdmin.toUpperCase()} `, PUBLIC_URL);
    const mail = (await t.flushMails()).findLast((m) => m.to === ACCOUNTS.dorfAdmin && m.subject === 'Passwort zurücksetzen');
    expect(mail?.text).toMatch(/^Guten Tag \S+ \S+,$/m);
    const token = mail?.text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, password: 'Neu-Passwort-2026', passwordRepeat: 'Neu-Passwort-2026' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
