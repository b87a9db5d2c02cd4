export { deviceRoutes } from './routes.js';
export {
  allowedDevice,
  blockDevice,
  DEVICE_BLOCK_DAYS,
  deviceBlock,
  deviceIdOf,
  isDeviceBlocked,
  refuseBlockedDevice,
} from './service.js';
