import { createContext, useContext } from 'react';
import type { ImageLinks } from '../../api/files.js';

/**
 * The upload calls the image widgets need. The back office passes `api.files`; the public frames pass
 * their own client, so the widgets never import a session.
 */
export interface UploadApi {
  /** uploads one image and answers its stored name */
  upload(file: Blob, internalFile?: boolean): Promise<string>;
  remove(name: string, internalFile?: boolean): Promise<unknown>;
  /** the address of a public image */
  imageUrl(name: string): string;
  /** the address of a public image's thumbnail (at most 90 px): what previews load instead of the image */
  thumbnailUrl(name: string): string;
  /** addresses an <img> can load for an internal image and its thumbnail (signed, short-lived) */
  links?(name: string): Promise<ImageLinks>;
}

export const UploadApiContext = createContext<UploadApi | null>(null);

/** The API given as a prop, else the one of the nearest UploadApiContext provider. */
export function useUploadApi(fromProps: UploadApi | undefined): UploadApi {
  const fromContext = useContext(UploadApiContext);
  const api = fromProps ?? fromContext;
  if (!api) throw new Error('Image widgets need an UploadApi: pass the api prop or wrap them in <UploadApiContext>.');
  return api;
}
