export { forwardingContext } from './context.js';
export { open311ForwardingRoutes } from './routes.js';
export { readStatusBack, startStatusReading } from './status.js';
export { ForwardingWorker } from './worker.js';
