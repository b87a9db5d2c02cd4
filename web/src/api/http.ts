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

/** A file the server answered, read to its end. */
export interface DownloadedFile {
  blob: Blob;
  /** from Content-Disposition, when the server named it */
  fileName: string | null;
}

export interface Http {
  /** the JSON body of a 2xx answer; throws ApiError otherwise */
  call<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  /** the whole answer of a 2xx call (for headers such as the login token) */
  raw(method: string, path: string, options?: RequestOptions): Promise<RawResponse>;
  /**
   * a call answered with a file, reporting the bytes received so far while it arrives; a GET unless `method`
   * says POST (a body that must not appear in a URL, e.g. a data subject's e-mail address)
   */
  download(path: string, options: RequestOptions, onProgress: (bytes: number) => void, method?: 'GET' | 'POST'): Promise<DownloadedFile>;
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

async function errorOf(response: Response): Promise<ApiError> {
  const type = response.headers.get('content-type') ?? '';
  const parsed: unknown = type.includes('application/json') ? await response.json().catch(() => null) : await response.text();
  const error = (parsed ?? {}) as Partial<ErrorBody>;
  return new ApiError(
    response.status,
    typeof error.code === 'string' ? error.code : null,
    typeof error.message === 'string' ? error.message : typeof parsed === 'string' ? parsed : '',
  );
}

const fileNameOf = (disposition: string | null): string | null => disposition?.match(/filename="([^"]+)"/)?.[1] ?? null;

/** Told of each successful write (any method but GET and HEAD), e.g. so the session reads counters again. */
export type WriteObserver = (method: string, path: string) => void;

/** A pure HTTP client: typed data or a typed error, never UI side effects (an observer may add them). */
export function createHttp(baseUrl: string, getToken: () => string | null, afterWrite?: WriteObserver): Http {
  const send = (method: string, path: string, options: RequestOptions): Promise<Response> => {
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
    return fetch(url(baseUrl, path, options.query), { method, headers, body });
  };
  const raw = async (method: string, path: string, options: RequestOptions = {}): Promise<RawResponse> => {
    const response = await send(method, path, options);
    if (!response.ok) throw await errorOf(response);
    if (method !== 'GET' && method !== 'HEAD') afterWrite?.(method, path);
    const type = response.headers.get('content-type') ?? '';
    const parsed: unknown = type.includes('application/json') ? await response.json().catch(() => null) : await response.text();
    return { status: response.status, headers: response.headers, body: parsed };
  };
  const download = async (
    path: string,
    options: RequestOptions,
    onProgress: (bytes: number) => void,
    method: 'GET' | 'POST' = 'GET',
  ): Promise<DownloadedFile> => {
    const response = await send(method, path, options);
    if (!response.ok) throw await errorOf(response);
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let bytes = 0;
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      chunks.push(part.value);
      bytes += part.value.byteLength;
      onProgress(bytes);
    }
    const type = response.headers.get('content-type') ?? 'application/octet-stream';
    return { blob: new Blob(chunks, { type }), fileName: fileNameOf(response.headers.get('content-disposition')) };
  };
  return {
    baseUrl,
    raw,
    download,
    call: async <T>(method: string, path: string, options?: RequestOptions) => (await raw(method, path, options)).body as T,
  };
}
