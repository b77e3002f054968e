import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
// Types only: nothing from the server is bundled.
import type { ColorThemeResponse, ThemeCreateBody } from '@server/features/themes/themes.schemas';
import { THEME_STYLE_ELEMENT_ID, themeCssRule } from '@shared/themes/theme';

/** Dates arrive as JSON text. */
export type ColorTheme = Omit<ColorThemeResponse, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};
export type ThemeInput = ThemeCreateBody;

export const THEMES_URL = '/api/color-themes';
export const ACTIVE_THEME_KEY = ['/api/color-themes/active'] as const;

export const useThemes = () => useQuery<ColorTheme[]>({ queryKey: [THEMES_URL] });

export function useSaveTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ThemeInput }) =>
      id
        ? apiRequest<ColorTheme>('PATCH', `${THEMES_URL}/${id}`, input)
        : apiRequest<ColorTheme>('POST', THEMES_URL, input),
    onSuccess: (theme) => {
      void client.invalidateQueries({ queryKey: [THEMES_URL] });
      if (theme.isActive) applyThemeToPage(theme);
    },
  });
}

export function useActivateTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<ColorTheme>('POST', `${THEMES_URL}/${id}/activate`),
    onSuccess: (theme) => {
      applyThemeToPage(theme);
      client.setQueryData(ACTIVE_THEME_KEY, theme);
      void client.invalidateQueries({ queryKey: [THEMES_URL] });
    },
  });
}

/**
 * The server puts the active theme in every page's head (`<style id="vdc-theme">`); after an activation
 * this page takes the new colours at once instead of at the next load.
 */
export function applyThemeToPage(theme: ColorTheme): void {
  if (typeof document === 'undefined') return;
  let el = document.getElementById(THEME_STYLE_ELEMENT_ID);
  if (!el) {
    el = document.createElement('style');
    el.id = THEME_STYLE_ELEMENT_ID;
    document.head.appendChild(el);
  }
  el.textContent = themeCssRule(theme);
}
