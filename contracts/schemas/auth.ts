import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.js';

export const Credentials = Type.Object({
  mail: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
});
export type Credentials = Static<typeof Credentials>;

export const AuthorizationState = Type.Object({
  authenticated: Type.Boolean(),
  userId: Type.Optional(Type.Integer()),
  expiresAt: Type.Optional(Type.String()),
});
export type AuthorizationState = Static<typeof AuthorizationState>;

export const Registration = Type.Object({
  firstname: Type.String({ maxLength: 100 }),
  lastname: Type.String({ maxLength: 100 }),
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
  tenantId: Nullable(Id),
});
export type Registration = Static<typeof Registration>;

export const ForgotPassword = Type.Object({ email: Type.String({ maxLength: 254 }) });
export type ForgotPassword = Static<typeof ForgotPassword>;

export const ResetPassword = Type.Object({
  password: Type.String({ maxLength: 200 }),
  passwordRepeat: Type.String({ maxLength: 200 }),
  token: Type.String({ maxLength: 200 }),
});
export type ResetPassword = Static<typeof ResetPassword>;

/** Minimum password rule applied wherever a password is set. */
export const PASSWORD_MIN_LENGTH = 8;
