import type { MessageBody } from '@contracts/common.js';
import type { FileLink, UploadedFile } from '@contracts/file.js';
import type { Http } from './http.js';

/** Where an <img> tag loads an image and its thumbnail. */
export interface ImageLinks {
  url: string;
  thumbnailUrl: string;
}

export const fileApi = (http: Http) => ({
  /** uploads one png, gif or jpeg; answers the stored name */
  async upload(file: Blob, internalFile = false): Promise<string> {
    const form = new FormData();
    form.append('internalFile', String(internalFile));
    form.append('file', file);
    return (await http.call<UploadedFile>('POST', '/files/upload', { multipart: form })).name;
  },
  remove: (name: string, internalFile = false) =>
    http.call<MessageBody>('DELETE', `/files/upload/${internalFile ? 'internal/' : ''}${encodeURIComponent(name)}`),
  /** the address of a public image, for an <img> tag */
  imageUrl: (name: string) => `${http.baseUrl}/files/images/${encodeURIComponent(name)}`,
  /** the address of a public image's thumbnail (at most 90 px), for lists and previews */
  thumbnailUrl: (name: string) => `${http.baseUrl}/files/thumbnails/${encodeURIComponent(name)}`,
  /** addresses an <img> tag can load, of the image and its thumbnail; for an internal file signed and valid for a few minutes */
  async links(name: string): Promise<ImageLinks> {
    const link = await http.call<FileLink>('GET', `/files/link/${encodeURIComponent(name)}`);
    const url = `${http.baseUrl}${link.url}`;
    return { url, thumbnailUrl: link.thumbnailUrl ? `${http.baseUrl}${link.thumbnailUrl}` : url };
  },
});
