import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, relativeLuminance } from './colors';
import { contrastFailures, DEFAULT_THEME_COLORS, themeCssRule } from './theme';

describe('colours and contrast (WCAG 2.x)', () => {
  it('parses hsl, hex and rgb, and refuses anything else', () => {
    expect(parseColor('hsl(0, 0%, 100%)')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor('hsl(0 0% 0%)')).toEqual({ r: 0, g: 0, b: 0 });
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor('rgb(10, 100, 86)')).toEqual({ r: 10, g: 100, b: 86 });
    expect(parseColor('red; } body { display:none')).toBeNull();
    expect(parseColor('hsl(0, 0%, 0%, 0.5)')).toBeNull();
  });

  it('computes the relative luminance and the ratio as WCAG defines them', () => {
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1);
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21);
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio(parseColor('#767676')!, parseColor('#ffffff')!)).toBeCloseTo(4.54, 2);
  });

  it('passes the default theme and names each failing pair with its ratio', () => {
    expect(contrastFailures(DEFAULT_THEME_COLORS)).toEqual([]);
    const failures = contrastFailures({
      ...DEFAULT_THEME_COLORS,
      primary: 'hsl(50, 100%, 50%)',
      primaryForeground: 'hsl(0, 0%, 100%)',
    });
    expect(failures.map((f) => `${f.text}/${f.background}`)).toEqual([
      'primary/background',
      'primaryForeground/primary',
    ]);
    expect(failures[1]!.ratio).toBeLessThan(4.5);
  });

  it('writes CSS only from parsed colours', () => {
    const css = themeCssRule({ ...DEFAULT_THEME_COLORS, heroGradient: 'red}</style><script>' });
    expect(css).toContain('--mantine-color-brand-filled:rgb(10, 102, 88)');
    expect(css).not.toContain('<');
    expect(css).not.toContain('hero');
  });
});
