import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
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
import { RealtimeService } from '../realtime/realtime.service.ts';
import { AuthService } from './auth.service.ts';
import { CurrentSession, Public } from './access.ts';
import { SessionsService, type SessionContext } from './sessions.service.ts';
import { Responds, RespondsEmpty } from '../docs/responds.ts';

@Controller('auth')
@Public()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly realtime: RealtimeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('staff/login')
  @HttpCode(200)
  @Responds('MeResponse')
  async staffLogin(
    @Body({ schema: staffLoginBody }) body: StaffLoginBody,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MeResponse> {
    const signedIn = await this.auth.signInStaff(body, request.ip ?? 'unknown');
    this.setCookie(response, signedIn.token, signedIn.expiresAt);
    return { user: signedIn.identity };
  }

  @Post('guest/login')
  @HttpCode(200)
  @Responds('MeResponse')
  async guestLogin(
    @Body({ schema: guestLoginBody }) body: GuestLoginBody,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MeResponse> {
    const signedIn = await this.auth.signInGuest(body, request.ip ?? 'unknown');
    this.setCookie(response, signedIn.token, signedIn.expiresAt);
    return { user: signedIn.identity };
  }

  @Get('me')
  @Responds('MeResponse')
  me(@CurrentSession() session: SessionContext | null): MeResponse {
    return { user: this.auth.identityOf(session) };
  }

  @Post('logout')
  @HttpCode(204)
  @RespondsEmpty()
  async logout(@CurrentSession() session: SessionContext | null, @Res({ passthrough: true }) response: Response): Promise<void> {
    if (session) {
      await this.sessions.end(session.sessionId);
      await this.realtime.endSessions(ROOMS.session(session.sessionId), 'signed-out');
    }
    response.clearCookie(SESSION_COOKIE, this.cookieOptions());
  }

  private cookieOptions() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.config.env === 'production', path: '/' };
  }

  private setCookie(response: Response, token: string, expiresAt: Date): void {
    response.cookie(SESSION_COOKIE, token, { ...this.cookieOptions(), expires: expiresAt });
  }
}
