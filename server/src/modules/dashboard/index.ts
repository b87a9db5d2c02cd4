export { dashboardRoutes } from './routes.js';
export { berlinMidnightOf, dayNumber, dayString } from './calendar.js';
