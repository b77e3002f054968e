import type { DbOrTx } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { toLocale, translate, type Locale } from '../../platform/i18n';
import { queueEmail } from '../../platform/mail';
import { adminEmails } from './charities.repo';

type Params = Record<string, string | number>;

/** One e-mail of the charity flows, in the reader's language: subject and body lines from `charities:email.<kind>`. */
function compose(company: string, locale: Locale, kind: string, params: Params) {
  const t = (key: string) => translate(locale, `charities:email.${kind}.${key}`, { ...params, company });
  const lines = translate(locale, `charities:email.${kind}.body`, {
    ...params,
    company,
    returnObjects: true,
  }) as unknown;
  const body = Array.isArray(lines) ? lines.map(String) : [String(lines)];
  const text = [...body, '', translate(locale, 'charities:email.signature', { company })].join('\n');
  return { subject: t('subject'), text };
}

/** Read before a transaction opens (settings may reload from the database). */
export const companyName = async (ctx: AppContext) =>
  String(await ctx.settings.get('business', 'companyName'));

export const siteUrl = (ctx: AppContext, path: string) => `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}${path}`;

/** Queues a charity e-mail on the caller's transaction. */
export async function sendCharityEmail(
  tx: DbOrTx,
  opts: { company: string; to: string; locale: string; kind: string; params: Params },
): Promise<void> {
  const locale = toLocale(opts.locale);
  const mail = compose(opts.company, locale, opts.kind, opts.params);
  await queueEmail(tx, { to: opts.to, ...mail, locale, template: `charity-${opts.kind}` });
}

/** The same notice to every admin, each in their own language. */
export async function emailAdmins(tx: DbOrTx, company: string, kind: string, params: Params): Promise<void> {
  for (const admin of await adminEmails(tx)) {
    await sendCharityEmail(tx, { company, to: admin.email, locale: admin.locale, kind, params });
  }
}
