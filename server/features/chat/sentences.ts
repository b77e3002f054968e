import { normalizeTerm } from './terms';

/** Short passages are quoted whole; longer ones (posts) by their sentences that answer the question. */
const WHOLE_PASSAGE_CHARS = 600;
const QUOTED_SENTENCES = 3;

/** A text's sentences, each whole with its closing mark (a point inside "3.5" or "e-mail.ca" ends none). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The first whole sentences of a text, as many as fit in `max` characters (at least one). */
export function leadingSentences(text: string, max: number): string {
  const out: string[] = [];
  let length = 0;
  for (const s of splitSentences(text)) {
    if (out.length && length + s.length + 1 > max) break;
    out.push(s);
    length += s.length + 1;
  }
  return out.join(' ');
}

const termsOf = (text: string) =>
  new Set(
    text
      .split(/[\s\p{P}]+/u)
      .map((w) => normalizeTerm(w))
      .filter((w): w is string => w !== null),
  );

/**
 * What the offline assistant quotes of a passage: whole sentences only, never a cut excerpt, and not
 * the questions a passage repeats for retrieval. A short passage is quoted whole; a long one by its
 * few sentences sharing most words with the question, in their order.
 */
export function quoteSentences(text: string, question: string): string {
  const sentences = splitSentences(text);
  const answers = sentences.filter((s) => !s.endsWith('?'));
  const kept = answers.length ? answers : sentences;
  if (kept.join(' ').length <= WHOLE_PASSAGE_CHARS) return kept.join(' ');
  const asked = termsOf(question);
  const scored = kept.map((s, i) => ({ s, i, score: [...termsOf(s)].filter((w) => asked.has(w)).length }));
  const best = scored
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, QUOTED_SENTENCES);
  const chosen = best.length ? best : scored.slice(0, QUOTED_SENTENCES);
  return chosen
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s)
    .join(' ');
}
