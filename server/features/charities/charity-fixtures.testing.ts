import { readFileSync } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/platform';
import { importRegistryFile, SAMPLE_REGISTRY_FILE } from '../registry/registry-import.service';
import type { TestApp } from '../../test/test-app';

/** Sample registry rows by status, read from the bundled file (the tests' data). */
export function sampleEntries() {
  const rows = readFileSync(SAMPLE_REGISTRY_FILE, 'utf8')
    .split('\r\n')
    .slice(6) // header and the five demo charities
    .filter(Boolean)
    .map((l) => l.split('\t'));
  const of = (status: string, sanction = '') =>
    rows
      .filter((r) => r[2] === status && r[5] === sanction)
      .map((r) => ({ number: r[0]!, name: r[1]!, province: r[11]!, postalCode: r[13]! }));
  return { registered: of('Registered'), revoked: of('Revoked') };
}

export const loadSampleRegistry = (t: TestApp) =>
  importRegistryFile({ db: t.database.db, path: SAMPLE_REGISTRY_FILE, source: 'sample' });

export function registrationBody(
  entry: { number: string; name: string; province: string; postalCode: string },
  email: string,
) {
  return {
    registrationNumber: entry.number,
    name: entry.name,
    address: '12 Main Street',
    city: 'Brindlewood',
    province: entry.province,
    postalCode: entry.postalCode,
    phone: '613-555-0142',
    email,
    website: 'www.example.org',
    description: 'Helps families in our town with food and shelter.',
    category: 'poverty',
    focusAreas: ['poverty', 'community_services'],
    termsAccepted: true,
  };
}

export async function outboxTo(t: TestApp, to: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id));
}

/** The set-password token in the newest approval e-mail to this address. */
export async function inviteToken(t: TestApp, to: string): Promise<string> {
  const [mail] = await outboxTo(t, to);
  const m = /set-password\?token=([\w-]+)/.exec(mail?.textBody ?? '');
  if (!m) throw new Error(`no set-password link in the last e-mail to ${to}`);
  return m[1]!;
}
