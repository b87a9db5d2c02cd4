import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { User } from '@contracts/user.js';
import { requireAuth } from '../../platform/access.js';
import { unauthorized } from '../../platform/errors.js';
import { loadUserDto } from './service.js';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The 60-second poll reads this; it is passive so that polling does not keep an idle session alive.
  app.get('/api/user/me', { config: { passive: true }, schema: { response: { 200: User } } }, async (request) => {
    const user = await loadUserDto(app.db, requireAuth(request).id);
    if (!user) throw unauthorized();
    return user;
  });
};
