/** A message's plain text as blocks: paragraphs (lines kept) and links standing alone on their line. */
export type EmailBlock =
  { kind: 'text'; lines: string[] } | { kind: 'link'; url: string; unsubscribe: boolean };

const LINK_LINE = /^https?:\/\/\S+$/;

/**
 * Paragraphs are separated by blank lines; a line that is only an address becomes a link block (a
 * button in the HTML), so the plain text every feature composes is the one source of both parts.
 */
export function emailBlocks(text: string): EmailBlock[] {
  const blocks: EmailBlock[] = [];
  let lines: string[] = [];
  const flush = () => {
    if (lines.length) blocks.push({ kind: 'text', lines });
    lines = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) flush();
    else if (LINK_LINE.test(line.trim())) {
      flush();
      const url = line.trim();
      blocks.push({ kind: 'link', url, unsubscribe: /\/unsubscribe\?/.test(url) });
    } else lines.push(line);
  }
  flush();
  return blocks;
}
