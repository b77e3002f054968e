/**
 * A small allowlist HTML sanitizer for content pages. It re-writes the input from scratch: only the
 * tags and attributes below survive, every attribute value is re-escaped, and the result is always
 * balanced, so nothing can break out of the element it is placed in.
 */
const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'br',
  'section',
  'span',
]);
const VOID_TAGS = new Set(['br']);
/** Tags whose text is code or markup, not content: dropped with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'plaintext',
  'frameset',
  'head',
]);
const LANG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

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

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text keeps its character references; a bare `&` or a stray `<` / `>` is escaped. */
const escapeText = (text: string) =>
  text
    .replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

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

interface Tag {
  name: string;
  attributes: Map<string, string>;
  closing: boolean;
  end: number;
}

/** Reads the tag starting at `start` (the `<`), quotes respected; null when it never closes. */
function readTag(html: string, start: number): Tag | null {
  const match = /^<(\/?)([a-z][a-z0-9-]*)/i.exec(html.slice(start, start + 64));
  if (!match) return null;
  const attributes = new Map<string, string>();
  const attribute = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|\s*\/|\s+/y;
  let i = start + match[0].length;
  while (i < html.length && html[i] !== '>') {
    attribute.lastIndex = i;
    const a = attribute.exec(html);
    if (!a || a[0] === '') {
      i++; // a stray quote or `=`: skip it, as browsers do
      continue;
    }
    if (a[1] && !attributes.has(a[1].toLowerCase()))
      attributes.set(a[1].toLowerCase(), a[2] ?? a[3] ?? a[4] ?? '');
    i = attribute.lastIndex;
  }
  if (i >= html.length) return null;
  return { name: match[2]!.toLowerCase(), attributes, closing: match[1] === '/', end: i + 1 };
}

function openTag(tag: Tag): string {
  const attrs: string[] = [];
  if (tag.name === 'a') {
    const href = safeHref(tag.attributes.get('href') ?? '');
    if (href !== null) attrs.push(`href="${escapeAttribute(href)}"`);
    attrs.push('rel="noopener"');
  }
  if (tag.name === 'section' || tag.name === 'span') {
    const lang = tag.attributes.get('lang')?.trim() ?? '';
    if (LANG.test(lang)) attrs.push(`lang="${lang}"`);
  }
  return `<${tag.name}${attrs.map((a) => ` ${a}`).join('')}>`;
}

/** Index just past `</name ...>` (case-insensitive), or the end of the input when it never closes. */
function skipPast(html: string, from: number, name: string): number {
  const close = new RegExp(`</${name}[\\s/>]`, 'ig');
  close.lastIndex = from;
  const found = close.exec(html);
  if (!found) return html.length;
  const gt = html.indexOf('>', found.index);
  return gt === -1 ? html.length : gt + 1;
}

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out.push(escapeText(html.slice(i)));
      break;
    }
    if (lt > i) out.push(escapeText(html.slice(i, lt)));
    if (html.startsWith('<!--', lt)) {
      const endComment = html.indexOf('-->', lt + 4);
      i = endComment === -1 ? html.length : endComment + 3;
      continue;
    }
    if (/^<[!?]/.test(html.slice(lt, lt + 2)) || /^<\/[^a-z]/i.test(html.slice(lt, lt + 3))) {
      // Doctype, processing instruction, CDATA or a bogus end tag: browsers treat these as comments.
      const gt = html.indexOf('>', lt);
      i = gt === -1 ? html.length : gt + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      // A `<` that opens no tag is text; an unterminated tag is dropped with the rest of the input.
      if (/^<\/?[a-z]/i.test(html.slice(lt, lt + 3))) break;
      out.push('&lt;');
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing) i = skipPast(html, i, tag.name);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag.name)) continue;
    if (!tag.closing) {
      out.push(openTag(tag));
      if (!VOID_TAGS.has(tag.name)) open.push(tag.name);
    } else if (open.includes(tag.name)) {
      while (open.length > 0) {
        const name = open.pop()!;
        out.push(`</${name}>`);
        if (name === tag.name) break;
      }
    }
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
