import { AI_LENGTH_WORDS, type GeneratedPost, type GeneratePostBody } from '@shared/content/ai-writer';
import type { AiMessage, AiProvider } from '../../platform/ai/provider';
import { sanitizeHtml } from '../pages/sanitize-html';

/** Room for the most words asked, in French (longer tokens) with the HTML tags and the header. */
const MAX_TOKENS = { short: 1400, medium: 2800, long: 4500 } as const;
/** The tone as the model is told it. */
const TONES: Record<GeneratePostBody['tone'], string> = {
  professional: 'professional and helpful',
  friendly: 'friendly',
  informative: 'informative',
  persuasive: 'persuasive',
  formal: 'formal',
};
const SEPARATOR = /^-{3,}\s*$/m;

export function promptFor(body: GeneratePostBody): AiMessage[] {
  const language = body.language === 'fr' ? 'Canadian French (français canadien)' : 'Canadian English';
  const system = [
    'You write blog posts for a Canadian vehicle-donation service: people donate cars, trucks and other vehicles,',
    'which are picked up for free and sold or recycled for the registered charity they choose; the charity issues the',
    'official donation receipt. Be accurate and never promise a tax outcome; do not invent statistics, prices or quotes.',
    `Write the whole post in ${language}.`,
    'Answer in exactly this format, with nothing before or after it:',
    'TITLE: <title>',
    'EXCERPT: <one or two sentences>',
    'SEO_TITLE: <at most 60 characters>',
    'SEO_DESCRIPTION: <at most 160 characters>',
    '---',
    '<the body as HTML using only <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>, <blockquote>; no <h1>, no markdown>',
  ].join('\n');
  const user = [
    `Topic: ${body.topic}`,
    body.category ? `Category: ${body.category}` : null,
    `Tone: ${TONES[body.tone]}`,
    `Length: ${AI_LENGTH_WORDS[body.length][0]} to ${AI_LENGTH_WORDS[body.length][1]} words`,
  ]
    .filter(Boolean)
    .join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

export type WriterEvent =
  | { event: 'text'; data: { text: string } }
  | { event: 'done'; data: GeneratedPost & { finishReason: string } }
  | { event: 'error'; data: { message: string; code: string } };

function field(header: string, name: string): string {
  const m = new RegExp(`^\\s*\\**${name}\\**\\s*:\\s*(.*)$`, 'mi').exec(header);
  return (m?.[1] ?? '').trim();
}

const plain = (s: string) =>
  s
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Streams a draft: the header (title, excerpt, SEO fields) is held back until the `---` line, then the
 * body's HTML goes out as it arrives; `done` carries every field, the body sanitized with the shared
 * allow-list. Nothing is stored: the editor decides what to keep and when to publish.
 */
export async function* generatePost(
  ai: AiProvider,
  body: GeneratePostBody,
  signal: AbortSignal,
): AsyncGenerator<WriterEvent> {
  let header = '';
  let content = '';
  let inBody = false;
  let finishReason = 'stop';
  for await (const chunk of ai.stream({
    messages: promptFor(body),
    maxTokens: MAX_TOKENS[body.length],
    signal,
  })) {
    if (chunk.type === 'done') {
      finishReason = chunk.finishReason;
      continue;
    }
    if (inBody) {
      content += chunk.text;
      if (chunk.text) yield { event: 'text', data: { text: chunk.text } };
      continue;
    }
    header += chunk.text;
    const sep = SEPARATOR.exec(header);
    if (sep) {
      inBody = true;
      const rest = header.slice(sep.index + sep[0].length).replace(/^\s*\n/, '');
      header = header.slice(0, sep.index);
      content += rest;
      if (rest) yield { event: 'text', data: { text: rest } };
    } else if (header.length > 2000) {
      // The model ignored the format: everything is body.
      inBody = true;
      content = header;
      header = '';
      yield { event: 'text', data: { text: content } };
    }
  }
  if (!inBody) {
    content = header;
    header = '';
    if (content) yield { event: 'text', data: { text: content } };
  }
  const clean = sanitizeHtml(content.trim());
  const title = plain(field(header, 'TITLE'));
  yield {
    event: 'done',
    data: {
      title,
      content: clean,
      excerpt: plain(field(header, 'EXCERPT')),
      seoTitle: plain(field(header, 'SEO_TITLE') || title).slice(0, 60),
      seoDescription: plain(field(header, 'SEO_DESCRIPTION')).slice(0, 160),
      finishReason,
    },
  };
}
