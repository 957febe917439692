import { createHash } from 'node:crypto';

/**
 * The ETag of an answer a client may keep and revalidate (public reads, the extras menu, the
 * outbound feeds, the rendered search page). Only those carry one: Express's own ETag is off
 * (create-api), since every other api answer is `no-store` and nothing would ever ask about it.
 * Set it before `response.send`, which answers 304 when the request's If-None-Match matches.
 */
export function entityTag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
