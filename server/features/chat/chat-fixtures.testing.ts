import type { TestApp } from '../../test/test-app';

/** Helpers for the assistant's API tests: a visitor with its token, and the events of a streamed reply. */
export interface Visitor {
  token: string;
  sessionId: string;
}

export const langHeader = (lang: 'en' | 'fr') => ({ 'accept-language': lang === 'fr' ? 'fr-CA' : 'en-CA' });

export async function newVisitor(t: TestApp, lang: 'en' | 'fr' = 'en', token?: string): Promise<Visitor> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat/sessions',
    headers: { ...langHeader(lang), ...(token ? { 'x-chat-visitor': token } : {}) },
    payload: {},
  });
  if (res.statusCode !== 201) throw new Error(`session: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { token: body.visitorToken, sessionId: body.sessionId };
}

export function ask(
  t: TestApp,
  v: Visitor,
  content: string,
  o: { lang?: 'en' | 'fr'; stream?: boolean; ip?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/chat/sessions/${v.sessionId}/messages`,
    headers: {
      ...langHeader(o.lang ?? 'en'),
      'x-chat-visitor': v.token,
      accept: o.stream ? 'text/event-stream' : 'application/json',
    },
    remoteAddress: o.ip,
    payload: { content },
  });
}

export function parseSse(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? '';
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) };
    });
}
