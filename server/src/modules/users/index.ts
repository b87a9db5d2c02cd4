export { loadAssignments, removeCategoryAssignments, removeTagAssignments, replaceAssignments } from './assignments.js';
export { userRoutes } from './routes.js';
export {
  ACCOUNT_MESSAGES,
  emailTaken,
  findUserByEmail,
  findUserById,
  findUserInScope,
  fullname,
  insertUser,
  loadUserDto,
  normaliseEmail,
  setPasswordHash,
} from './service.js';
