import type { RegistryRefusal } from '../../db/schema/registry';
import { decodeWindows1252 } from './cp1252';
import { isHeaderLine, readRegistryLine, REGISTRY_COLUMNS, type RegistryRow } from './registry-row';

export type RegistryEncoding = 'utf-8' | 'windows-1252';

/** The whole file is refused (not a registry export); `reason` is a key of `charities:import.errors`. */
export class RegistryFileError extends Error {
  constructor(
    readonly reason: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(reason);
  }
}

export type ParsedItem = { row: RegistryRow; line: number } | { refusal: RegistryRefusal };

export interface RegistryParser {
  /** Decided on the first byte that is not valid UTF-8 (CRA files come in both). */
  readonly encoding: RegistryEncoding;
  readonly bytesRead: number;
  items(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<ParsedItem>;
}

const NEWLINE = 0x0a;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a CRA "List of charities" export as it streams in: tab-separated, 14 columns, an optional
 * header line, UTF-8 (with or without BOM) or Windows-1252. Bytes are cut at line ends before
 * decoding, so a character is never split; the file is UTF-8 until a block is not, and Windows-1252
 * from there on (the lines before were plain ASCII, identical in both). Duplicate numbers keep the
 * first line; later ones are refused naming it.
 */
export function createRegistryParser(): RegistryParser {
  let encoding: RegistryEncoding = 'utf-8';
  let bytesRead = 0;

  function decode(block: Uint8Array): string {
    if (block.includes(0)) throw new RegistryFileError('charities:import.errors.binary');
    if (encoding === 'utf-8') {
      try {
        return utf8.decode(block);
      } catch {
        encoding = 'windows-1252';
      }
    }
    return decodeWindows1252(block);
  }

  async function* items(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<ParsedItem> {
    let pending = new Uint8Array(0);
    let lineNo = 0;
    let first = true;
    const seen = new Map<string, number>();

    function* lines(text: string): Generator<ParsedItem> {
      for (const raw of text.split('\n')) {
        const textLine = raw.replace(/\r$/, '');
        lineNo++;
        if (textLine.trim() === '') continue;
        if (first) {
          first = false;
          const clean = textLine.replace(/^\uFEFF/, '');
          if (isHeaderLine(clean)) {
            const found = clean.split('\t').length;
            if (found !== REGISTRY_COLUMNS.length)
              throw new RegistryFileError('charities:import.errors.columns', {
                expected: REGISTRY_COLUMNS.length,
                found,
              });
            continue;
          }
          yield* row(clean);
          continue;
        }
        yield* row(textLine);
      }
    }

    function* row(textLine: string): Generator<ParsedItem> {
      const read = readRegistryLine(textLine, lineNo);
      if ('refusal' in read) return yield read;
      const earlier = seen.get(read.row.registrationNumber);
      if (earlier !== undefined) {
        return yield {
          refusal: {
            line: lineNo,
            reason: 'charities:import.reason.duplicate',
            params: { line: earlier },
            registrationNumber: read.row.registrationNumber,
          },
        };
      }
      seen.set(read.row.registrationNumber, lineNo);
      yield { row: read.row, line: lineNo };
    }

    for await (const chunk of chunks) {
      if (
        bytesRead === 0 &&
        chunk.length >= 2 &&
        ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))
      )
        throw new RegistryFileError('charities:import.errors.binary');
      bytesRead += chunk.length;
      const joined = new Uint8Array(pending.length + chunk.length);
      joined.set(pending);
      joined.set(chunk, pending.length);
      const end = joined.lastIndexOf(NEWLINE);
      if (end < 0) {
        pending = joined;
        continue;
      }
      pending = joined.slice(end + 1);
      // The text up to the last newline ends with '\n': drop the empty piece after it.
      const text = decode(joined.subarray(0, end));
      yield* lines(text);
    }
    if (pending.length > 0) yield* lines(decode(pending));
    if (first) throw new RegistryFileError('charities:import.errors.empty');
  }

  return {
    get encoding() {
      return encoding;
    },
    get bytesRead() {
      return bytesRead;
    },
    items,
  };
}
