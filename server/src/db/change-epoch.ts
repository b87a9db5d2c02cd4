import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * A process-wide counter of writes to the tables that say who a user is and what they may do (roles,
 * rights, modules, tenant tree, assignments). Whatever is derived from them may be kept while the counter
 * stands still; see platform/auth.ts. Shared by every database of the process, so several databases
 * (tests) only cause extra invalidations, never stale answers.
 */
let epoch = 0;
export const changeEpoch = (): number => epoch;

const WATCHED = new Set(
  [
    'app_user',
    'role',
    'role_right',
    'role_variable_right',
    'variable_right',
    'tenant',
    'tenant_module',
    'user_category_assignment',
    'user_tag_assignment',
  ].map((name) => name.replace(/_/g, '')),
);

const normalise = (name: string) => name.replace(/_/g, '').toLowerCase();

function tableNames(node: OperationNode | undefined): string[] {
  if (!node) return [];
  const n = node as unknown as Record<string, any>;
  switch (node.kind) {
    case 'TableNode':
      return [n.table.identifier.name];
    case 'AliasNode':
      return tableNames(n.node);
    case 'FromNode':
      return (n.froms as OperationNode[]).flatMap(tableNames);
    default:
      return [];
  }
}

function writesWatchedTable(node: RootOperationNode): boolean {
  const n = node as unknown as Record<string, any>;
  switch (node.kind) {
    case 'InsertQueryNode':
      return tableNames(n.into).some((t) => WATCHED.has(normalise(t)));
    case 'UpdateQueryNode':
      return tableNames(n.table).some((t) => WATCHED.has(normalise(t)));
    case 'DeleteQueryNode':
      return tableNames(n.from).some((t) => WATCHED.has(normalise(t)));
    case 'RawNode': {
      // raw SQL that writes anything counts: cheaper to invalidate than to parse
      const text = (n.sqlFragments as string[]).join(' ');
      return /\b(insert|update|delete)\b/i.test(text);
    }
    default:
      return false;
  }
}

export class ChangeEpochPlugin implements KyselyPlugin {
  private readonly writes = new WeakSet<object>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (writesWatchedTable(args.node)) {
      epoch++;
      this.writes.add(args.queryId);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // counted again once the write has run, so a read between the two cannot keep the old state
    if (this.writes.has(args.queryId)) epoch++;
    return args.result;
  }
}
