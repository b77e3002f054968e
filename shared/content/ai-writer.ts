import { z } from 'zod';

/** back-office.md §9: a post is asked for 'Professional and helpful', 'Medium (800-1200 words)' unless chosen otherwise. */
export const AI_TONES = ['professional', 'friendly', 'informative', 'persuasive', 'formal'] as const;
export const DEFAULT_AI_TONE = 'professional' satisfies (typeof AI_TONES)[number];
export const AI_LENGTHS = ['short', 'medium', 'long'] as const;
export const DEFAULT_AI_LENGTH = 'medium' satisfies (typeof AI_LENGTHS)[number];
/** Words asked of the model for each length: the spec's medium is 800-1200. */
export const AI_LENGTH_WORDS = {
  short: [400, 600],
  medium: [800, 1200],
  long: [1500, 2000],
} as const satisfies Record<(typeof AI_LENGTHS)[number], readonly [number, number]>;

/** POST /api/ai/generate-post (back-office.md §7), plus the post's language. */
export const GeneratePostBody = z.object({
  topic: z.string().trim().min(1, 'aiWriter:errors.topicRequired').max(300),
  category: z.string().trim().max(100).optional(),
  tone: z.enum(AI_TONES).default(DEFAULT_AI_TONE),
  length: z.enum(AI_LENGTHS).default(DEFAULT_AI_LENGTH),
  language: z.enum(['en', 'fr']),
});
export type GeneratePostBody = z.infer<typeof GeneratePostBody>;

/** The `done` event's data: the draft's fields; nothing is saved until an editor saves the post. */
export const GeneratedPost = z.object({
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
});
export type GeneratedPost = z.infer<typeof GeneratedPost>;

export const AiWriterStatus = z.object({ configured: z.boolean(), model: z.string() });
export type AiWriterStatus = z.infer<typeof AiWriterStatus>;
