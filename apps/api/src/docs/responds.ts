import { SetMetadata } from '@nestjs/common';
import type { ApiResponses } from './api-shapes.ts';

export const RESPONDS = 'prana:responds';

/** What a handler answers on success, for /api/docs: a JSON shape, no body, or a body described in words. */
export type Answer =
  | { kind: 'json'; name: keyof ApiResponses; alsoWith?: AlsoWith }
  | { kind: 'empty' }
  | { kind: 'other'; mediaType: string; description: string };

/** Another status the handler answers with the same JSON shape: a second success (payments' 200, a sync's 202) or an error status without the coded error body (health's 503). */
export interface AlsoWith {
  status: number;
  description: string;
}

type Handler<R> = { value?: (...args: never[]) => R | Promise<R> };

/**
 * The JSON a handler answers, by its name in ApiResponses. The handler must return that type (a
 * compile error otherwise), so the description shows what the code sends.
 */
export function Responds<K extends keyof ApiResponses>(name: K, alsoWith?: AlsoWith) {
  return (target: object, key: string | symbol, descriptor: Handler<ApiResponses[K]>) => {
    SetMetadata<string, Answer>(RESPONDS, { kind: 'json', name, alsoWith })(target, key, descriptor as PropertyDescriptor);
  };
}

/** A handler that answers without a body (204). */
export function RespondsEmpty() {
  return (target: object, key: string | symbol, descriptor: Handler<void>) => {
    SetMetadata<string, Answer>(RESPONDS, { kind: 'empty' })(target, key, descriptor as PropertyDescriptor);
  };
}

/** A body that is not one of our JSON shapes (a page, a file, a calendar feed), described in words. */
export const RespondsAs = (mediaType: string, description: string) => SetMetadata<string, Answer>(RESPONDS, { kind: 'other', mediaType, description });
