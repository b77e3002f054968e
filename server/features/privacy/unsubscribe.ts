import { legalPagePath } from '@shared/content/legal-pages';
import type { AppContext } from '../../platform/context';
import { translate, type Locale } from '../../platform/i18n';
import { unsubscribeSecret, withdrawNewsConsent, type WithdrawalSource } from './consent';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** Honours a signed unsubscribe link at once; null when the signature does not hold. */
export async function unsubscribe(ctx: AppContext, token: string, source: WithdrawalSource) {
  const claim = verifyUnsubscribeToken(unsubscribeSecret(ctx), token);
  if (!claim) return null;
  await ctx.db.transaction((tx) => withdrawNewsConsent(tx, claim.email, source));
  return claim;
}

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page the link opens: a plain, accessible confirmation (no sign-in, no script). */
export function unsubscribePage(locale: Locale, ok: boolean, company: string): string {
  const t = (k: string) => esc(translate(locale, `privacy:unsubscribe.${k}`, { company }));
  return `<!doctype html>
<html lang="${locale === 'fr' ? 'fr-CA' : 'en-CA'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${t(ok ? 'doneTitle' : 'invalidTitle')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}a{color:#1c5fb0}</style>
</head><body><main>
<h1>${t(ok ? 'doneTitle' : 'invalidTitle')}</h1>
<p>${t(ok ? 'done' : 'invalid')}</p>
<p><a href="/">${t('home')}</a> · <a href="${legalPagePath('privacy', locale)}">${t('privacy')}</a></p>
</main></body></html>`;
}
