export { deviceRoutes } from './routes.js';
export { allowedDevice, blockDevice, DEVICE_BLOCK_DAYS, isDeviceBlocked } from './service.js';
