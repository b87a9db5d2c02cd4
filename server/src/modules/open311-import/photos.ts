import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../platform/files.js';
import { storeUpload } from '../files/index.js';
import { fetchLimited } from '../../platform/outbound.js';

/** A photo as large as a citizen may upload here; a slow server gets a quarter of a minute per photo. */
const PHOTO_LIMITS = { timeoutMs: 15_000, maxBytes: 10 * 1024 * 1024 };

/**
 * Fetches a request's media_url and stores it as a photo of the tenant: checked and re-encoded like every upload
 * (files module), so what is stored is pixels only. Only addresses on the source's own host are fetched: an
 * import never makes this server reach into other networks on a stranger's say-so. Answers the stored name, or
 * the reason there is none.
 */
export async function fetchPhoto(
  db: Kysely<Database>,
  storage: FileStorage,
  sourceHost: string,
  tenantId: number,
  mediaUrl: string,
): Promise<{ name: string } | { failed: string }> {
  let url: URL;
  try {
    url = new URL(mediaUrl);
  } catch {
    return { failed: 'media_url ist keine Adresse' };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.host !== sourceHost) {
    return { failed: 'media_url liegt nicht beim Quellserver' };
  }
  try {
    const data = await fetchLimited(url, PHOTO_LIMITS);
    return { name: await storeUpload(db, storage, data, false, { tenantId, uploadedBy: null }) };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}
