import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageBody, ErrorBody } from '@contracts/common.js';
import { DeviceParams } from '@contracts/platform.js';
import { requireAuth, requireSuperUser } from '../../platform/access.js';
import { formatBerlin } from '../../db/values.js';
import { blockDevice } from './service.js';

export const deviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/device/:id/block-device',
    {
      preHandler: requireSuperUser(),
      schema: { params: DeviceParams, response: { 200: MessageBody, 403: ErrorBody } },
    },
    async (request) => {
      const until = await blockDevice(app.db, request.params.id, requireAuth(request).id);
      return { message: `Das Gerät wurde gesperrt (bis ${formatBerlin(until)}).` };
    },
  );
};
