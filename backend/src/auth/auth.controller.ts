import { Body, Controller, Get, HttpCode, NotFoundException, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Settings } from '../config/settings.js';
import { toUserView, type User } from '../users/user.entity.js';
import { CurrentUser } from '../common/current-user.decorator.js';
import { SignInDto, SignUpDto } from './dto/sign-up.dto.js';
import { LocalAuthService } from './local-auth.service.js';
import { Public } from '../common/public.decorator.js';
import { SESSION_COOKIE } from './session-token.js';

/** The client's address as Express reads it (trust proxy is set for loopback and private networks). */
const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(
    private readonly local: LocalAuthService,
    private readonly settings: Settings,
  ) {}

  @Public()
  @Post('auth/sign-up')
  async signUp(@Body() body: SignUpDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    this.assertLocalMode();
    const { user, token } = await this.local.signUp(body, clientAddress(req));
    this.setSessionCookie(req, res, token);
    return toUserView(user);
  }

  @Public()
  @Post('auth/sign-in')
  @HttpCode(200)
  async signIn(@Body() body: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    this.assertLocalMode();
    const { user, token } = await this.local.signIn(body.email, body.password, clientAddress(req));
    this.setSessionCookie(req, res, token);
    return toUserView(user);
  }

  @Public()
  @Post('auth/sign-out')
  @HttpCode(204)
  async signOut(@Req() req: Request & { cookies?: Record<string, string> }, @Res({ passthrough: true }) res: Response) {
    await this.local.signOut(req.cookies?.[SESSION_COOKIE]);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  @Get('auth/user')
  user(@CurrentUser() user: User) {
    return toUserView(user);
  }

  /** Where the SPA sends a logged-out browser (spec §2): the active provider's sign-in page. */
  @Public()
  @Get('login')
  login(@Res() res: Response) {
    res.redirect(302, this.settings.authMode === 'clerk' && this.settings.clerkSignInUrl ? this.settings.clerkSignInUrl : '/sign-in');
  }

  private setSessionCookie(req: Request, res: Response, token: string): void {
    res.cookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
      maxAge: this.settings.sessionTtlDays * 86_400_000,
    });
  }

  private assertLocalMode(): void {
    if (this.settings.authMode !== 'local') {
      throw new NotFoundException('Local sign-in is disabled: this server signs in with Clerk (AUTH_MODE=clerk)');
    }
  }
}
