import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiFoundResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Settings } from '../config/settings.js';
import { ApiErrors, ApiSignedIn, type ErrorAnswer } from '../openapi/api-errors.js';
import { AuthUserDto } from '../users/dto/user.responses.js';
import { toUserView, type User } from '../users/user.entity.js';
import { CurrentUser } from '../common/current-user.decorator.js';
import { notFound } from '../common/domain-error.js';
import { SignInDto, SignUpDto } from './dto/sign-up.dto.js';
import { LocalAuthService } from './local-auth.service.js';
import { Public } from '../common/public.decorator.js';
import { SESSION_COOKIE } from './session-token.js';
import { cookieOf } from '../common/lazy-cookies.js';

/** Sign-up and sign-in answer 404 on a server that signs in with Clerk. */
const LOCAL_SIGN_IN_OFF: ErrorAnswer = [404, 'This server signs in with Clerk (AUTH_MODE=clerk): local sign-in is off.'];

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
  @ApiCreatedResponse({ type: AuthUserDto, description: 'Signed up and signed in: the session cookie is set.' })
  @ApiErrors(400, LOCAL_SIGN_IN_OFF, [409, 'An account with this e-mail exists.'], 429)
  async signUp(@Body() body: SignUpDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    this.assertLocalMode();
    const { user, token } = await this.local.signUp(body, clientAddress(req));
    this.setSessionCookie(req, res, token);
    return toUserView(user);
  }

  @Public()
  @Post('auth/sign-in')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthUserDto, description: 'Signed in: the session cookie is set.' })
  @ApiErrors(400, [401, 'Wrong e-mail or password.'], LOCAL_SIGN_IN_OFF, 429)
  async signIn(@Body() body: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    this.assertLocalMode();
    const { user, token } = await this.local.signIn(body.email, body.password, clientAddress(req));
    this.setSessionCookie(req, res, token);
    return toUserView(user);
  }

  @Public()
  @Post('auth/sign-out')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Signed out: the session ends and its cookie is cleared (also when there was none).' })
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.local.signOut(cookieOf(req, SESSION_COOKIE));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  @Get('auth/user')
  @ApiSignedIn()
  @ApiOkResponse({ type: AuthUserDto })
  user(@CurrentUser() user: User) {
    return toUserView(user);
  }

  /** Where the SPA sends a logged-out browser (spec §2): the active provider's sign-in page. */
  @Public()
  @Get('login')
  @ApiFoundResponse({
    description: "Redirects to the sign-in page of the server's sign-in mode.",
    headers: { Location: { schema: { type: 'string' } } },
  })
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
      throw notFound('Local sign-in is disabled: this server signs in with Clerk (AUTH_MODE=clerk)');
    }
  }
}
