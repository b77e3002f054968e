import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countRegistry, findRegistryEntry } from './registry.repo';
import { importRegistryFile, SAMPLE_REGISTRY_FILE } from './registry-import.service';

let t: TestApp;
const db = () => t.database.db;
const tmp = (name: string) => join(tmpdir(), `registry-${process.pid}-${name}`);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('registry import', () => {
  it('imports the bundled sample: every row, UTF-8, no refusal', async () => {
    const report = await importRegistryFile({ db: db(), path: SAMPLE_REGISTRY_FILE, source: 'sample' });
    expect(report).toMatchObject({
      status: 'done',
      encoding: 'utf-8',
      rowsRead: 320,
      inserted: 320,
      updated: 0,
      refusedCount: 0,
    });
    expect(report.bytesRead).toBe(report.totalBytes);
    expect(await countRegistry(db())).toBe(320);
    expect(await findRegistryEntry(db(), '892417536RR0001')).toMatchObject({
      legalName: 'Canadian Cancer Society / Société canadienne du cancer',
      status: 'Registered',
      designationCode: 'C',
      province: 'ON',
      postalCode: 'M4V 2Y7',
    });
  });

  it('re-imports the same file without duplicating or rewriting a row', async () => {
    const report = await importRegistryFile({ db: db(), path: SAMPLE_REGISTRY_FILE, source: 'sample' });
    expect(report).toMatchObject({
      status: 'done',
      inserted: 0,
      updated: 0,
      unchanged: 320,
      refusedCount: 0,
    });
    expect(await countRegistry(db())).toBe(320);
  });

  it('updates a changed row and adds a new one, read from a Windows-1252 file', async () => {
    const lines = (await readFile(SAMPLE_REGISTRY_FILE, 'utf8')).split('\r\n');
    const cancer = lines[1]!.split('\t');
    cancer[2] = 'Revoked';
    const added = [
      '808967004RR0001',
      'Société Écho du Fjord-Fictif',
      'Registered',
      'Charity',
      '2010-01-01',
      '',
      'Fondation publique',
      'Welfare',
      'Poverty',
      '1, rue des Érables',
      'SAGUENAY-FICTIF',
      'QC',
      'CA',
      'G7H 1A1',
    ];
    const text = [lines[0], cancer.join('\t'), added.join('\t')].join('\r\n');
    await writeFile(tmp('cp1252.tsv'), Buffer.from(text, 'latin1'));
    const report = await importRegistryFile({ db: db(), path: tmp('cp1252.tsv'), source: 'cp1252.tsv' });
    expect(report).toMatchObject({
      status: 'done',
      encoding: 'windows-1252',
      inserted: 1,
      updated: 1,
      unchanged: 0,
    });
    expect((await findRegistryEntry(db(), '892417536RR0001'))?.status).toBe('Revoked');
    expect(await findRegistryEntry(db(), '808967004RR0001')).toMatchObject({
      legalName: 'Société Écho du Fjord-Fictif',
      designationCode: 'A',
      source: 'cp1252.tsv',
    });
  });

  it('imports the good rows of a malformed file and reports each refused one with its reason', async () => {
    const lines = (await readFile(SAMPLE_REGISTRY_FILE, 'utf8')).split('\r\n');
    const text = [
      lines[0],
      lines[2],
      '893172064RR0001\tmissing columns',
      lines[2],
      lines[3]!.replace('894503184RR0001', '894503185RR0001'),
      lines[4]!.replace('895629046RR0001', '000000000RR0001'),
    ].join('\n');
    await writeFile(tmp('bad.tsv'), text);
    const report = await importRegistryFile({ db: db(), path: tmp('bad.tsv'), source: 'bad.tsv' });
    expect(report).toMatchObject({ status: 'done', rowsRead: 5, unchanged: 1, refusedCount: 4 });
    expect(report.refusals.map((r) => [r.line, r.reason])).toEqual([
      [3, 'charities:import.reason.columns'],
      [4, 'charities:import.reason.duplicate'],
      [5, 'charities:import.reason.registrationNumber.checkDigit'],
      [6, 'charities:import.reason.registrationNumber.zeros'],
    ]);
  });

  it('refuses a file that is not a registry export and changes nothing', async () => {
    await writeFile(
      tmp('utf16.tsv'),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('BN\tName\n', 'utf16le')]),
    );
    const report = await importRegistryFile({ db: db(), path: tmp('utf16.tsv'), source: 'utf16.tsv' });
    expect(report).toMatchObject({ status: 'failed', error: 'charities:import.errors.binary', inserted: 0 });
    await writeFile(tmp('cols.tsv'), 'BN/Registration number\tOrganization name\n892417536RR0001\tX\n');
    const cols = await importRegistryFile({ db: db(), path: tmp('cols.tsv'), source: 'cols.tsv' });
    expect(cols).toMatchObject({ status: 'failed', error: 'charities:import.errors.columns' });
    expect(await countRegistry(db())).toBe(321);
  });
});
