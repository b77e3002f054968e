import { createHash } from 'node:crypto';

/**
 * A weak validator for a body sent in several encodings (br, gzip, none): the same text has the same
 * tag whatever the bytes on the wire (RFC 9110 §8.8.1).
 */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match holds this tag (weak comparison, as §13.1.2 asks for If-None-Match), or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t.replace(/^W\//, '') === opaque);
}
