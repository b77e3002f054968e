import type {
  ChatMessageView,
  ChatSessionView,
  CreatedSessionResponse,
  MessageListResponse,
} from '@shared/chat/chat.schemas';
import { VISITOR_HEADER } from '@shared/chat/chat.schemas';
import { ApiError, acceptLanguage } from '@client/lib/api-client';
import type { Locale } from '@shared/i18n/language';

export type { ChatMessageView, ChatSessionView };

const TOKEN_KEY = 'vdc.chat.visitor';
const WIDGET_KEY = 'vdc.chat.widgetSession';
// Older builds kept a session id derived from browser traits: it is removed (DECISIONS §8).
const LEGACY_KEYS = ['chatSessionId', 'chat_session_id'];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function visitorToken(): string | null {
  const s = storage();
  if (!s) return null;
  for (const k of LEGACY_KEYS) s.removeItem(k);
  return s.getItem(TOKEN_KEY);
}

const remember = (token: string) => storage()?.setItem(TOKEN_KEY, token);
export const widgetSessionId = () => storage()?.getItem(WIDGET_KEY) ?? null;
export const setWidgetSessionId = (id: string | null) =>
  id ? storage()?.setItem(WIDGET_KEY, id) : storage()?.removeItem(WIDGET_KEY);

async function call<T>(method: string, url: string, body?: unknown, lang?: Locale): Promise<T> {
  const token = visitorToken();
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Accept-Language': lang ? (lang === 'fr' ? 'fr-CA' : 'en-CA') : acceptLanguage(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { [VISITOR_HEADER]: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function startWidgetSession(lang: Locale): Promise<CreatedSessionResponse> {
  const s = await call<CreatedSessionResponse>(
    'POST',
    '/api/chat/simple/sessions',
    { sessionId: widgetSessionId() ?? undefined },
    lang,
  );
  remember(s.visitorToken);
  setWidgetSessionId(s.sessionId);
  return s;
}

export async function createSession(lang: Locale): Promise<CreatedSessionResponse> {
  const s = await call<CreatedSessionResponse>('POST', '/api/chat/sessions', {}, lang);
  remember(s.visitorToken);
  return s;
}

export const listSessions = () =>
  visitorToken()
    ? call<{ sessions: ChatSessionView[] }>('GET', '/api/chat/sessions')
    : Promise.resolve({ sessions: [] as ChatSessionView[] });
export const fetchMessages = (sessionId: string) =>
  call<MessageListResponse>('GET', `/api/chat/sessions/${encodeURIComponent(sessionId)}/messages`);
export const deleteSession = (sessionId: string) =>
  call<void>('DELETE', `/api/chat/sessions/${encodeURIComponent(sessionId)}`);

export interface StreamHandlers {
  onStart(userMessage: ChatMessageView, model: string): void;
  onText(text: string, replace: boolean): void;
  onDone(message: ChatMessageView): void;
  onError(message: string): void;
}

/** Sends a message and reads the reply as server-sent events while it is written. */
export async function streamMessage(
  sessionId: string,
  content: string,
  lang: Locale,
  h: StreamHandlers,
  signal?: AbortSignal,
): Promise<void> {
  const token = visitorToken();
  const res = await fetch(`/api/chat/sessions/${encodeURIComponent(sessionId)}/messages`, {
    method: 'POST',
    credentials: 'include',
    signal,
    headers: {
      Accept: 'text/event-stream',
      'Accept-Language': lang === 'fr' ? 'fr-CA' : 'en-CA',
      'Content-Type': 'application/json',
      ...(token ? { [VISITOR_HEADER]: token } : {}),
    },
    body: JSON.stringify({ content }),
  });
  if (!res.ok || !res.body) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}');
      if (event === 'start') h.onStart(data.userMessage, data.model);
      else if (event === 'delta') h.onText(data.text, false);
      else if (event === 'replace') h.onText(data.text, true);
      else if (event === 'done') h.onDone(data.message);
      else if (event === 'error') h.onError(data.message);
    }
  }
}
