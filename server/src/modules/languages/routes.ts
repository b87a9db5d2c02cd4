import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Language } from '@contracts/platform.js';

export const LANGUAGES: Language[] = [
  { language: 'Deutsch', flag: 'de', shortForm: 'de' },
  { language: 'English', flag: 'gb', shortForm: 'en' },
];

export const languageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/language/all', { config: { public: true }, schema: { response: { 200: Type.Array(Language) } } }, async () => LANGUAGES);

  app.get('/api/language/me', { config: { public: true, passive: true }, schema: { response: { 200: Language } } }, async (request) => {
    let short = 'de';
    if (request.auth) {
      const row = await app.db.selectFrom('appUser').select('language').where('id', '=', request.auth.id).executeTakeFirst();
      short = row?.language ?? 'de';
    }
    return LANGUAGES.find((l) => l.shortForm === short) ?? LANGUAGES[0];
  });
};
