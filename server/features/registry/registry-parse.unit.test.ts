import { describe, expect, it } from 'vitest';
import { createRegistryParser, RegistryFileError, type ParsedItem } from './registry-parse';
import { REGISTRY_COLUMNS } from './registry-row';

const HEADER = REGISTRY_COLUMNS.join('\t');
const line = (reg: string, name: string, extra: Partial<Record<number, string>> = {}) => {
  const f = [
    reg,
    name,
    'Registered',
    'Charity',
    '2001-05-01',
    '',
    'Charitable organization',
    'Welfare',
    'Poverty',
    '1 Main St',
    'OTTAWA',
    'ON',
    'CA',
    'K1A 0B1',
  ];
  for (const [i, v] of Object.entries(extra)) f[Number(i)] = v!;
  return f.join('\t');
};

async function* chunked(bytes: Uint8Array, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function parse(bytes: Uint8Array, size = 7) {
  const parser = createRegistryParser();
  const items: ParsedItem[] = [];
  for await (const item of parser.items(chunked(bytes, size))) items.push(item);
  return { items, encoding: parser.encoding, bytesRead: parser.bytesRead };
}

describe('registry file parser', () => {
  it('reads UTF-8 rows split across chunks in the middle of a character', async () => {
    const text = `\uFEFF${HEADER}\r\n${line('892417536RR0001', 'Société des Érables')}\r\n`;
    const bytes = new TextEncoder().encode(text);
    const { items, encoding, bytesRead } = await parse(bytes, 3);
    expect(encoding).toBe('utf-8');
    expect(bytesRead).toBe(bytes.length);
    expect(items).toEqual([
      {
        line: 2,
        row: expect.objectContaining({
          legalName: 'Société des Érables',
          designationCode: 'C',
          effectiveDate: '2001-05-01',
        }),
      },
    ]);
  });

  it('switches to Windows-1252 when the bytes are not UTF-8', async () => {
    const text = `${HEADER}\n${line('892417536RR0001', 'PLAIN ASCII')}\n${line('893172064RR0001', 'Société Œuvre')}\n`;
    const bytes = Buffer.from(text.replace('Œ', '\u0152'), 'latin1');
    bytes[bytes.indexOf(0x52, bytes.lastIndexOf(0xe9))] = 0x8c; // Œ is 0x8C in Windows-1252
    const { items, encoding } = await parse(bytes);
    expect(encoding).toBe('windows-1252');
    expect(items.map((i) => ('row' in i ? i.row.legalName : null))).toEqual(['PLAIN ASCII', 'Société Œuvre']);
  });

  it('refuses rows with their line and reason, and keeps the first of duplicate numbers', async () => {
    const text = [
      HEADER,
      line('892417536RR0001', 'FIRST'),
      line('892417537RR0001', 'BAD CHECK DIGIT'),
      `892417536RR0001\tonly two columns`,
      line('892417536RR0001', 'DUPLICATE'),
      line('893172064RR0001', ''),
      line('894503184RR0001', 'BAD DATE', { 4: '2020-02-30' }),
      line('895629046RR0001', 'BAD DESIGNATION', { 6: 'Club' }),
    ].join('\n');
    const { items } = await parse(new TextEncoder().encode(text));
    expect(items.filter((i) => 'row' in i)).toHaveLength(1);
    expect(
      items.flatMap((i) => ('refusal' in i ? [[i.refusal.line, i.refusal.reason, i.refusal.params]] : [])),
    ).toEqual([
      [3, 'charities:import.reason.registrationNumber.checkDigit', undefined],
      [4, 'charities:import.reason.columns', { expected: 14, found: 2 }],
      [5, 'charities:import.reason.duplicate', { line: 2 }],
      [6, 'charities:import.reason.nameMissing', undefined],
      [7, 'charities:import.reason.dateInvalid', { value: '2020-02-30' }],
      [8, 'charities:import.reason.designationInvalid', { value: 'Club' }],
    ]);
  });

  it('refuses the whole file when the header does not have the 14 columns', async () => {
    const text = `Registration number\tName\tStatus\n${line('892417536RR0001', 'X')}\n`;
    await expect(parse(new TextEncoder().encode(text))).rejects.toMatchObject({
      reason: 'charities:import.errors.columns',
      params: { expected: 14, found: 3 },
    });
  });

  it('refuses a UTF-16 or binary file and an empty one', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${HEADER}\n`, 'utf16le')]);
    await expect(parse(utf16)).rejects.toBeInstanceOf(RegistryFileError);
    const nul = Buffer.from(`${line('892417536RR0001', 'A')}\n\u0000\u0001\n`, 'latin1');
    await expect(parse(nul)).rejects.toMatchObject({ reason: 'charities:import.errors.binary' });
    await expect(parse(new Uint8Array(0))).rejects.toMatchObject({ reason: 'charities:import.errors.empty' });
  });
});
