import { createClerkClient, verifyToken } from '@clerk/backend';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Settings } from '../config/settings.js';
import { User } from '../users/user.entity.js';

interface ClerkClaims {
  sub: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  image_url?: string;
}

/**
 * AUTH_MODE=clerk: verifies the session token Clerk issued (Bearer header or `__session` cookie)
 * and upserts the person by their Clerk user id. With CLERK_JWT_KEY no network call is made.
 */
@Injectable()
export class ClerkAuthService {
  private readonly logger = new Logger(ClerkAuthService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly settings: Settings,
  ) {}

  /** The verified user, or null with the reason logged (expired, wrong key, wrong azp...). */
  async userForToken(token: string): Promise<User | null> {
    let claims: ClerkClaims;
    try {
      claims = (await verifyToken(token, {
        jwtKey: this.settings.clerkJwtKey,
        secretKey: this.settings.clerkJwtKey ? undefined : this.settings.clerkSecretKey,
        authorizedParties: this.settings.clerkAuthorizedParties.length ? this.settings.clerkAuthorizedParties : undefined,
        ...(this.settings.clerkIssuer ? { issuer: this.settings.clerkIssuer } : {}),
      })) as unknown as ClerkClaims;
    } catch (error) {
      this.logger.debug({ reason: (error as Error).message }, 'clerk token rejected');
      return null;
    }
    return this.upsert(claims);
  }

  private async upsert(claims: ClerkClaims): Promise<User> {
    const existing = await this.em.findOne(User, { clerkId: claims.sub });
    if (existing) return existing;
    const profile = claims.email ? claims : await this.fetchProfile(claims.sub);
    const user = this.em.create(User, {
      clerkId: claims.sub,
      email: (profile.email ?? `${claims.sub}@users.clerk`).toLowerCase(),
      firstName: profile.first_name ?? null,
      lastName: profile.last_name ?? null,
      profileImageUrl: profile.image_url ?? null,
      passwordHash: null,
    });
    try {
      await this.em.flush();
      return user;
    } catch (error) {
      // Two first requests at once: the other one created the row.
      if ((error as { code?: string }).code !== '23505') throw error;
      this.em.clear();
      return this.em.findOneOrFail(User, { clerkId: claims.sub });
    }
  }

  /** Session tokens carry only the id unless customised; ask Clerk's API for the profile when we can. */
  private async fetchProfile(userId: string): Promise<Partial<ClerkClaims>> {
    if (!this.settings.clerkSecretKey) return {};
    try {
      const clerk = createClerkClient({ secretKey: this.settings.clerkSecretKey });
      const u = await clerk.users.getUser(userId);
      return {
        email: u.primaryEmailAddress?.emailAddress ?? u.emailAddresses[0]?.emailAddress,
        first_name: u.firstName ?? undefined,
        last_name: u.lastName ?? undefined,
        image_url: u.imageUrl,
      };
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, 'could not fetch the Clerk profile');
      return {};
    }
  }
}
