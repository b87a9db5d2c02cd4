import type { ErrorBody } from '@contracts/common.js';

/** A failed call: HTTP status, the server's machine code and its German message (when it sent one). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
  /** extra request headers (the public frames send X-Api-Key and X-Device-Id) */
  headers?: Record<string, string>;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface Http {
  /** the JSON body of a 2xx answer; throws ApiError otherwise */
  call<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  /** the whole answer of a 2xx call (for headers such as the login token) */
  raw(method: string, path: string, options?: RequestOptions): Promise<RawResponse>;
  baseUrl: string;
}

function url(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

/** A pure HTTP client: typed data or a typed error, never UI side effects. */
export function createHttp(baseUrl: string, getToken: () => string | null): Http {
  const raw = async (method: string, path: string, options: RequestOptions = {}): Promise<RawResponse> => {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const token = getToken();
    if (token) headers.Authorization = token.startsWith('Bearer ') ? token : `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.multipart) {
      body = options.multipart;
    }
    const response = await fetch(url(baseUrl, path, options.query), { method, headers, body });
    const type = response.headers.get('content-type') ?? '';
    const parsed: unknown = type.includes('application/json') ? await response.json().catch(() => null) : await response.text();
    if (!response.ok) {
      const error = (parsed ?? {}) as Partial<ErrorBody>;
      throw new ApiError(
        response.status,
        typeof error.code === 'string' ? error.code : null,
        typeof error.message === 'string' ? error.message : typeof parsed === 'string' ? parsed : '',
      );
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
  return {
    baseUrl,
    raw,
    call: async <T>(method: string, path: string, options?: RequestOptions) => (await raw(method, path, options)).body as T,
  };
}
