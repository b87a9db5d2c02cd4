export { type ForwardingContext, forwardingContext } from './context.js';
export { open311ForwardingRoutes } from './routes.js';
export { readStatusBack, startStatusReading, STATUS_CHECK_MS } from './status.js';
export { ForwardingWorker, type ForwardingWorkerOptions, MAX_ATTEMPTS } from './worker.js';
