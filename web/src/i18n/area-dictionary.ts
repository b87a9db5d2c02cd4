/** The English counterpart of one area's German texts (see areas/README.md). */
export type AreaDictionary<T> = { readonly [K in keyof T]: string };
