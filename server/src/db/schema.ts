import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table interfaces (camelCase here; the CamelCasePlugin maps them to snake_case in SQL).
 * Booleans are stored as 0/1 integers and timestamps as ISO-8601 UTC text on both dialects,
 * so sorting and comparing them is the same everywhere; see db/values.ts for the edge conversion.
 */
export type Bool = number;
export type Timestamp = string;

export interface TenantTable {
  id: Generated<number>;
  name: string;
  street: string | null;
  hnr: string | null;
  zip: string | null;
  city: string | null;
  country: string;
  type: string;
  parentId: number | null;
  image: string | null;
  headerImage: string | null;
  population: number | null;
  area: number | null;
  emailNotification: string | null;
  emailNotificationCompletedCase: string | null;
  emailNotificationBis: string | null;
  emailNotificationApproveBis: string | null;
  automaticReply: string | null;
  useCustomImage: Bool;
  hideTenantNameInApp: Bool;
  townhallLatitude: number | null;
  townhallLongitude: number | null;
  mapCenterLatitude: number | null;
  mapCenterLongitude: number | null;
  mmStartPageDesignation: string | null;
  mmStartPageBackgroundImage: string | null;
  bisStartPageDesignation: string | null;
  bisStartPageBackgroundImage: string | null;
  showBisCalendar: Bool;
  mmPublishAllCasesOnMap: Bool;
  mmMapShowCreateCaseButton: Bool;
  description: string | null;
  mainAccountId: number | null;
  apiKey: string | null;
  boundaries: string | null;
  createdAt: Timestamp;
  editedAt: Timestamp | null;
}

export interface ModuleTable {
  name: string;
}

export interface TenantModuleTable {
  tenantId: number;
  module: string;
  /** purchased: the tenant may use it; visible: shown in the municipal app */
  purchased: Bool;
  visible: Bool;
}

export interface AppUserTable {
  id: Generated<number>;
  tenantId: number;
  roleId: number | null;
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  position: string | null;
  superAdmin: Bool;
  superUser: Bool;
  /** release status: 1 Freigegeben, 0 Gesperrt */
  status: Bool;
  /** 0 while a self-registration waits for approval */
  approved: Bool;
  active: Bool;
  language: string;
  createdAt: Timestamp;
  editedAt: Timestamp | null;
}

export interface RoleTable {
  id: Generated<number>;
  tenantId: number;
  name: string;
  createdAt: Timestamp;
}

export interface RoleRightTable {
  roleId: number;
  right: string;
}

export interface VariableRightTable {
  id: Generated<number>;
  tenantId: number;
  module: string;
  bisCategoryId: number | null;
  basicRight: string;
}

export interface RoleVariableRightTable {
  roleId: number;
  variableRightId: number;
}

export interface SessionTable {
  id: string;
  userId: number;
  createdAt: Timestamp;
  lastActivityAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface PasswordResetTokenTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  /** a caller-chosen key that makes enqueueing the same mail twice a no-op */
  dedupeKey: string | null;
  createdAt: Timestamp;
  attempts: number;
  nextAttemptAt: Timestamp;
  sentAt: Timestamp | null;
  lastError: string | null;
}

export interface DeviceTable {
  id: string;
  blockedUntil: Timestamp | null;
  blockedBy: number | null;
  createdAt: Timestamp;
}

export interface Database {
  tenant: TenantTable;
  module: ModuleTable;
  tenantModule: TenantModuleTable;
  appUser: AppUserTable;
  role: RoleTable;
  roleRight: RoleRightTable;
  variableRight: VariableRightTable;
  roleVariableRight: RoleVariableRightTable;
  session: SessionTable;
  passwordResetToken: PasswordResetTokenTable;
  mailOutbox: MailOutboxTable;
  device: DeviceTable;
}

export type TenantRow = Selectable<TenantTable>;
export type NewTenant = Insertable<TenantTable>;
export type TenantUpdate = Updateable<TenantTable>;
export type UserRow = Selectable<AppUserTable>;
export type NewUser = Insertable<AppUserTable>;
export type SessionRow = Selectable<SessionTable>;
