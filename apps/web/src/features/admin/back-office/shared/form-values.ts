/**
 * A number field as the api reads it: blank is absent (the api then names the field), anything
 * else is sent as the number typed, so '1.5' or '0' reach the api and come back with its message.
 */
export function amountFrom(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value);
}

/** Optional text as the api stores it: blank is none. */
export function noteFrom(value: string): string | null {
  return value.trim() === '' ? null : value;
}
