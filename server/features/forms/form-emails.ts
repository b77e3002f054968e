import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import type { CustomForm, FormSubmission } from '../../db/schema/forms';
import type { AppContext } from '../../platform/context';
import { toLocale, translate } from '../../platform/i18n';
import { queueEmail } from '../../platform/mail';
import { answerText } from './submission-text';

/** The form's owner hears of each new submission, in the language of the admin who built it. */
export async function notifyFormOwner(
  ctx: AppContext,
  tx: DbOrTx,
  o: { form: CustomForm; submission: FormSubmission },
) {
  const [creator] = o.form.createdBy
    ? await tx.select({ locale: users.locale }).from(users).where(eq(users.id, o.form.createdBy))
    : [];
  const locale = toLocale(creator?.locale);
  const name = o.form.name;
  const url = `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}/admin/forms/${o.form.id}/submissions`;
  const t = (k: string, p: Record<string, unknown> = {}) =>
    translate(locale, `forms:email.${k}`, { name, url, ...p });
  const answers = o.submission.fields.map(
    (f) => `${f.label}: ${answerText(o.submission.data[f.id], f.type, locale)}`,
  );
  await queueEmail(tx, {
    to: o.form.notifyEmail,
    locale,
    template: 'form-submission',
    subject: t('subject'),
    text: [t('body'), '', ...answers, '', t('review')].join('\n'),
  });
}
