import type { RowImage } from './undo-entry.entity.ts';

/** A before-image as it is kept in the undo history: the row's columns as plain JSON, without its id. */
export type RowValues = Record<string, unknown>;

/**
 * How one table's rows are kept in, and written back from, an undo snapshot. Both sides go through
 * the table's repository: the service reads the row there and `snapshot` turns it into plain JSON;
 * `restore` hands the JSON back to the repository, which writes the row as it was. The snapshot's
 * keys are what stored undo entries hold, so they stay as they are when the row's shape changes.
 */
export interface RowCodec<R extends { id: string }> {
  kind: RowImage['kind'];
  snapshot(row: R): RowValues;
  /**
   * Writes one image back in the ambient transaction: with `before`, the row gets those values again
   * (re-created when the change had removed it); without, the row the change created is deleted.
   */
  restore(id: string, before: RowValues | null): Promise<void>;
}

/** The before-image of a row the change is about to modify (or remove). */
export function imageOf<R extends { id: string }>(codec: RowCodec<R>, row: R): RowImage {
  return { kind: codec.kind, id: row.id, before: codec.snapshot(row) };
}

/** The before-image of a row the change creates: undo deletes it. */
export function createdImage(kind: RowImage['kind'], id: string): RowImage {
  return { kind, id, before: null };
}

/**
 * The codec of a table whose undo image is the values its repository's `restore` takes, each kept
 * and written back as it is. `fields` names every one of them, so the compiler refuses a codec that
 * would forget one; they are the image's keys, which stored entries hold. `absent`: the value of a
 * key that images stored before it existed lack.
 */
export function valuesCodec<V extends object>(
  kind: RowImage['kind'],
  fields: { [K in keyof NoInfer<V>]-?: true },
  restore: (id: string, before: V | null) => Promise<void>,
  absent: Partial<NoInfer<V>> = {},
): RowCodec<V & { id: string }> {
  const keys = Object.keys(fields) as (keyof V & string)[];
  return {
    kind,
    snapshot: (row) => Object.fromEntries(keys.map((key) => [key, row[key]])),
    restore: (id, before) => restore(id, before && (Object.fromEntries(keys.map((key) => [key, key in before ? before[key] : absent[key]])) as V)),
  };
}
