/** What an answer may cost the import: a server that stalls or sends without end stops it with a clear message. */
export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

/**
 * GET `url` and the body as bytes, within the limits. Redirects are refused: a photo or a page must come from the
 * address the operator named, not from wherever that server points.
 */
export async function fetchLimited(url: URL, limits: FetchLimits, headers: Record<string, string> = {}): Promise<Buffer> {
  const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(limits.timeoutMs) });
  if (response.status >= 300 && response.status < 400)
    throw new Error(`${url.origin} leitet weiter (${response.status}); Weiterleitungen werden nicht verfolgt.`);
  if (!response.ok) throw new Error(`${url.origin} antwortet ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limits.maxBytes) throw new Error(`Die Antwort ist größer als ${limits.maxBytes} Bytes.`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > limits.maxBytes) throw new Error(`Die Antwort ist größer als ${limits.maxBytes} Bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
