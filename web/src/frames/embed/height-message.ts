/**
 * The message by which a frame tells the page embedding it how tall its content is, so the page can size the
 * iframe and the frame never scrolls inside itself. The embedding snippet for town websites
 * (docs/frames.md#embedding-a-frame-in-a-towns-website) reads the same shape: `{ type: 'buergerportal:height', height }` in CSS pixels.
 */
export const HEIGHT_MESSAGE_TYPE = 'buergerportal:height';

export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE_TYPE;
  height: number;
}

export const heightMessage = (height: number): HeightMessage => ({ type: HEIGHT_MESSAGE_TYPE, height });

/** The height a message announces; null for any other message (other scripts post to the same window). */
export function announcedHeight(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as Partial<Record<keyof HeightMessage, unknown>>;
  return type === HEIGHT_MESSAGE_TYPE && typeof height === 'number' && Number.isFinite(height) && height > 0 ? height : null;
}
