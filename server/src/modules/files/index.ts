export { fileRoutes } from './routes.js';
export {
  attachFiles,
  type FileDisposal,
  fileForUser,
  freePublicUploads,
  isPublicUpload,
  removeExpiredFiles,
  requestFileDisposal,
  signedFileUrl,
  storeGeneratedFile,
  storeUpload,
  TEMPORARY_FILE_LIFETIME_MS,
  withFileRelease,
} from './service.js';
