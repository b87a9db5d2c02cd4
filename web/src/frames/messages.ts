import { ApiError } from '../api/http.js';
import { DEFAULT_LANGUAGE, language } from '../i18n/language.js';
import type { FrameTexts } from './i18n/de.js';

/** A failed call as the frames see it: the server's status, code and German message (none without an answer). */
export interface FailedCall {
  status: number | null;
  code?: string | null;
  message: string | null;
}

/** What a frame says about a failed call, and whether trying the same call again can help. */
export interface FrameFailure {
  message: string;
  retry: boolean;
}

const failedCallOf = (error: unknown): FailedCall =>
  error instanceof ApiError ? { status: error.status, code: error.code, message: error.message || null } : { status: null, message: null };

/**
 * The text of a failure in the page's language. The server answers in German: a German page shows its message
 * (docs/product/frames-and-open311.md#error-messages); another language shows its own text for the server's code, else
 * `fallback`. Only a missing answer, a server error or a rate limit is worth another try: any other refusal (an unknown
 * API key) repeats.
 */
export function describeFailure(failure: FailedCall, texts: FrameTexts, fallback: string): FrameFailure {
  const codes = texts.serverCodes;
  const translated = failure.code && codes && Object.hasOwn(codes, failure.code) ? codes[failure.code] : undefined;
  const message = (language.value === DEFAULT_LANGUAGE ? failure.message : translated) ?? fallback;
  const retry = failure.status === null || failure.status >= 500 || failure.status === 429;
  return { message, retry };
}

/** The text of a failed call (a thrown ApiError or anything else) in the page's language. */
export const messageOf = (error: unknown, texts: FrameTexts, fallback: string): string =>
  describeFailure(failedCallOf(error), texts, fallback).message;
