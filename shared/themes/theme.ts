import { contrastRatio, parseColor, rgbText, shade, type Rgb } from './colors';

/** The colour fields of a theme (back-office.md §3, color_themes), in the editor's order. */
export const THEME_COLOR_FIELDS = [
  'primary',
  'primaryForeground',
  'secondary',
  'secondaryForeground',
  'accent',
  'accentForeground',
  'background',
  'foreground',
  'card',
  'cardForeground',
  'muted',
  'mutedForeground',
  'border',
  'input',
  'ring',
] as const;
export type ThemeColorField = (typeof THEME_COLOR_FIELDS)[number];
export type ThemeColors = Record<ThemeColorField, string>;

export const THEME_GRADIENT_FIELDS = ['heroGradient', 'buttonGradient', 'buttonHoverGradient'] as const;
export type ThemeGradientField = (typeof THEME_GRADIENT_FIELDS)[number];

/**
 * The site's own look (client/app/theme.ts: teal brand shade 7 on white, gray 7 dimmed text), used when no
 * theme is active and by "Reset to default".
 */
export const DEFAULT_THEME_COLORS: ThemeColors = {
  primary: 'hsl(171, 82%, 22%)',
  primaryForeground: 'hsl(0, 0%, 100%)',
  secondary: 'hsl(210, 17%, 95%)',
  secondaryForeground: 'hsl(210, 11%, 15%)',
  accent: 'hsl(168, 26%, 93%)',
  accentForeground: 'hsl(170, 80%, 25%)',
  background: 'hsl(0, 0%, 100%)',
  foreground: 'hsl(0, 0%, 0%)',
  card: 'hsl(0, 0%, 100%)',
  cardForeground: 'hsl(0, 0%, 0%)',
  muted: 'hsl(210, 17%, 95%)',
  mutedForeground: 'hsl(210, 9%, 31%)',
  border: 'hsl(210, 14%, 83%)',
  input: 'hsl(210, 14%, 83%)',
  ring: 'hsl(171, 82%, 22%)',
};

/** WCAG AA for normal text; buttons carry text too. */
export const MIN_CONTRAST = 4.5;

/** The pairs a reader meets as text on a background: [text, background]. */
export const CONTRAST_PAIRS: readonly (readonly [ThemeColorField, ThemeColorField])[] = [
  ['foreground', 'background'],
  ['primary', 'background'],
  ['mutedForeground', 'background'],
  ['cardForeground', 'card'],
  ['mutedForeground', 'muted'],
  ['primaryForeground', 'primary'],
  ['secondaryForeground', 'secondary'],
  ['accentForeground', 'accent'],
];

export interface ContrastFailure {
  text: ThemeColorField;
  background: ThemeColorField;
  /** Rounded down to two decimals (4.499 is 4.49, not a rounded-up pass). */
  ratio: number;
}

/** Fields whose value is not a colour this site reads. */
export function invalidColorFields(colors: Partial<Record<ThemeColorField, string>>): ThemeColorField[] {
  return THEME_COLOR_FIELDS.filter((f) => colors[f] !== undefined && parseColor(colors[f]!) === null);
}

/** Every text/background pair under 4.5:1 (pairs with an unreadable colour are left to invalidColorFields). */
export function contrastFailures(colors: ThemeColors): ContrastFailure[] {
  const out: ContrastFailure[] = [];
  for (const [text, background] of CONTRAST_PAIRS) {
    const a = parseColor(colors[text]);
    const b = parseColor(colors[background]);
    if (!a || !b) continue;
    const ratio = contrastRatio(a, b);
    if (ratio < MIN_CONTRAST) out.push({ text, background, ratio: Math.floor(ratio * 100) / 100 });
  }
  return out;
}

const GRADIENT = /^(linear|radial)-gradient\([a-z0-9#%(),.\s-]{1,300}\)$/i;

/** A gradient as CSS accepts in a custom property, from a safe alphabet only (it goes into a <style>). */
export const isSafeGradient = (value: string) => GRADIENT.test(value.trim());

/** Towards the side the text is not on, so hovering never lowers the contrast. */
function hoverOf(bg: Rgb, fg: Rgb | null, amount: number): Rgb {
  const darker =
    !fg || contrastRatio(fg, { r: 0, g: 0, b: 0 }) > contrastRatio(fg, { r: 255, g: 255, b: 255 });
  return shade(bg, darker ? -amount : amount);
}

/**
 * The CSS custom properties that apply a theme to the Mantine app: `--vdc-*` for every field, and the
 * Mantine variables read by text, links, filled and light buttons, and borders. Values are re-written
 * from the parsed colours, so nothing from the stored text reaches the stylesheet unchecked.
 */
export function themeCssDeclarations(
  theme: ThemeColors & Partial<Record<ThemeGradientField, string | null>>,
): Record<string, string> {
  const c = Object.fromEntries(THEME_COLOR_FIELDS.map((f) => [f, parseColor(theme[f])])) as Record<
    ThemeColorField,
    Rgb | null
  >;
  const out: Record<string, string> = {};
  const kebab = (s: string) => s.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);
  for (const f of THEME_COLOR_FIELDS) if (c[f]) out[`--vdc-${kebab(f)}`] = rgbText(c[f]!);
  for (const f of THEME_GRADIENT_FIELDS) {
    const g = theme[f];
    if (g && isSafeGradient(g)) out[`--vdc-${kebab(f)}`] = g.trim();
  }
  const set = (name: string, color: Rgb | null) => {
    if (color) out[name] = rgbText(color);
  };
  set('--mantine-color-body', c.background);
  set('--mantine-color-text', c.foreground);
  set('--mantine-color-dimmed', c.mutedForeground);
  set('--mantine-color-default-border', c.border);
  set('--mantine-color-anchor', c.primary);
  set('--mantine-color-default', c.card);
  set('--mantine-color-default-color', c.cardForeground);
  set('--mantine-color-default-hover', c.muted);
  for (const prefix of ['--mantine-primary-color', '--mantine-color-brand']) {
    set(`${prefix}-filled`, c.primary);
    if (c.primary) set(`${prefix}-filled-hover`, hoverOf(c.primary, c.primaryForeground, 0.12));
    set(`${prefix}-light`, c.accent);
    if (c.accent) set(`${prefix}-light-hover`, hoverOf(c.accent, c.accentForeground, 0.06));
    set(`${prefix}-light-color`, c.accentForeground);
  }
  set('--mantine-primary-color-contrast', c.primaryForeground);
  // A light tint of the primary colour for decoration (the hero's shapes), as brand shade 2 is by default.
  if (c.primary) set('--vdc-primary-tint', shade(c.primary, 0.65));
  return out;
}

/** Declarations as one CSS rule for the page root, stronger than Mantine's own `:root[data-…]` rule. */
export function themeCssRule(theme: Parameters<typeof themeCssDeclarations>[0]): string {
  const body = Object.entries(themeCssDeclarations(theme))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return `html:root:root{${body}}`;
}

/** id of the `<style>` element carrying the active theme (server head, then kept by the client). */
export const THEME_STYLE_ELEMENT_ID = 'vdc-theme';
