import { z } from 'zod';

export const AI_TONES = ['friendly', 'informative', 'persuasive', 'formal'] as const;
export const AI_LENGTHS = ['short', 'medium', 'long'] as const;

/** POST /api/ai/generate-post (back-office.md §7), plus the post's language. */
export const GeneratePostBody = z.object({
  topic: z.string().trim().min(1, 'aiWriter:errors.topicRequired').max(300),
  category: z.string().trim().max(100).optional(),
  tone: z.enum(AI_TONES).default('informative'),
  length: z.enum(AI_LENGTHS).default('medium'),
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
