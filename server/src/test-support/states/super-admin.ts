import type { Db } from '../../db/kysely.js';
import { now } from '../../db/values.js';
import { paramsOf, tenantId, type StateHandlers } from '../state-support.js';

/** A small square near Musterstadt for promotions the states make. */
const AREA = [
  { latitude: 52.23, longitude: 13.43 },
  { latitude: 52.23, longitude: 13.45 },
  { latitude: 52.21, longitude: 13.45 },
  { latitude: 52.21, longitude: 13.43 },
] as const;

/**
 * States of the super admin's screens (promotions, contact management, block list) and of the header's
 * global search. Records are found by name or address and made when missing, so every state answers the same
 * in any order; demo records are only looked up.
 */
export function superAdminStates(db: Db): StateHandlers {
  return {
    /** a promotion of that name (a demo one, or one made here) */
    'a promotion exists': async (parameters) => {
      const { name } = paramsOf(parameters, ['name']);
      const found = await db.selectFrom('promotion').select('id').where('name', '=', name).orderBy('id').executeTakeFirst();
      const promotionId =
        found?.id ??
        (
          await db
            .insertInto('promotion')
            .values({
              name,
              startDate: '2026-07-01T06:00:00.000Z',
              endDate: '2026-08-31T18:00:00.000Z',
              allowAlreadyRegisteredDevices: 1,
              boundaries: JSON.stringify(AREA),
              latitude: AREA[0].latitude,
              longitude: AREA[0].longitude,
              createdAt: now(),
              createdBy: null,
              editedAt: null,
              editedBy: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      return { promotionId };
    },

    /** a correspondent with that address in the tenant, made when missing */
    'a correspondent exists': async (parameters) => {
      const { email, tenant } = paramsOf(parameters, ['email', 'tenant']);
      const tenantKey = await tenantId(db, tenant);
      const found = await db.selectFrom('correspondent').select('id').where('email', '=', email).orderBy('id').executeTakeFirst();
      const correspondentId =
        found?.id ??
        (
          await db
            .insertInto('correspondent')
            .values({
              tenantId: tenantKey,
              firstname: 'Paula',
              lastname: 'Pact',
              email,
              title: 'Pressestelle',
              createdAt: now(),
              editedAt: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      return { correspondentId, tenantId: tenantKey };
    },

    /** the address is on the newsletter block list */
    'an address is blocked': async (parameters) => {
      const { email } = paramsOf(parameters, ['email']);
      await db
        .insertInto('newsletterBlock')
        .values({ email, reason: 'manual', createdAt: now(), createdBy: null })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      const block = await db.selectFrom('newsletterBlock').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      return { blockId: block.id };
    },

    'an address is not blocked': async (parameters) => {
      const { email } = paramsOf(parameters, ['email']);
      await db.deleteFrom('newsletterBlock').where('email', '=', email).execute();
      return {};
    },

    /** global search: an item of citizen information of the tenant whose headline contains the text */
    'an information item of the tenant mentions the text': async (parameters) => {
      const { tenant, text } = paramsOf(parameters, ['tenant', 'text']);
      const found = await db
        .selectFrom('citizenInfo')
        .select('id')
        .where('tenantId', '=', await tenantId(db, tenant))
        .where('headline', 'like', `%${text}%`)
        .executeTakeFirst();
      if (!found)
        throw new Error(`provider state needs an information item of ${tenant} mentioning "${text}", which the demo data no longer has`);
      return {};
    },
  };
}
