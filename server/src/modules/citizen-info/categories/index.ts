export { infoGuard } from './guard.js';
export { hasCategoryRight, requireCategoryRight } from './rights.js';
export { infoCategoryRoutes } from './routes.js';
export { categoriesInUse, findInfoCategory, insertInfoCategory, writableInfoTenant } from './service.js';
