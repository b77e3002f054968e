import { boolean, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { timestamps } from './columns.js';

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Random, issued by the server; never derived from browser traits. */
    sessionId: text().notNull().unique(),
    /** Random token issued to an anonymous visitor (kept in local storage) that owns this session. */
    visitorToken: text(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull().default('New Conversation'),
    /** The model that actually answers; the offline assistant is recorded as such, never as gpt-4o. */
    model: text().notNull().default('offline'),
    systemPrompt: text(),
    isActive: boolean().notNull().default(true),
    messageCount: integer().notNull().default(0),
    lastMessageAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index().on(t.visitorToken), index().on(t.userId), index().on(t.createdAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text()
      .notNull()
      .references(() => chatSessions.sessionId, { onDelete: 'cascade' }),
    /** user | assistant */
    role: varchar({ length: 16 }).notNull(),
    content: text().notNull(),
    tokens: integer(),
    model: text(),
    finishReason: varchar({ length: 32 }),
    metadata: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.sessionId, t.createdAt)],
);

export type ChatSession = typeof chatSessions.$inferSelect;
export type NewChatSession = typeof chatSessions.$inferInsert;
export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
