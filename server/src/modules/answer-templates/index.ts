export { answerTemplateRoutes } from './routes.js';
