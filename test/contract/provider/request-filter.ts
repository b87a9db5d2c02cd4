interface ProxiedRequest {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  is(type: string): string | false | null;
}

/**
 * Pact's verification proxy parses each body and re-sends it as JSON (a form body too, keeping its
 * form content type), and streams a request without a body as an empty chunked body, which the app
 * rightly refuses (415) for a POST. This puts the bytes back as the consumer sent them.
 */
export function keepBodiesAsSent(request: ProxiedRequest, _response: unknown, next: () => void): void {
  if (!Number(request.headers['content-length'] ?? 0)) {
    request.body = undefined;
    request.headers['content-length'] = '0';
  } else if (request.is('application/x-www-form-urlencoded') && !Buffer.isBuffer(request.body)) {
    const form = Buffer.from(new URLSearchParams(request.body as Record<string, string>).toString());
    request.body = form;
    request.headers['content-length'] = String(form.length);
  }
  next();
}
