import { createParamDecorator, Injectable, Logger, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { can, SESSION_COOKIE, type Permission } from '@prana/contracts';
import type { Request } from 'express';
import { SessionsService, type SessionContext } from './sessions.service.ts';
import { ApiException } from '../common/api-exception.ts';

export type Access = { kind: 'public' } | { kind: 'guest' } | { kind: 'staff'; permission: Permission };

/** Metadata key of a route's declared access (read by the guard, and by the authorization matrix test). */
export const ACCESS = 'prana:access';

/** Anyone may call it; a session, when present, is still resolved. */
export const Public = () => SetMetadata(ACCESS, { kind: 'public' } satisfies Access);
/** Only the guest of a booking; the handler scopes every query to that booking. */
export const GuestOnly = () => SetMetadata(ACCESS, { kind: 'guest' } satisfies Access);
/** Only staff whose role holds the permission (see PERMISSIONS in libs/contracts). */
export const StaffOnly = (permission: Permission) => SetMetadata(ACCESS, { kind: 'staff', permission } satisfies Access);

type SessionRequest = Request & { session?: SessionContext | null };

/** The resolved session of the request (null when signed out). */
export const CurrentSession = createParamDecorator(
  (_: unknown, context: ExecutionContext): SessionContext | null =>
    context.switchToHttp().getRequest<SessionRequest>().session ?? null,
);

/**
 * Global guard: every route must declare its access, and an undeclared route is refused, so a
 * new endpoint can never be open by accident.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<SessionRequest>();
    const token = (request.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
    request.session = await this.sessions.resolve(token);

    if (!access) {
      this.logger.error(`No access rule on ${request.method} ${request.path}; refusing.`);
      throw new ApiException('auth.endpointUnavailable');
    }
    if (access.kind === 'public') return true;
    const session = request.session;
    if (access.kind === 'guest') {
      if (session?.kind !== 'guest') throw new ApiException('auth.guestRequired');
      return true;
    }
    if (session?.kind !== 'staff') throw new ApiException('auth.staffRequired');
    // The tier signed in to is the role a session acts with: a master previewing a tier has its rights only.
    if (!can(session.tier, access.permission)) {
      throw new ApiException('auth.roleCannot', { role: session.tier, permission: access.permission });
    }
    return true;
  }
}
