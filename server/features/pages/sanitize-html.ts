/**
 * The one HTML allow-list for rich content (pages and blog posts), applied on save and again on render.
 * The parsing and re-serialising is done by the maintained `sanitize-html` package; this module only says
 * what survives: the markup @mantine/tiptap produces (headings, lists, links, images, quotes, tables, code)
 * with the attributes that matter for it, and URLs limited to http(s), mailto (links) and paths on this site.
 */
import sanitize, { type IOptions, type Attributes, type Transformer } from 'sanitize-html';

const LANG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;
const DIMENSION = /^\d{1,5}$/;
const SPAN = /^\d{1,3}$/;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  semi: ';',
  num: '#',
  excl: '!',
};

/** Decodes character references (the common named ones and all numeric ones). */
export function decodeEntities(value: string): string {
  // Browsers also accept numeric references without the final semicolon.
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** http(s), mailto, or a path on this site; anything with another scheme (javascript:, data:...) is refused. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (url === '' || url.includes('\\')) return null;
  if (/^(https?:\/\/|mailto:)/i.test(url)) return url;
  if (url.startsWith('//')) return null; // protocol-relative: another site under this page's scheme
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return url;
}

/** An image source: an absolute http(s) URL or a root-relative path on this site (`/media/...`). */
export function safeImageSrc(raw: string): string | null {
  const url = safeHref(raw);
  if (url === null) return null;
  if (/^https?:\/\/[^/]/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return null;
}

/**
 * A stored image address (a post's or page's featured image) as it may be shown: kept only when
 * `safeImageSrc` takes it as it is (no entity, control character or space to remove) and it holds no
 * quote or angle bracket; anything else is not shown.
 */
export function storedImageSrc(src: string | null): string | null {
  if (!src) return null;
  const value = src.trim();
  return safeImageSrc(value) === value && !/["'<>]/.test(value) ? value : null;
}

/** A link to another site: it gets rel="noopener noreferrer nofollow". */
const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** A tag name the allow-list does not know: the element is dropped and its text kept. */
const DROPPED = 'x-dropped';

const OPTIONS: IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'code',
    'pre',
    'a',
    'blockquote',
    'br',
    'hr',
    'section',
    'span',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    section: ['lang'],
    span: ['lang'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Elements whose content is code, markup or form state, not text: dropped with everything inside them.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'iframe',
    'object',
    'embed',
    'noembed',
    'noframes',
    'template',
    'title',
    'svg',
    'math',
    'xmp',
    'plaintext',
    'frameset',
    'head',
  ],
  transformTags: {
    // The page's title is its only h1; deeper levels than the editor offers become h4.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (_tag, attribs) => {
      const raw = attribs.href;
      const href = raw === undefined ? null : safeHref(raw);
      const out: Attributes = {};
      if (href !== null && raw !== undefined) {
        out.href = raw;
        if (isExternal(href)) out.rel = 'noopener noreferrer nofollow';
      }
      return { tagName: 'a', attribs: out };
    },
    img: (_tag, attribs) => {
      const src = attribs.src === undefined ? null : safeImageSrc(attribs.src);
      if (src === null || attribs.src === undefined) return { tagName: DROPPED, attribs: {} };
      const out: Attributes = { src: attribs.src, alt: attribs.alt ?? '', loading: 'lazy' };
      if (attribs.width && DIMENSION.test(attribs.width)) out.width = attribs.width;
      if (attribs.height && DIMENSION.test(attribs.height)) out.height = attribs.height;
      return { tagName: 'img', attribs: out };
    },
    section: (_tag, attribs) => langOnly('section', attribs),
    span: (_tag, attribs) => langOnly('span', attribs),
    th: (_tag, attribs) => spans('th', attribs),
    td: (_tag, attribs) => spans('td', attribs),
    ol: (_tag, attribs) => {
      const out: Attributes = {};
      if (attribs.start && SPAN.test(attribs.start)) out.start = attribs.start;
      return { tagName: 'ol', attribs: out };
    },
  },
};

function langOnly(tagName: string, attribs: Attributes): ReturnType<Transformer> {
  const lang = attribs.lang?.trim() ?? '';
  const out: Attributes = {};
  if (LANG.test(lang)) out.lang = lang;
  return { tagName, attribs: out };
}

function spans(tagName: string, attribs: Attributes): ReturnType<Transformer> {
  const out: Attributes = {};
  for (const name of ['colspan', 'rowspan']) {
    const value = attribs[name];
    if (value && SPAN.test(value) && value !== '1') out[name] = value;
  }
  if (tagName === 'th' && (attribs.scope === 'col' || attribs.scope === 'row')) out.scope = attribs.scope;
  return { tagName, attribs: out };
}

/** Sanitizes rich content HTML (pages and posts) with the shared allow-list. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

const READ_MEMO_SIZE = 200;
const readMemo = new Map<string, string>();

/**
 * `sanitizeHtml` for stored content on its way to a reader: the same output, remembered for the last
 * READ_MEMO_SIZE distinct bodies (the allow-list is fixed, so a body always gives the same HTML). A post
 * read by many visitors is parsed once instead of on every request (~3 ms for a 2 kB body).
 */
export function sanitizeStoredHtml(html: string): string {
  const kept = readMemo.get(html);
  if (kept !== undefined) return kept;
  const clean = sanitize(html, OPTIONS);
  if (readMemo.size >= READ_MEMO_SIZE) readMemo.delete(readMemo.keys().next().value!);
  readMemo.set(html, clean);
  return clean;
}
