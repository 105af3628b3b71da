import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /** sha256 of the cookie token: a leaked table cannot be replayed. */
    tokenHash: p.string().length(64),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);
export { SessionSchema };
