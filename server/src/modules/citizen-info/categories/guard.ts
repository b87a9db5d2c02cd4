import type { preHandlerAsyncHookHandler } from 'fastify';
import { requireModule, requireRight } from '../../../platform/access.js';

/**
 * The guard of every staff call of the citizen information (categories, items, surveys): module BUERGERINFO
 * on the caller's tenant, then at least one of the named rights.
 */
export const infoGuard = (...rights: string[]): preHandlerAsyncHookHandler[] => [requireModule('BUERGERINFO'), requireRight(...rights)];
