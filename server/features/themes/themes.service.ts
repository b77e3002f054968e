import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  contrastFailures,
  DEFAULT_THEME_COLORS,
  invalidColorFields,
  isSafeGradient,
  THEME_COLOR_FIELDS,
  THEME_GRADIENT_FIELDS,
  type ThemeColors,
} from '@shared/themes/theme';
import { colorThemes, type ColorTheme } from '../../db/schema/settings';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { notFound, ValidationFailure } from '../../platform/errors';
import { translate, type Locale } from '../../platform/i18n';
import type { SessionUser } from '../../platform/session/session';
import { announceSettingsChange, forgetSettings } from '../settings/settings.notify';
import type { ThemeCreateBody, ThemeUpdateBody } from './themes.schemas';

interface Actor {
  actor: SessionUser;
  ip: string;
  locale: Locale;
}

const fieldLabel = (locale: Locale, field: string) => translate(locale, `themes:fields.${field}`);

/**
 * Refuses unreadable colours, unsafe gradients and any text/background pair under 4.5:1, naming the
 * pair and its ratio under the text colour's field (shared/themes/theme.ts, as the editor checks).
 */
function checkTheme(theme: ThemeColors & Record<string, unknown>, locale: Locale) {
  const issues: { path: string[]; message: string; params: Record<string, string | number> }[] = [];
  for (const f of invalidColorFields(theme))
    issues.push({ path: [f], message: 'themes:errors.color', params: { label: fieldLabel(locale, f) } });
  for (const f of THEME_GRADIENT_FIELDS) {
    const g = theme[f];
    if (typeof g === 'string' && g !== '' && !isSafeGradient(g))
      issues.push({ path: [f], message: 'themes:errors.gradient', params: { label: fieldLabel(locale, f) } });
  }
  for (const fail of contrastFailures(theme)) {
    issues.push({
      path: [fail.text],
      message: 'themes:errors.contrast',
      params: {
        text: fieldLabel(locale, fail.text),
        background: fieldLabel(locale, fail.background),
        ratio: fail.ratio.toFixed(2),
      },
    });
  }
  if (issues.length) throw new ValidationFailure(issues);
}

const colorsOf = (t: Partial<ThemeColors>): ThemeColors =>
  Object.fromEntries(THEME_COLOR_FIELDS.map((f) => [f, t[f] ?? DEFAULT_THEME_COLORS[f]])) as ThemeColors;

export async function listThemes(ctx: AppContext): Promise<ColorTheme[]> {
  return ctx.db
    .select()
    .from(colorThemes)
    .orderBy(sql`${colorThemes.isActive} desc`, colorThemes.name);
}

export async function createTheme(ctx: AppContext, body: ThemeCreateBody, who: Actor): Promise<ColorTheme> {
  const values = {
    ...colorsOf(body),
    name: body.name,
    description: body.description ?? null,
    heroGradient: body.heroGradient || null,
    buttonGradient: body.buttonGradient || null,
    buttonHoverGradient: body.buttonHoverGradient || null,
  };
  checkTheme(values, who.locale);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(colorThemes)
      .values({ id: randomUUID(), ...values })
      .returning();
    await audit(tx, {
      actor: who.actor,
      action: 'theme.create',
      entityType: 'color_theme',
      entityId: row!.id,
      details: { after: values },
      ip: who.ip,
    });
    return row!;
  });
}

export async function updateTheme(
  ctx: AppContext,
  id: string,
  body: ThemeUpdateBody,
  who: Actor,
): Promise<ColorTheme> {
  const updated = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(colorThemes).where(eq(colorThemes.id, id)).for('update');
    if (!current) throw notFound('themes:errors.notFound');
    const changes: Partial<ColorTheme> = {};
    for (const [k, v] of Object.entries(body)) {
      if (v === undefined) continue;
      (changes as Record<string, unknown>)[k] = v === '' && k !== 'name' ? null : v;
    }
    const next = { ...current, ...changes };
    checkTheme(next, who.locale);
    const [row] = await tx
      .update(colorThemes)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(colorThemes.id, id))
      .returning();
    const before = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof ColorTheme]]));
    await audit(tx, {
      actor: who.actor,
      action: 'theme.update',
      entityType: 'color_theme',
      entityId: id,
      details: { before, after: changes },
      ip: who.ip,
    });
    if (current.isActive) await announceSettingsChange(tx, 'theme');
    return row!;
  });
  if (updated.isActive) await forgetSettings(ctx);
  return updated;
}

/**
 * Makes one theme the active one, in one transaction: the table is locked first, so parallel
 * activations run one after the other and exactly one theme is active after each (the unique partial
 * index `color_themes_single_active` backs it up). Every instance hears it at commit.
 */
export async function activateTheme(ctx: AppContext, id: string, who: Actor): Promise<ColorTheme> {
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${colorThemes} in share row exclusive mode`);
    const [target] = await tx.select().from(colorThemes).where(eq(colorThemes.id, id));
    if (!target) throw notFound('themes:errors.notFound');
    const [previous] = await tx
      .select({ id: colorThemes.id })
      .from(colorThemes)
      .where(eq(colorThemes.isActive, true));
    if (previous?.id === id) return target;
    await tx
      .update(colorThemes)
      .set({ isActive: false, updatedAt: new Date() })
      .where(eq(colorThemes.isActive, true));
    const [activated] = await tx
      .update(colorThemes)
      .set({ isActive: true, updatedAt: new Date() })
      .where(eq(colorThemes.id, id))
      .returning();
    await audit(tx, {
      actor: who.actor,
      action: 'theme.activate',
      entityType: 'color_theme',
      entityId: id,
      details: { before: previous?.id ?? null, after: id },
      ip: who.ip,
    });
    await announceSettingsChange(tx, 'theme');
    return activated!;
  });
  await forgetSettings(ctx);
  return row;
}
