export { bearerOf } from './bearer.js';
export { removeEndedLoginThrottles } from './login-throttle.js';
export { removeExpiredRegistrationAttempts } from './registration-attempts.js';
export { authRoutes } from './routes.js';
