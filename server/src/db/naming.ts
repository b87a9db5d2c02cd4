import {
  CamelCasePlugin,
  type DefaultQueryCompiler,
  type Dialect,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type UnknownRow,
  type RootOperationNode,
} from 'kysely';
import { memoised } from './memoised.js';

/**
 * camelCase in TypeScript, snake_case in the database, with Kysely's own mapping rules. Kysely's
 * CamelCasePlugin renames by copying each query's whole operation tree before compiling it, which cost more
 * than the case list's indexed page query (about 12 % of that route's CPU). Here the compiler writes each
 * identifier snake_cased as it goes (`snakeCaseDialect`), and rows' keys are renamed either by this plugin
 * (PostgreSQL, whose JSON values may hold nested objects) or while the driver builds the rows
 * (db/sqlite-statements.ts). Both directions are memoised.
 */
export class SnakeCaseNames extends CamelCasePlugin {
  private readonly toSnake = memoised((name) => super.snakeCase(name));
  private readonly toCamel = memoised((name) => super.camelCase(name));

  constructor(private readonly rowsNamedByDriver: boolean) {
    super();
  }

  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return this.rowsNamedByDriver ? args.result : super.transformResult(args);
  }

  /** the database's name of a TypeScript identifier */
  sqlName(name: string): string {
    return this.toSnake(name);
  }

  /** the TypeScript name of a result column */
  propertyName(column: string): string {
    return this.toCamel(column);
  }

  protected override snakeCase(name: string): string {
    return this.toSnake(name);
  }

  protected override camelCase(name: string): string {
    return this.toCamel(name);
  }
}

type CompilerClass = new () => DefaultQueryCompiler;

/** A dialect whose compiler (of the dialect's own class) writes every identifier by the database's name. */
export function snakeCaseDialect(dialect: Dialect, Compiler: CompilerClass, names: SnakeCaseNames): Dialect {
  const SnakeCaseCompiler = class extends Compiler {
    protected override sanitizeIdentifier(identifier: string): string {
      return super.sanitizeIdentifier(names.sqlName(identifier));
    }
  };
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => dialect.createDriver(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => new SnakeCaseCompiler(),
  };
}
