import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseColor } from '@shared/themes/colors';
import { DEFAULT_THEME_COLORS, themeCssDeclarations } from '@shared/themes/theme';

/** One class's declarations in a CSS module (its first plain rule). */
function rule(file: string, selector: string): Record<string, string> {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const body = new RegExp(`(?:^|\\n)\\${selector}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (body === undefined) throw new Error(`${selector} not in ${file}`);
  return Object.fromEntries(
    body
      .split(/;(?![^(]*\))/)
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [
        d.slice(0, d.indexOf(':')).trim(),
        d
          .slice(d.indexOf(':') + 1)
          .replace(/\s+/g, ' ')
          .trim(),
      ]),
  );
}

/** A value as the browser computes it under the given custom properties: each var() resolved or its fallback. */
function resolve(value: string, vars: Record<string, string>): string {
  const start = value.indexOf('var(');
  if (start < 0) return value.replace(/\s+/g, ' ').trim();
  let depth = 0;
  let comma = -1;
  let end = start + 4;
  for (; end < value.length; end++) {
    const ch = value[end];
    if (ch === '(') depth++;
    else if (ch === ')' && depth-- === 0) break;
    else if (ch === ',' && depth === 0 && comma < 0) comma = end;
  }
  const name = value.slice(start + 4, comma < 0 ? end : comma).trim();
  const fallback = comma < 0 ? '' : value.slice(comma + 1, end);
  return resolve(
    value.slice(0, start) + (vars[name] ?? resolve(fallback, vars)) + value.slice(end + 1),
    vars,
  );
}

const HOME = 'client/features/home/Home.module.css';
const HEADER = 'client/app/layout/Header.module.css';
// A blue theme: the logo, the eyebrow and the hero shapes must follow it, not keep the teal.
const blue = themeCssDeclarations({
  ...DEFAULT_THEME_COLORS,
  primary: 'hsl(211, 80%, 35%)',
  accent: 'hsl(211, 60%, 94%)',
  heroGradient: null,
});
const mantineDefaults = { '--mantine-color-brand-8': '#085246', '--mantine-color-brand-1': '#c7e6df' };

describe('a changed theme recolours the home page', () => {
  it.each([
    ['the logo name', HEADER, '.logoName', 'color', 'rgb(18, 87, 161)'],
    ['the eyebrow line', HOME, '.eyebrow', 'color', 'rgb(18, 87, 161)'],
    ['the hero shapes', HOME, '.shape', 'background', blue['--vdc-accent']!],
    ['the small hero shape', HOME, '.shapeThree', 'background', blue['--vdc-primary-tint']!],
  ])('%s takes the active theme colour', (_, file, selector, property, expected) => {
    const value = rule(file, selector)[property]!;
    expect(value).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(|hsl\(/i);
    expect(resolve(value, { ...mantineDefaults, ...blue })).toBe(expected);
  });

  it('keeps the site’s own teal without a theme, and a light tint for the small shape', () => {
    expect(resolve(rule(HOME, '.eyebrow').color!, mantineDefaults)).toBe('#085246');
    const tint = parseColor(blue['--vdc-primary-tint']!)!;
    expect(Math.min(tint.r, tint.g, tint.b)).toBeGreaterThan(150);
  });

  it('paints the hero with the theme’s gradient, else its accent fading to its background', () => {
    const hero = rule(HOME, '.hero').background!;
    expect(resolve(hero, { ...blue, '--vdc-hero-gradient': 'linear-gradient(90deg, #123456, #fff)' })).toBe(
      'linear-gradient(90deg, #123456, #fff)',
    );
    expect(resolve(hero, blue)).toBe(
      `linear-gradient( 160deg, ${blue['--vdc-accent']} 0%, ${blue['--vdc-background']} 70% )`,
    );
  });
});
