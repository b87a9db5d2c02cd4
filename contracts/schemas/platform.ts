import { Type, type Static } from 'typebox';

export const Language = Type.Object({
  language: Type.String(),
  flag: Type.String(),
  shortForm: Type.String(),
});
export type Language = Static<typeof Language>;

export const AppInfo = Type.Object({
  buildNumber: Type.String(),
  /** the build number again: no package or framework version is revealed */
  version: Type.String(),
  /** the map tile template (MAP_TILE_URL, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png); empty: no tiles */
  mapTileUrl: Type.String(),
});
export type AppInfo = Static<typeof AppInfo>;

export const StringList = Type.Array(Type.String());

export const DeviceParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
