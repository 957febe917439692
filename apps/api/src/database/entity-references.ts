import type { EntityClass } from '@mikro-orm/postgresql';

/** The entities the app maps, by class name: filled by `ormOptions` before the ORM discovers them. */
const LISTED = new Map<string, EntityClass<object>>();

export function listEntities(entities: Iterable<unknown>): void {
  for (const entity of entities) if (typeof entity === 'function') LISTED.set(entity.name, entity as EntityClass<object>);
}

/**
 * The target of a relation to an entity of a module above this one (a session's or a block's
 * booking), named rather than imported: a lower module never imports a higher one. The ORM asks
 * for it when it discovers the entities, so the foreign key is mapped as if the class were imported.
 */
export function entityNamed(name: string): () => EntityClass<object> {
  return () => {
    const entity = LISTED.get(name);
    if (!entity) throw new Error(`No listed entity is called ${name} (bootstrap/entities.ts lists them).`);
    return entity;
  };
}

/** What a lower module knows of a higher module's row it refers to: its id. */
export interface RowReference {
  id: string;
}
