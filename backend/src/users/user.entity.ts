import { defineEntity, p } from '@mikro-orm/core';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    email: p.string().length(320),
    passwordHash: p.text().nullable().hidden().lazy(),
    clerkId: p.string().nullable().hidden(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    profileImageUrl: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** A person with a Forkcast account (local password or Clerk identity). */
export class User extends UserSchema.class {}
UserSchema.setClass(User);
export { UserSchema };

/** The user as the SPA sees it (spec §3 'Authenticated user'). */
export interface UserView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export function toUserView(user: User): UserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
  };
}
