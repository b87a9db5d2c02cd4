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

  /**
   * Rows under their TypeScript names. Every row of a result has the first row's columns, so one generated builder
   * renames them all: CamelCasePlugin's own mapping (a reduce over each row's keys) cost about as much as `pg` took
   * to read the rows, 10,000 rows of the staff map in 5 ms. Nested objects (JSON values) are mapped as the plugin
   * maps them.
   */
  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const first = args.result.rows[0];
    if (this.rowsNamedByDriver || first === undefined) return args.result;
    const build = this.builders(Object.keys(first).join('\0'));
    return { ...args.result, rows: args.result.rows.map((row) => build(row, this.nested)) };
  }

  private readonly builders = memoised((joined: string): ObjectRowBuilder => {
    const fields = joined.split('\0').map((column) => `${JSON.stringify(this.propertyName(column))}: n(r[${JSON.stringify(column)}])`);
    return new Function('r', 'n', `return { ${fields.join(', ')} };`) as ObjectRowBuilder;
  });

  private readonly nested = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map((item) => (isPlainObject(item) ? this.mapRow(item) : item));
    return isPlainObject(value) ? this.mapRow(value) : value;
  };

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

type ObjectRowBuilder = (row: UnknownRow, nested: (value: unknown) => unknown) => UnknownRow;

/** Kysely's test of what CamelCasePlugin maps: an object made by `{}` or `Object.create(null)` (not a Date, not a Buffer). */
function isPlainObject(value: unknown): value is UnknownRow {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
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
