import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityClass } from '@mikro-orm/core';
import type { RowImage } from './undo-entry.entity.ts';

/** How one entity is kept in, and written back from, an undo snapshot (plain JSON). */
export interface RowCodec<E extends object> {
  kind: RowImage['kind'];
  entity: EntityClass<E>;
  snapshot(row: E): Record<string, unknown>;
  /** Puts the snapshot's values back on an existing row. */
  apply(row: E, before: Record<string, unknown>, tx: EntityManager): void;
  /** Re-creates a row that the undone change had removed. */
  create(id: string, before: Record<string, unknown>, tx: EntityManager): E;
}

/** The before-image of a row the change is about to modify (or remove). */
export function imageOf<E extends { id: string }>(codec: RowCodec<E>, row: E): RowImage {
  return { kind: codec.kind, id: row.id, before: codec.snapshot(row) };
}

/** The before-image of a row the change creates: undo deletes it. */
export function createdImage(kind: RowImage['kind'], id: string): RowImage {
  return { kind, id, before: null };
}
