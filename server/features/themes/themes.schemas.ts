import { z } from 'zod';
import { THEME_COLOR_FIELDS, THEME_GRADIENT_FIELDS } from '@shared/themes/theme';

const colorShape = Object.fromEntries(THEME_COLOR_FIELDS.map((f) => [f, z.string()])) as Record<
  (typeof THEME_COLOR_FIELDS)[number],
  z.ZodString
>;
const gradientShape = Object.fromEntries(
  THEME_GRADIENT_FIELDS.map((f) => [f, z.string().nullable()]),
) as Record<(typeof THEME_GRADIENT_FIELDS)[number], z.ZodNullable<z.ZodString>>;

export const ColorThemeResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  ...colorShape,
  ...gradientShape,
  isActive: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ColorThemeResponse = z.infer<typeof ColorThemeResponse>;
export const ColorThemeList = z.array(ColorThemeResponse);
export const ActiveThemeResponse = ColorThemeResponse.nullable();

const colorInput = Object.fromEntries(
  THEME_COLOR_FIELDS.map((f) => [f, z.string().trim().min(1).max(64).optional()]),
) as Record<(typeof THEME_COLOR_FIELDS)[number], z.ZodOptional<z.ZodString>>;
const gradientInput = Object.fromEntries(
  THEME_GRADIENT_FIELDS.map((f) => [f, z.string().trim().max(300).nullable().optional()]),
) as Record<(typeof THEME_GRADIENT_FIELDS)[number], z.ZodOptional<z.ZodNullable<z.ZodString>>>;

/** Colours left out take the default theme's (create) or stay as they are (update). */
export const ThemeUpdateBody = z
  .object({
    name: z.string().trim().min(1, 'themes:errors.nameRequired').max(255).optional(),
    description: z.string().trim().max(1000).nullable().optional(),
    ...colorInput,
    ...gradientInput,
  })
  .strict();
export type ThemeUpdateBody = z.infer<typeof ThemeUpdateBody>;
export const ThemeCreateBody = ThemeUpdateBody.extend({
  name: z.string().trim().min(1, 'themes:errors.nameRequired').max(255),
});
export type ThemeCreateBody = z.infer<typeof ThemeCreateBody>;
export const ThemeIdParams = z.object({ id: z.string().min(1).max(64) });
