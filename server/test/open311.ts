import { XMLParser } from 'fast-xml-parser';
import type { TestApp } from './app.js';

const parser = new XMLParser({
  parseTagValue: false,
  isArray: (name) => ['service', 'request', 'error', 'endpoint', 'format', 'attribute', 'value', 'jurisdiction'].includes(name),
});
/** An Open311 XML answer as objects; GeoReport v2's list elements are always arrays. */
export const parseOpen311Xml = (body: string) => parser.parse(body);

export type Open311Form = Record<string, string | string[]>;

/** Calls of the Open311 API under /open311/v2 as a client without login makes them (POST as a form). */
export function open311Client(t: Pick<TestApp, 'request'>) {
  return {
    get: (url: string) => t.request(null, { url: `/open311/v2/${url}` }),
    post: (format: 'json' | 'xml', form: Open311Form) => {
      const body = new URLSearchParams();
      for (const [key, value] of Object.entries(form)) for (const v of [value].flat()) body.append(key, v);
      return t.request(null, {
        method: 'POST',
        url: `/open311/v2/requests.${format}`,
        payload: body.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    },
  };
}
