import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { type SecretBox, secretBox } from '../../platform/secret-box.js';
import { type CaseLinks, caseLinks } from '../cases/index.js';

/** What the forwarding needs of the app: the database, the key box, the allow-list, and the links it sends. */
export interface ForwardingContext {
  db: Kysely<Database>;
  /** null in production without FORWARDING_SECRET: no API key can be stored or read */
  box: SecretBox | null;
  allowedHosts: readonly string[];
  links: CaseLinks;
  /** signs the photo links the receiving body loads (the files' own signature) */
  fileSecret: string;
}

export function forwardingContext(db: Kysely<Database>, config: Config): ForwardingContext {
  return {
    db,
    box: config.forwardingSecret === null ? null : secretBox(config.forwardingSecret),
    allowedHosts: config.forwardingAllowedHosts,
    links: caseLinks(config),
    fileSecret: config.jwtSecret,
  };
}

/** Limits of every call to a receiving body: it answers quickly and briefly, or the call fails with a reason. */
export const CALL_LIMITS = { timeoutMs: 20_000, maxBytes: 1024 * 1024 } as const;
