import {
  AliasNode,
  FromNode,
  TableNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryExecutorProvider,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * The PostgreSQL NOTIFY channel of each kind of change that other processes' caches depend on. Triggers raise
 * them (migration 0012) in the writing transaction, so a listener hears of a change only once it is committed,
 * whichever code path or process wrote it; platform/change-listener.ts turns them into the counters below.
 */
export const CHANGE_CHANNELS = {
  /** the tables a user's rights, modules and tenant scope come from (RIGHTS_TABLES); no payload */
  rights: 'bp_rights_changed',
  /** tenants and their modules: boundaries, map settings, who takes reports; no payload */
  tenants: 'bp_tenants_changed',
  /** something a tenant's public map shows; the payload is the tenant id */
  caseMap: 'bp_case_map_changed',
  /** any case, a category whose name cases show, or the case counters (migration 0022); no payload */
  cases: 'bp_cases_changed',
  /** any session: a login, a logout, a revocation, activity (migration 0022); no payload */
  sessions: 'bp_sessions_changed',
} as const;

/** How long outside a request a read of SQLite's count of other writers stands (DatabaseChanges.requestStarted). */
const OTHER_WRITERS_FRESH_MS = 1;

/**
 * What this process knows of the changes to one database: counters that the in-memory caches (rights per user,
 * public map per tenant, routing polygons) store with an entry and compare on each read, so invalidating costs
 * a number increment.
 *
 * The counters move on this process's own writes (ChangesPlugin for the rights and case tables; the modules'
 * calls for the map and tenants, e.g. caseMapChanged) and, on PostgreSQL, on every committed write of any process
 * that a trigger tells of (the listener). While a PostgreSQL database has no connected listener (before the first
 * connect, after a drop) nothing would tell of other processes' writes, so every read then gets a version never
 * handed out before: no cache entry matches and every cache reads afresh. SQLite needs no listener: its
 * deployment model is one process per database file.
 */
export class DatabaseChanges {
  private rights = 0;
  private tenants = 0;
  private cases = 0;
  private sessions = 0;
  private readonly maps = new Map<number, number>();
  private listeners = 0;
  private staleReads = 0;
  private otherWritersSeen: number | null = null;
  private otherWritersSeenAt = 0;

  /**
   * @param listenUrl the PostgreSQL database to LISTEN on; null for SQLite
   * @param otherWriters on SQLite, a number that moves when another connection has written the file (its
   *   `data_version`): a backup tool, an operator's script, a second process started by mistake. Every version
   *   includes it, so such a write is never hidden by what this process keeps.
   */
  constructor(
    readonly listenUrl: string | null,
    private readonly otherWriters: () => number = () => 0,
  ) {}

  /**
   * A request begins: the versions it reads include every write committed before it. SQLite's count of other
   * writers costs a read lock on the file (a few microseconds, more under load), and a request reads up to four
   * versions; it is read once per request instead, and at most a millisecond apart for work outside any request.
   * A write by another connection during a request is then seen from the next request on, as if it had come a
   * moment later; it is never lost, since every entry is stamped with a count read before its data.
   */
  requestStarted(): void {
    this.otherWritersSeen = null;
  }

  private otherWriterCount(): number {
    const now = performance.now();
    if (this.otherWritersSeen === null || now - this.otherWritersSeenAt > OTHER_WRITERS_FRESH_MS) {
      this.otherWritersSeen = this.otherWriters();
      this.otherWritersSeenAt = now;
    }
    return this.otherWritersSeen;
  }

  /** whether the counters cover every committed change (always on SQLite; on PostgreSQL while listening) */
  get complete(): boolean {
    return this.listenUrl === null || this.listeners > 0;
  }

  /** Versions: equal versions mean nothing changed in between. */
  rightsVersion(): string {
    return this.complete ? `${this.otherWriterCount()}.${this.rights}` : this.stale();
  }

  tenantsVersion(): string {
    return this.complete ? `${this.otherWriterCount()}.${this.tenants}` : this.stale();
  }

  /** the map also shows tenant settings, so a tenant change moves every map's version */
  caseMapVersion(tenantId: number): string {
    return this.complete ? `${this.otherWriterCount()}.${this.tenants}.${this.maps.get(tenantId) ?? 0}` : this.stale();
  }

  /**
   * Everything the staff's map of cases and the counts of whole scopes show: the cases, their categories' names
   * and, through the rights tables, the names of tenants and assignees it sorts by.
   */
  casesVersion(): string {
    return this.complete ? `${this.otherWriterCount()}.${this.rights}.${this.cases}` : this.stale();
  }

  /** The sessions a process keeps between requests (platform/auth.ts). */
  sessionsVersion(): string {
    return this.complete ? `${this.otherWriterCount()}.${this.sessions}` : this.stale();
  }

  sessionsChanged(): void {
    this.sessions++;
  }

  rightsChanged(): void {
    this.rights++;
  }

  casesChanged(): void {
    this.cases++;
  }

  /** A tenant was created or saved: boundaries, modules or map settings may differ. */
  tenantsChanged(): void {
    this.tenants++;
  }

  /** A case of these tenants changed in a way the public map may show (call it in the change's transaction). */
  caseMapChanged(...tenantIds: readonly (number | null)[]): void {
    for (const id of tenantIds) if (id !== null) this.maps.set(id, (this.maps.get(id) ?? 0) + 1);
  }

  /** A listener has started listening: what changed while none did is unknown, so everything counts as changed. */
  listenerConnected(): void {
    this.listeners++;
    this.rights++;
    this.tenants++;
    this.cases++;
    this.sessions++;
  }

  listenerDisconnected(): void {
    this.listeners--;
  }

  private stale(): string {
    return `stale.${++this.staleReads}`;
  }
}

/**
 * The tables a user's rights, modules and tenant scope come from. On PostgreSQL a trigger on each raises the
 * rights channel (migration 0012; changes.test.ts keeps the two lists in step).
 */
export const RIGHTS_TABLES = [
  'app_user',
  'role',
  'role_right',
  'role_variable_right',
  'variable_right',
  'tenant',
  'tenant_module',
  'user_category_assignment',
  'user_tag_assignment',
] as const;

/** The tables behind casesVersion besides the rights tables: the cases, the category names they show, their counters. */
const CASE_TABLES = ['defect_case', 'category', 'case_counter'];

const normalise = (name: string) => name.replace(/_/g, '').toLowerCase();
const tableSet = (tables: readonly string[]) => new Set(tables.map(normalise));

/** A group of tables (by normalised name) and the counter a write to one of them moves. */
interface Watched {
  tables: ReadonlySet<string>;
  changed(changes: DatabaseChanges): void;
}

const WATCHED: readonly Watched[] = [
  { tables: tableSet(RIGHTS_TABLES), changed: (changes) => changes.rightsChanged() },
  { tables: tableSet(CASE_TABLES), changed: (changes) => changes.casesChanged() },
  { tables: tableSet(['session']), changed: (changes) => changes.sessionsChanged() },
];

function tableNames(node: OperationNode | undefined): string[] {
  if (!node) return [];
  if (TableNode.is(node)) return [node.table.identifier.name];
  if (AliasNode.is(node)) return tableNames(node.node);
  if (FromNode.is(node)) return node.froms.flatMap(tableNames);
  return [];
}

/** The tables a statement writes; null for raw SQL that writes, which is not parsed. */
function writtenTables(node: RootOperationNode): string[] | null {
  switch (node.kind) {
    case 'InsertQueryNode':
      return tableNames(node.into);
    case 'UpdateQueryNode':
      return tableNames(node.table);
    case 'DeleteQueryNode':
      return tableNames(node.from);
    case 'RawNode':
      return /\b(insert|update|delete)\b/i.test(node.sqlFragments.join(' ')) ? null : [];
    default:
      return [];
  }
}

const NOTHING: readonly Watched[] = [];

/** What a statement's writes move; raw SQL that writes anything moves everything: cheaper than parsing it. */
function movedBy(node: RootOperationNode): readonly Watched[] {
  const tables = writtenTables(node);
  if (tables === null) return WATCHED;
  if (tables.length === 0) return NOTHING;
  const written = tables.map(normalise);
  return WATCHED.filter((watched) => written.some((table) => watched.tables.has(table)));
}

/**
 * Holds a database's DatabaseChanges (a Kysely plugin travels with every transaction and derived instance, so
 * changesOf finds it from any of them) and moves the rights and cases versions on this process's writes to their
 * tables: at once, so the writer's next request already sees the change, without waiting for its own
 * notification.
 */
export class ChangesPlugin implements KyselyPlugin {
  private readonly writes = new WeakMap<object, readonly Watched[]>();

  constructor(readonly changes: DatabaseChanges) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const moved = movedBy(args.node);
    if (moved.length > 0) {
      for (const watched of moved) watched.changed(this.changes);
      this.writes.set(args.queryId, moved);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // counted again once the write has run, so a read between the two cannot keep the old state
    for (const watched of this.writes.get(args.queryId) ?? []) watched.changed(this.changes);
    return args.result;
  }
}

/** The change counters of the database a handle (or transaction) belongs to; it must come from openDatabase. */
export function changesOf(db: QueryExecutorProvider): DatabaseChanges {
  for (const plugin of db.getExecutor().plugins) if (plugin instanceof ChangesPlugin) return plugin.changes;
  throw new Error('changesOf needs a database opened by openDatabase');
}
