import {
  Anchor,
  createTheme,
  defaultVariantColorsResolver,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

// Deep teal. White text on shade 7 (filled buttons) is 7.1:1, on hover shade 8 9.1:1; shade 6 text
// on the light variant's tinted background is 4.9:1. All pass WCAG AA (4.5:1).
const brand: MantineColorsTuple = [
  '#e6f4f1',
  '#c7e6df',
  '#97d0c3',
  '#5fb5a3',
  '#2f9a85',
  '#168570',
  '#0d7563',
  '#0a6456',
  '#085246',
  '#053d34',
];

/**
 * Filled buttons of the primary colour take the active colour theme's "text on primary" (its CSS
 * variable, set by the server's `<style id="vdc-theme">`, shared/themes/theme.ts); white without a theme.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const primary = input.color === undefined || input.color === 'brand';
  if (input.variant === 'filled' && primary)
    return { ...colors, color: 'var(--vdc-primary-foreground, var(--mantine-color-white))' };
  return colors;
};

export const theme = createTheme({
  primaryColor: 'brand',
  variantColorResolver,
  primaryShade: 7,
  colors: { brand },
  // Keyboard users always see where they are; `:focus-visible` keeps mouse clicks quiet.
  focusRing: 'auto',
  respectReducedMotion: true,
  cursorType: 'pointer',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // A link inside text must not rely on colour alone (WCAG 1.4.1); navigation lists opt out.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Mantine keeps every closed Select's options in the DOM by default, each list rendered again when
    // its portal mounts: the wizard's hydration paid for ~150 hidden options. Rendered on opening instead.
    // (A plain object: importing Combobox here would put it in every page's first download.)
    // Fixed to the screen: Mantine scrolls the chosen option into view as a list opens, before placing the
    // list; drawn in the page's flow it was still at the top, so the page jumped up and, with reduced
    // motion, the field's list stayed hidden (decision 038).
    Combobox: { defaultProps: { keepMounted: false, floatingStrategy: 'fixed' } },
  },
});

// Mantine's default dimmed text (gray 6 on white) is 3.3:1: use gray 7 (8.2:1). Its error red
// (red 6) is 3.3:1: use red 9 (5.5:1).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
