import type { Locale } from '../i18n/language';

const FRENCH =
  /\b(je|tu|vous|nous|est|les|des|une|pour|avec|mon|ma|mes|comment|quand|combien|voiture|reçu|don|acceptez|pas|où|quel|quelle|bonjour|merci|le|la|du|que|qu|ne|est-ce|sera|auto)\b|[éèêàçùâîôû]/gi;
const ENGLISH =
  /\b(i|you|the|is|are|my|how|when|what|car|receipt|donate|do|does|your|can|with|hello|thanks|where|will|get)\b/gi;

/**
 * The language a chat message is written in, when it says so clearly; otherwise null. The widget
 * uses it to pick the reply language and the server to answer a French question in French whatever
 * the page's language.
 */
export function messageLanguage(text: string): Locale | null {
  const fr = text.match(FRENCH)?.length ?? 0;
  const en = text.match(ENGLISH)?.length ?? 0;
  if (fr >= 2 && fr > en) return 'fr';
  if (en >= 2 && en > fr) return 'en';
  return null;
}
