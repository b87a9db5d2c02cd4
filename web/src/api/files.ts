import type { MessageBody } from '@contracts/common.js';
import type { FileLink, UploadedFile } from '@contracts/file.js';
import type { Http } from './http.js';

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
  /** an address an <img> tag can load; for an internal file signed and valid for a few minutes */
  async linkUrl(name: string): Promise<string> {
    const link = await http.call<FileLink>('GET', `/files/link/${encodeURIComponent(name)}`);
    return `${http.baseUrl}${link.url}`;
  },
});
