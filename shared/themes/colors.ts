/**
 * Colours of a theme, as stored (back-office.md §3: hsl strings) or typed in the editor (hex too), and
 * WCAG 2.x contrast between two of them. One implementation for the editor's live check and the server's
 * refusal, so both name the same failing pair.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HSL =
  /^hsla?\(\s*(-?\d+(?:\.\d+)?)(?:deg)?\s*[,\s]\s*(\d+(?:\.\d+)?)%\s*[,\s]\s*(\d+(?:\.\d+)?)%\s*(?:[,/]\s*(\d*\.?\d+)%?\s*)?\)$/i;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*(?:[,/]\s*(\d*\.?\d+)%?\s*)?\)$/i;

function hslToRgb(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.min(100, s) / 100;
  const light = Math.min(100, l) / 100;
  if (sat === 0) return { r: light * 255, g: light * 255, b: light * 255 };
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return { r: channel(hue + 1 / 3) * 255, g: channel(hue) * 255, b: channel(hue - 1 / 3) * 255 };
}

/** An opaque colour from `hsl(211, 80%, 40%)`, `hsl(211 80% 40%)`, `#1a5fb4`, `#fff` or `rgb(…)`; else null. */
export function parseColor(input: string): Rgb | null {
  const text = input.trim();
  let m = HSL.exec(text);
  if (m) {
    if (m[4] !== undefined) return null; // translucent: its contrast depends on what is behind
    return hslToRgb(Number(m[1]), Number(m[2]), Number(m[3]));
  }
  m = HEX.exec(text);
  if (m) {
    const hex =
      m[1]!.length === 3
        ? m[1]!
            .split('')
            .map((c) => c + c)
            .join('')
        : m[1]!;
    return {
      r: parseInt(hex.slice(0, 2), 16),
      g: parseInt(hex.slice(2, 4), 16),
      b: parseInt(hex.slice(4, 6), 16),
    };
  }
  m = RGB.exec(text);
  if (m) {
    const [r, g, b] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (m[4] !== undefined || r > 255 || g > 255 || b > 255) return null;
    return { r, g, b };
  }
  return null;
}

/** WCAG 2.x relative luminance of an sRGB colour (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio (1 … 21) of two colours, whichever is lighter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `rgb(…)` text of a colour, channels rounded. */
/** `#rrggbb` of a colour the theme editor accepts (hex, rgb or hsl), or null when it is not one. */
export function colorHex(input: string): string | null {
  const c = parseColor(input);
  if (!c) return null;
  return `#${[c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

export const rgbText = ({ r, g, b }: Rgb) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;

/** The colour moved towards black (amount < 0) or white (amount > 0), 0 … 1. */
export function shade(c: Rgb, amount: number): Rgb {
  const target = amount < 0 ? 0 : 255;
  const k = Math.abs(amount);
  return { r: c.r + (target - c.r) * k, g: c.g + (target - c.g) * k, b: c.b + (target - c.b) * k };
}
