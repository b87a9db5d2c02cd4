import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadApi } from './upload-api.js';

export interface ImagePreview {
  /** the thumbnail's address */
  url: string;
  /** bytes; null while unknown or when the server did not say */
  size: number | null;
}

/** The stored size of an image: its Content-Length (only informational, so a failure just leaves it open). */
async function fetchSize(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { method: 'HEAD' });
    const length = Number(response.headers.get('content-length'));
    return response.ok && length > 0 ? length : null;
  } catch {
    return null;
  }
}

/**
 * Thumbnail address and size of each image, loaded once per name: the server's small thumbnail is shown, the
 * size is the image's. Sizes of this session's uploads are known (rememberSize, called before the name is
 * added); for images saved earlier the server is asked. Internal images need signed addresses.
 */
export function useImagePreviews(names: string[], internal: boolean, api: UploadApi) {
  const [previews, setPreviews] = useState<Record<string, ImagePreview>>({});
  const requested = useRef(new Set<string>());
  const knownSizes = useRef(new Map<string, number>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Not useLoaded, which holds one value for one key: each name is loaded once, in two steps (address, then
  // size), and every preview stays while names come and go.
  useEffect(() => {
    const update = (name: string, preview: ImagePreview) => {
      if (mounted.current) setPreviews((all) => ({ ...all, [name]: preview }));
    };
    const load = async (name: string) => {
      const unsigned = { url: api.imageUrl(name), thumbnailUrl: api.thumbnailUrl(name) };
      const { url, thumbnailUrl } = internal && api.links ? await api.links(name).catch(() => unsigned) : unsigned;
      const known = knownSizes.current.get(name);
      update(name, { url: thumbnailUrl, size: known ?? null });
      if (known === undefined) {
        const size = await fetchSize(url);
        if (size !== null) update(name, { url: thumbnailUrl, size });
      }
    };
    for (const name of names) {
      if (requested.current.has(name)) continue;
      requested.current.add(name);
      void load(name);
    }
  }, [names, internal, api]);

  const rememberSize = useCallback((name: string, bytes: number) => {
    knownSizes.current.set(name, bytes);
  }, []);

  return { previews, rememberSize };
}
