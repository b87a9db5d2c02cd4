export { publicSurveyRoutes } from './public-routes.js';
export { surveyRoutes } from './routes.js';
export { findSurvey } from './service.js';
