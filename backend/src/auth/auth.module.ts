import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { Authenticator } from './authenticator.js';
import { ClerkAuthService } from './clerk-auth.service.js';
import { LocalAuthService } from './local-auth.service.js';
import { SharedCounters } from './limits.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { SignInLimits } from './sign-in-limits.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { User } from '../users/user.entity.js';
import { Session } from './session.entity.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const AUTH_ENTITIES = [User, Session];

@Global()
@Module({
  imports: [MikroOrmModule.forFeature(AUTH_ENTITIES)],
  controllers: [AuthController],
  providers: [
    LocalAuthService,
    ClerkAuthService,
    SharedCounters,
    SignInLimits,
    Authenticator,
    // Order matters: who is calling first, then how often they may.
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [Authenticator],
})
export class AuthModule {}
