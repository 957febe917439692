import { COMPONENT_SCHEMAS } from '../docs/api-schemas.generated.ts';

const PREFIX = '#/components/schemas/';

/** The named schemas a description refers to, directly or through one another: it carries only those. */
export function componentsFor(description: unknown): Record<string, Record<string, unknown>> {
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key !== '$ref' || typeof child !== 'string') visit(child);
        else if (child.startsWith(PREFIX) && !used.has(child.slice(PREFIX.length))) {
          used.add(child.slice(PREFIX.length));
          visit(COMPONENT_SCHEMAS[child.slice(PREFIX.length)]);
        }
      }
    }
  };
  visit(description);
  return Object.fromEntries(Object.entries(COMPONENT_SCHEMAS).filter(([name]) => used.has(name)));
}
