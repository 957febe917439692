/**
 * The example calls from which a repository method's SQL is written to `apps/api/src/queries/`
 * (`npm run db:sql`; `test/medium/repository-sql.medium.ts` fails when a file is stale or a
 * method has none), so a reviewer sees every statement the product runs. After immich's
 * `@GenerateSql`.
 */
export interface SqlExample {
  /** Names the example when a method has more than one (e.g. "with dates"). */
  name?: string;
  /** The arguments of the call; any values of the right type, since nothing is executed. */
  params: unknown[];
}

const EXAMPLES = new WeakMap<object, Map<string, SqlExample[]>>();

export function GenerateSql(...examples: SqlExample[]): MethodDecorator {
  return (target, method) => {
    const byMethod = EXAMPLES.get(target) ?? new Map<string, SqlExample[]>();
    byMethod.set(String(method), examples.length > 0 ? examples : [{ params: [] }]);
    EXAMPLES.set(target, byMethod);
  };
}

/** The examples of each decorated method of a repository's prototype. */
export function sqlExamples(prototype: object): ReadonlyMap<string, SqlExample[]> {
  return EXAMPLES.get(prototype) ?? new Map();
}
