import { XMLBuilder } from 'fast-xml-parser';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Open311Format } from '@contracts/open311.js';
import { AppError } from '../../platform/errors.js';

const builder = new XMLBuilder({ format: true, suppressEmptyNode: true });
const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>\n';

/** XML has no null: an absent value is an empty element, as in GeoReport v2's examples. */
function blankNulls(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(blankNulls);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blankNulls(v)]));
  return value;
}

/**
 * How a JSON answer looks in XML: the root element and, for a list, the element of each item
 * (services/service, service_requests/request, errors/error).
 */
export interface XmlShape {
  root: string;
  item?: string;
  /** reshapes nested lists into their wrapper elements */
  xml?: (data: unknown) => unknown;
}

export function toXml(shape: XmlShape, data: unknown): string {
  const content = blankNulls(shape.xml ? shape.xml(data) : data);
  const body = shape.item ? { [shape.root]: { [shape.item]: content } } : { [shape.root]: content };
  return XML_DECLARATION + builder.build(body);
}

/** Answers the data in the requested format: JSON through the route's schema, XML built from the same data. */
export function sendFormatted<T>(reply: FastifyReply, format: Open311Format, shape: XmlShape, data: T, status = 200): FastifyReply {
  reply.status(status);
  if (format === 'xml') return reply.type('text/xml; charset=utf-8').send(toXml(shape, data) as unknown as T);
  return reply.send(data);
}

const formatOf = (request: FastifyRequest): Open311Format => (/\.xml($|\?)/.test(request.url) ? 'xml' : 'json');

/** An Open311 error: the HTTP status as code and a description, for the shared error builder below. */
export const open311Error = (status: number, description: string) => new AppError(status, `OPEN311_${status}`, description);

/**
 * The Open311 routes answer errors as GeoReport v2 does: [{ code, description }] or <errors><error>, in
 * the format the address asked for, with the HTTP status as code. Faults keep their message to the log.
 */
export function open311ErrorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  let status = 500;
  let description = 'Ein unerwarteter Fehler ist aufgetreten.';
  if (error instanceof AppError) {
    status = error.statusCode;
    description = error.message;
  } else if ((error as FastifyError).validation) {
    status = 400;
    const first = (error as FastifyError).validation?.[0] as { instancePath?: string; params?: { missingProperty?: string } } | undefined;
    const field = first?.instancePath?.replace(/^\//, '') || first?.params?.missingProperty || (error as FastifyError).validationContext;
    description = `Der Wert für ${field ?? 'die Eingabe'} ist ungültig.`;
  } else if ((error.statusCode ?? 500) < 500) {
    status = error.statusCode!;
    description =
      status === 429 ? 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.' : 'Die Anfrage ist ungültig.';
  } else {
    request.log.error({ err: error, reqId: request.id }, 'open311 request failed');
  }
  const errors = [{ code: status, description }];
  const format = formatOf(request);
  reply.status(status);
  if (format === 'xml') return reply.type('text/xml; charset=utf-8').send(toXml({ root: 'errors', item: 'error' }, errors));
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(errors));
}
