import { createHash } from 'node:crypto';
import type { SsrState } from '@shared/ssr';
import type { ServerFragments } from '@client/app/ServerCached';

/**
 * The contents of the site's header and footer (client/app/ServerCached.tsx) kept from earlier renders,
 * by visitor, language, settings and page address: they are most of a page's elements and the same on
 * every render of that address for that state, so rendering them again (a third of a render) is saved.
 * The kept markup is the one React rendered in place, so its ids are the ones the browser computes.
 */
const MARKER = 'data-vdc-fragment';
const MAX_ENTRIES = 300;
/** Kept this long at most: what the parts read besides the state (the year in the footer) changes too. */
const MAX_AGE_MS = 5 * 60_000;
const kept = new Map<string, { html: string; at: number }>();

function remember(key: string, html: string) {
  kept.delete(key);
  kept.set(key, { html, at: Date.now() });
  while (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
}

function recall(key: string): string | undefined {
  const entry = kept.get(key);
  if (entry && Date.now() - entry.at <= MAX_AGE_MS) return entry.html;
  kept.delete(key);
  return undefined;
}

/** Where the element opened before `from` closes: the index of its `</tag>` (nested ones skipped), or -1. */
function closingTag(html: string, tag: string, from: number): number {
  const pattern = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  pattern.lastIndex = from;
  let depth = 1;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index;
  }
  return -1;
}

/** Forgets every kept fragment: the next renders make the header and footer again (bench/render-cpu.ts). */
export function forgetFragments(): void {
  kept.clear();
}

export interface FragmentRender extends ServerFragments {
  /** Keeps the contents of the elements rendered in full, and takes their marks out of the markup. */
  keep(html: string): string;
}

/** The store of one render: what it reads (everything the header and footer may read) is in the key. */
export function fragmentsFor(pathname: string, state: SsrState): FragmentRender {
  const visitor = createHash('sha1')
    .update(`${pathname}\n${JSON.stringify(state)}`)
    .digest('base64');
  const rendered = new Set<string>();
  return {
    marker: MARKER,
    get(name) {
      const html = recall(`${name}\n${visitor}`);
      if (html === undefined) rendered.add(name);
      return html;
    },
    keep(html) {
      let out = html;
      for (const name of rendered) {
        const mark = ` ${MARKER}="${name}"`;
        const at = out.indexOf(mark);
        if (at < 0) continue;
        const tag = out.slice(out.lastIndexOf('<', at) + 1, at);
        const start = out.indexOf('>', at) + 1;
        const end = closingTag(out, tag, start);
        // Not kept: a part left for the browser to render (a boundary that did not finish).
        if (end > 0 && !out.slice(start, end).includes('<!--$!'))
          remember(`${name}\n${visitor}`, out.slice(start, end));
        out = out.slice(0, at) + out.slice(at + mark.length);
      }
      return out;
    },
  };
}
