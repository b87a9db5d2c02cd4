export { bearerOf } from './bearer.js';
export { removeEndedLoginThrottles } from './login-throttle.js';
export { authRoutes } from './routes.js';
