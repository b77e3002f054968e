import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@shared/i18n/language';

/** The widget's accessibility settings (public-site.md §2), kept in this browser. */
export interface ChatSettings {
  language: Locale | null;
  autoDetect: boolean;
  fontSize: 'sm' | 'md' | 'lg' | 'xl';
  highContrast: boolean;
  textToSpeech: boolean;
  keyboardMode: boolean;
  announce: boolean;
}

export const DEFAULT_SETTINGS: ChatSettings = {
  language: null,
  autoDetect: true,
  fontSize: 'md',
  highContrast: false,
  textToSpeech: false,
  keyboardMode: false,
  announce: true,
};

export const FONT_SIZES = { sm: '0.875rem', md: '1rem', lg: '1.2rem', xl: '1.45rem' } as const;
const KEY = 'vdc.chat.settings';

function read(): ChatSettings {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw ? { ...DEFAULT_SETTINGS, ...(JSON.parse(raw) as Partial<ChatSettings>) } : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function useChatSettings() {
  const [settings, setSettings] = useState<ChatSettings>(DEFAULT_SETTINGS);
  useEffect(() => {
    setSettings(read());
  }, []);
  const update = useCallback((patch: Partial<ChatSettings>) => {
    setSettings((prev) => {
      const next = { ...prev, ...patch };
      try {
        window.localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Private windows may refuse storage: the settings last for this page only.
      }
      return next;
    });
  }, []);
  return { settings, update };
}

export const canSpeak = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

export function speak(text: string, lang: Locale) {
  if (!canSpeak()) return;
  window.speechSynthesis.cancel();
  const u = new SpeechSynthesisUtterance(text);
  u.lang = lang === 'fr' ? 'fr-CA' : 'en-CA';
  window.speechSynthesis.speak(u);
}

export const stopSpeaking = () => canSpeak() && window.speechSynthesis.cancel();
