import { Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { from, lastValueFrom, of, type Observable } from 'rxjs';
import type { Request, Response } from 'express';
import { IDEMPOTENCY_KEY_HEADER } from '@prana/contracts';
import { guestOf, type SessionContext } from '../auth/sessions.service.ts';
import { ApiException } from '../common/api-exception.ts';
import { IdempotencyKeysRepository } from './idempotency-keys.repository.ts';

/** How long a parallel twin waits for the first request's answer before answering 409 (the client retries). */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;
/** Visible ASCII, spaces only inside, at most 255 (the draft leaves the syntax to the server). */
const KEY_SYNTAX = /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/;

/** JSON with sorted object keys, so a resend whose client ordered the fields differently is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A guest write with an `Idempotency-Key` header is done once per booking and key: the first
 * request claims the key (a unique row), runs, and stores its answer; a retry, a double tap or
 * the outbox's resend gets that answer (with `Idempotent-Replayed: true`) and changes nothing.
 * A twin arriving while the first still runs waits for its answer. The same key with another
 * method, path or body is refused (422). A first request that fails frees the key, so the retry
 * runs again (a refusal such as a full shuttle is then given again, from the current state).
 * Without the header the route works as before.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly keys: IdempotencyKeysRepository) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { session?: SessionContext | null }>();
    const key = request.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next.handle();
    if (!KEY_SYNTAX.test(key)) throw new ApiException('idempotency.keyInvalid');
    const bookingId = guestOf(request.session ?? null).bookingId;
    const fingerprint = createHash('sha256').update(`${request.method} ${request.originalUrl}\n${canonical(request.body)}`).digest('hex');

    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    while (!(await this.keys.claim(bookingId, key, fingerprint))) {
      const first = await this.keys.find(bookingId, key);
      // Gone: the first request failed and freed it; claim it again.
      if (!first) continue;
      if (first.fingerprint !== fingerprint) throw new ApiException('idempotency.keyReused');
      if (first.statusCode !== null) {
        const response = http.getResponse<Response>();
        response.status(first.statusCode).setHeader('Idempotent-Replayed', 'true');
        return of(first.response);
      }
      if (Date.now() > deadline) throw new ApiException('idempotency.inProgress');
      await sleep(POLL_MS);
    }
    return from(this.runOnce(bookingId, key, http.getResponse<Response>(), next));
  }

  private async runOnce(bookingId: string, key: string, response: Response, next: CallHandler): Promise<unknown> {
    let result: unknown;
    try {
      result = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (error) {
      await this.keys.release(bookingId, key);
      throw error;
    }
    await this.keys.complete(bookingId, key, response.statusCode, result);
    return result;
  }
}

/** On a guest write route: retries with the same `Idempotency-Key` get the first answer (see IdempotencyInterceptor). */
export const Idempotent = () => UseInterceptors(IdempotencyInterceptor);
