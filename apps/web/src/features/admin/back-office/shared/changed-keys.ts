/** key → a signature of what is shown for it (e.g. the row's values joined). */
export type Signatures = ReadonlyMap<string, string>;

/**
 * The keys that are new or whose signature changed since the previous data. The first load
 * (no previous data) changes nothing: only live changes are highlighted.
 */
export function changedKeys(previous: Signatures | null, next: Signatures): string[] {
  if (previous === null) return [];
  const changed: string[] = [];
  for (const [key, signature] of next) {
    if (previous.get(key) !== signature) changed.push(key);
  }
  return changed;
}

/** Signatures of rows: `signaturesOf(rows, (row) => row.id, (row) => [row.spent, row.budget])`. */
export function signaturesOf<T>(rows: readonly T[], key: (row: T) => string, values: (row: T) => readonly unknown[]): Map<string, string> {
  return new Map(rows.map((row) => [key(row), JSON.stringify(values(row))]));
}
