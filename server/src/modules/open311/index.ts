export { open311Routes } from './routes.js';
