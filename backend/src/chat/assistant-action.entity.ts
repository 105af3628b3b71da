import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import type { Change } from './change-journal.js';

/**
 * What one assistant reply changed, kept so the person can undo it for a short while. A reply that did several
 * things keeps each as an action of its own (`wholeId` names the reply's whole action, whose Undo puts back every part).
 */
const AssistantActionSchema = defineEntity({
  name: 'AssistantAction',
  tableName: 'assistant_actions',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    description: p.text(),
    changes: p.json<Change[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    undoneAt: p.datetime().nullable(),
    wholeId: p.uuid().nullable(),
  },
});

export class AssistantAction extends AssistantActionSchema.class {}
AssistantActionSchema.setClass(AssistantAction);
export { AssistantActionSchema };
