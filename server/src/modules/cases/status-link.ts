import { createHash, createHmac } from 'node:crypto';
import type { Config } from '../../config.js';

/**
 * Where the case mails link to. The reporter's status link carries a private token: an HMAC of the case id
 * under a key derived from JWT_SECRET, so it cannot be guessed, is never stored (only its SHA-256, to find the
 * case by it) and can still be put into every later mail to the reporter. Changing JWT_SECRET ends the links
 * already sent.
 */
export interface CaseLinks {
  publicUrl: string;
  statusKey: string;
}

export const caseLinks = (config: Pick<Config, 'publicUrl' | 'jwtSecret'>): CaseLinks => ({
  publicUrl: config.publicUrl,
  statusKey: createHmac('sha256', config.jwtSecret).update('case-status-link').digest('base64url'),
});

export const statusToken = (links: CaseLinks, caseId: number): string =>
  createHmac('sha256', links.statusKey).update(`case:${caseId}`).digest('base64url');

export const statusTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The reporter's status page (a frame route). */
export const statusUrl = (links: CaseLinks, caseId: number): string => `${links.publicUrl}/fall-status?token=${statusToken(links, caseId)}`;
