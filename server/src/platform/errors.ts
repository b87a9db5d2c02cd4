import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An error whose message is meant for the user (German) and whose status and code are part of the API. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'VALIDATION_ERROR') => new AppError(400, code, message);
export const unauthorized = (message = 'Sie müssen sich anmelden, um diese Funktion zu nutzen.', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'Dafür fehlt Ihnen die Berechtigung.', code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message = 'Der Eintrag wurde nicht gefunden.', code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);

const INVALID_REQUEST: [string, string] = ['VALIDATION_ERROR', 'Die Anfrage ist ungültig.'];
/** The code and German message of an error status, where nothing more specific is said (also the API reference's examples). */
export const STATUS_MESSAGES: Record<number, [string, string]> = {
  400: INVALID_REQUEST,
  401: ['UNAUTHORIZED', 'Sie müssen sich anmelden, um diese Funktion zu nutzen.'],
  403: ['FORBIDDEN', 'Dafür fehlt Ihnen die Berechtigung.'],
  404: ['NOT_FOUND', 'Der Eintrag wurde nicht gefunden.'],
  405: ['METHOD_NOT_ALLOWED', 'Diese Methode ist hier nicht erlaubt.'],
  406: ['NOT_ACCEPTABLE', 'Dieses Antwortformat wird nicht unterstützt.'],
  413: ['PAYLOAD_TOO_LARGE', 'Die Datei oder Anfrage ist zu groß.'],
  414: ['URI_TOO_LONG', 'Die Adresse ist zu lang.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Dieses Datenformat wird nicht unterstützt.'],
  429: ['RATE_LIMITED', 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.'],
};

/** Field names as the user knows them, for validation messages. */
function fieldName(error: FastifyError): string {
  const first = error.validation?.[0] as { instancePath?: string; params?: Record<string, unknown> } | undefined;
  const path = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  const missing = first?.params?.missingProperty ?? first?.params?.requiredProperties;
  const name = path || (Array.isArray(missing) ? missing[0] : missing) || error.validationContext || 'Eingabe';
  return String(name);
}

/**
 * Errors the router raises before any route runs (a broken percent-encoding, an over-long path parameter):
 * the same shape and German text instead of Fastify's English body that echoes the path.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const [code, message] = STATUS_MESSAGES[status] ?? INVALID_REQUEST;
  void reply.status(status).send({ message, code });
}

const CONCURRENT_CHANGE =
  'Eine andere Anfrage hat diesen Eintrag gerade gespeichert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.';

/**
 * A unique index refused a row (SQLite's constraint codes, PostgreSQL's 23505). Services check uniqueness first
 * with their own German message; this is the request that raced another one past that check, which is a
 * conflict, not a server error.
 */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    if ((error as FastifyError).validation) {
      const field = fieldName(error as FastifyError);
      return reply.status(400).send({ message: `Der Wert für ${field} ist ungültig.`, code: 'VALIDATION_ERROR' });
    }
    if (isUniqueViolation(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'a concurrent request wrote the same unique value first');
      return reply.status(409).send({ message: CONCURRENT_CHANGE, code: 'CONCURRENT_CHANGE' });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const [code, message] = STATUS_MESSAGES[status] ?? ['BAD_REQUEST', 'Die Anfrage ist ungültig.'];
      return reply.status(status).send({ message, code });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send({ message: 'Ein unerwarteter Fehler ist aufgetreten.', code: 'UNEXPECTED_ERROR' });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ message: 'Diese Adresse gibt es nicht.', code: 'NOT_FOUND' });
  });
}
