import { createHttp } from '../../api/http.js';
import { platformApi } from '../../api/platform.js';

let tileUrl: Promise<string> | null = null;

/**
 * The tile template from GET /api/app (MAP_TILE_URL), asked once per page; public, so both bundles can use it.
 * An empty template means no tiles (tests run offline): the map still works, on a plain background.
 */
export function loadTileUrl(): Promise<string> {
  tileUrl ??= platformApi(createHttp('', () => null))
    .appInfo()
    .then((info) => info.mapTileUrl)
    .catch((error: unknown) => {
      console.error(error);
      tileUrl = null;
      return '';
    });
  return tileUrl;
}
