import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { timestamps } from './columns.js';

export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: varchar({ length: 255 }).notNull().unique(),
  slug: varchar({ length: 255 }).notNull().unique(),
  description: text(),
  color: varchar({ length: 32 }).notNull().default('#6B7280'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const tags = pgTable('tags', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: varchar({ length: 255 }).notNull().unique(),
  slug: varchar({ length: 255 }).notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const posts = pgTable(
  'posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    slug: varchar({ length: 255 }).notNull().unique(),
    excerpt: text(),
    /** HTML, sanitized before it is stored. */
    content: text().notNull(),
    featuredImage: text(),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    // A category in use cannot be deleted (the screen disables it; the database refuses it too).
    categoryId: integer().references(() => categories.id, { onDelete: 'restrict' }),
    status: varchar({ length: 16 }).notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    seoTitle: varchar({ length: 60 }),
    seoDescription: varchar({ length: 160 }),
    viewCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index().on(t.status, t.publishedAt), index().on(t.categoryId), index().on(t.authorId)],
);

export const postTags = pgTable(
  'post_tags',
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index().on(t.tagId)],
);

export const pages = pgTable(
  'pages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    slug: varchar({ length: 255 }).notNull().unique(),
    content: text().notNull(),
    excerpt: text(),
    featuredImage: text(),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    status: varchar({ length: 16 }).notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    seoTitle: varchar({ length: 60 }),
    seoDescription: varchar({ length: 160 }),
    isHomepage: boolean().notNull().default(false),
    template: varchar({ length: 64 }).notNull().default('default'),
    ...timestamps,
  },
  (t) => [
    index().on(t.status),
    // At most one page is the homepage.
    uniqueIndex('pages_single_homepage')
      .on(t.isHomepage)
      .where(sql`is_homepage`),
  ],
);

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type Tag = typeof tags.$inferSelect;
export type NewTag = typeof tags.$inferInsert;
export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
export type PostTag = typeof postTags.$inferSelect;
export type Page = typeof pages.$inferSelect;
export type NewPage = typeof pages.$inferInsert;
