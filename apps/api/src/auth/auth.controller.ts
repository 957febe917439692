import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  guestLoginBody,
  ROOMS,
  SESSION_COOKIE,
  staffLoginBody,
  type GuestLoginBody,
  type MeResponse,
  type StaffLoginBody,
} from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { AuthService } from './auth.service.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './device-cookie.ts';
import { CurrentSession, Public } from './access.ts';
import { SessionsService, type SessionContext } from './sessions.service.ts';
import { SessionEndings } from './session-endings.ts';
import { Responds, RespondsEmpty } from '../docs/responds.ts';

@Controller('auth')
@Public()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly endings: SessionEndings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiOperation({ summary: 'Sign in as staff' })
  @Post('staff/login')
  @HttpCode(200)
  @Responds('MeResponse')
  async staffLogin(
    @Body({ schema: staffLoginBody }) body: StaffLoginBody,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MeResponse> {
    const signedIn = await this.auth.signInStaff(body, request.ip ?? 'unknown', deviceCookieOf(request));
    this.setCookies(response, signedIn);
    return { user: signedIn.identity };
  }

  @ApiOperation({ summary: 'Sign in as a guest with a booking code' })
  @Post('guest/login')
  @HttpCode(200)
  @Responds('MeResponse')
  async guestLogin(
    @Body({ schema: guestLoginBody }) body: GuestLoginBody,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MeResponse> {
    const signedIn = await this.auth.signInGuest(body, request.ip ?? 'unknown', deviceCookieOf(request));
    this.setCookies(response, signedIn);
    return { user: signedIn.identity };
  }

  @ApiOperation({ summary: 'Read the current session' })
  @Get('me')
  @Responds('MeResponse')
  me(@CurrentSession() session: SessionContext | null): MeResponse {
    return { user: this.auth.identityOf(session) };
  }

  @ApiOperation({ summary: 'Sign out' })
  @Post('logout')
  @HttpCode(204)
  @RespondsEmpty()
  async logout(@CurrentSession() session: SessionContext | null, @Res({ passthrough: true }) response: Response): Promise<void> {
    if (session) {
      await this.sessions.end(session.sessionId);
      await this.endings.endSessions(ROOMS.session(session.sessionId), 'signed-out');
    }
    response.clearCookie(SESSION_COOKIE, this.cookieOptions());
  }

  private cookieOptions() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.config.env === 'production', path: '/' };
  }

  /** The session, and the device cookie that lets this browser past the per-account sign-in limit next time. */
  private setCookies(response: Response, signedIn: { token: string; expiresAt: Date; device: string }): void {
    response.cookie(SESSION_COOKIE, signedIn.token, { ...this.cookieOptions(), expires: signedIn.expiresAt });
    response.cookie(DEVICE_COOKIE, signedIn.device, { ...this.cookieOptions(), path: '/api/auth', maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000 });
  }
}

function deviceCookieOf(request: Request): string | undefined {
  const value = (request.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
  return typeof value === 'string' ? value : undefined;
}
