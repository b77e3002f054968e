import MiniSearch from 'minisearch';
import { BUSINESS_TEXT_FIELDS, type BusinessInfo, type ChatSource } from '@shared/chat/chat.schemas';
import type { AppContext } from '../../platform/context';
import { translate, type Locale } from '../../platform/i18n';
import { readBusinessInfo } from './chat-config.service';
import { businessFacts } from './business-facts';
import { publishedPostPassages } from './chat.repo';
import { leadingSentences } from './sentences';
import { normalizeTerm } from './terms';

/** One retrievable piece of text and the page it comes from. */
export interface Passage {
  id: string;
  title: string;
  text: string;
  keywords: string;
  url: string;
}

const FAQ_KEYS = ['ownership', 'vehicles', 'pickup', 'tax', 'cost', 'receipt'] as const;
const RULE_PAGES = {
  howToDonate: '/unified-donation',
  notRunning: '/#faq',
  receiptValue: '/vehicle-valuation',
  pickupTime: '/donor-portal',
  contact: '/#contact',
  portal: '/donor-portal',
} as const;
const BUSINESS_FIELDS = BUSINESS_TEXT_FIELDS;

/** Every passage the assistant may answer from, in the visitor's language. */
export async function loadPassages(ctx: AppContext, locale: Locale): Promise<Passage[]> {
  const facts = await businessFacts(ctx, locale);
  const minYear = await ctx.settings.number('donations', 'minVehicleYear');
  const maxMileage = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA').format(
    await ctx.settings.number('donations', 'maxMileage'),
  );
  const t = (key: string, params: Record<string, unknown> = {}) => translate(locale, key, params);
  const out: Passage[] = [];
  for (const key of FAQ_KEYS) {
    const answer = t(`home:faq.${key}.answer`);
    out.push({
      id: `faq:${key}`,
      title: t(`home:faq.${key}.question`),
      text: key === 'vehicles' ? `${answer} ${t('home:faq.vehicles.year', { year: minYear })}` : answer,
      keywords: '',
      url: '/#faq',
    });
  }
  for (const [key, url] of Object.entries(RULE_PAGES)) {
    out.push({
      id: `rule:${key}`,
      title: t(`chat:knowledge.${key}.title`),
      text: t(`chat:knowledge.${key}.text`, { ...facts, minYear, maxMileage }),
      keywords: t(`chat:knowledge.${key}.keywords`),
      url,
    });
  }
  const info: BusinessInfo = await readBusinessInfo(ctx);
  for (const field of BUSINESS_FIELDS) {
    if (!info[field]) continue;
    out.push({
      id: `business:${field}`,
      title: t(`chat:knowledge.business.${field}`),
      text: info[field],
      keywords: '',
      url: '/#contact',
    });
  }
  info.commonQuestions.forEach((q, i) => {
    if (q.language !== locale) return;
    out.push({ id: `business:q${i}`, title: q.question, text: q.answer, keywords: '', url: '/#faq' });
  });
  for (const post of await publishedPostPassages(ctx.db)) {
    out.push({
      id: `post:${post.slug}`,
      title: post.title,
      text: leadingSentences([post.excerpt, stripHtml(post.content)].filter(Boolean).join(' '), 1500),
      keywords: '',
      url: `/blog/${post.slug}`,
    });
  }
  return out;
}

export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[#\w]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Retrieved {
  passage: Passage;
  score: number;
}

const words = (alternatives: string) => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'iu');
const QUESTION_KINDS: [string, RegExp][] = [
  ['when', words('when|how soon|how long|quand|combien de temps|délai|delai')],
  ['cost', words('cost|costs|fee|fees|free|pay|coûte|coute|coûter|frais|gratuit|gratuite|payer')],
  ['worth', words('worth|value|how much|vaut|valeur')],
  ['where', words('where|où|ou se')],
  ['how', words('how|comment')],
  ['what', words('what|which|quel|quelle|quels|quelles')],
];

/** What a question asks for (a time, a cost, a value, a place, a way, a thing), from its wording. */
export function questionKind(text: string): string | null {
  return QUESTION_KINDS.find(([, re]) => re.test(text))?.[0] ?? null;
}

/** MiniSearch over the passages; the best few whose score says they really answer the question. */
export function retrieve(passages: Passage[], query: string, limit = 3): Retrieved[] {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text', 'keywords'],
    storeFields: ['id'],
    tokenize: (text) => text.split(/[\s\p{P}]+/u).filter(Boolean),
    processTerm: (term) => normalizeTerm(term),
    searchOptions: { boost: { title: 2, keywords: 1.5 }, fuzzy: 0.15, prefix: (t) => t.length > 4 },
  });
  index.addAll(passages);
  const byId = new Map(passages.map((p) => [p.id, p]));
  const asked = questionKind(query);
  // A passage whose title asks the same kind of question ("When…?" for "When will I get my receipt?")
  // is the answer rather than one that only shares its words ("What your receipt is worth").
  const weight = (title: string) => {
    const kind = asked && questionKind(title);
    return !kind ? 1 : kind === asked ? 2 : 0.6;
  };
  const results = index
    .search(query)
    .map((r) => ({ ...r, score: r.score * weight(byId.get(r.id as string)!.title) }))
    .sort((a, b) => b.score - a.score);
  const best = results[0]?.score ?? 0;
  return results
    .filter((r) => {
      const matched = new Set(r.queryTerms).size;
      // A lone common word ("car", "time") is not an answer; a lone rare one ("snowmobile") can be.
      return r.score >= best * 0.5 && (matched >= 2 ? r.score >= 3 : r.score >= 8);
    })
    .slice(0, limit)
    .map((r) => ({ passage: byId.get(r.id as string)!, score: r.score }));
}

export const sourcesOf = (found: Retrieved[]): ChatSource[] => {
  const seen = new Set<string>();
  return found
    .map((r) => ({ title: r.passage.title, url: r.passage.url }))
    .filter((s) => (seen.has(s.url + s.title) ? false : (seen.add(s.url + s.title), true)));
};
