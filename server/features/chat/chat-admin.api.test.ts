import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatSessions } from '../../db/schema/chat';
import { platformSettings } from '../../db/schema/settings';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { ask, newVisitor } from './chat-fixtures.testing';
import { purgeChatTranscripts } from './chat.jobs';

let t: TestApp;
let admin: string;
const origin = 'http://localhost:5000';
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'chat-admin');
  await addUser(t, 'editor', 'chat-editor');
  admin = await login(t, 'chat-admin');
});
afterAll(() => t.close());

async function count(table: typeof chatSessions | typeof chatMessages): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row!.n);
}

const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, lang = 'en-CA') =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin, origin, 'accept-language': lang },
    payload: payload as never,
  });

describe('assistant configuration', () => {
  it('is for admins only', async () => {
    const editor = await login(t, 'chat-editor');
    for (const url of ['/api/chat/config', '/api/admin/chat/sessions']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: editor } })).statusCode).toBe(403);
    }
  });

  it('saves the instructions with a version, and shows the built-in ones before', async () => {
    const before = (await asAdmin('GET', '/api/chat/config')).json();
    expect(before).toMatchObject({
      systemPromptIsDefault: true,
      systemPromptVersion: 0,
      model: 'offline',
      configured: false,
    });
    expect(before.systemPrompt).toMatch(/automated helper of Vehicle Donation Canada/);
    const saved = await asAdmin('PUT', '/api/chat/system-prompt', { systemPrompt: 'Be brief and kind.' });
    expect(saved.json()).toMatchObject({
      systemPrompt: 'Be brief and kind.',
      systemPromptVersion: 1,
      systemPromptIsDefault: false,
    });
    const again = await asAdmin('PUT', '/api/chat/system-prompt', { systemPrompt: 'Be brief.' });
    expect(again.json().systemPromptVersion).toBe(2);
    const empty = await asAdmin('PUT', '/api/chat/system-prompt', { systemPrompt: '  ' }, 'fr-CA');
    expect(empty.json().fieldErrors.systemPrompt).toBe('Les instructions sont obligatoires');
  });

  it('business information feeds the offline answers in the question language', async () => {
    const saved = await asAdmin('PUT', '/api/chat/business-info', {
      coverageArea: 'Every province and territory, including remote Nunavut communities by barge in summer.',
      commonQuestions: [
        { question: 'Can I donate a snowmobile?', answer: 'Yes, snowmobiles are welcome.', language: 'en' },
        {
          question: 'Puis-je donner une motoneige?',
          answer: 'Oui, les motoneiges sont les bienvenues.',
          language: 'fr',
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().businessInfo.commonQuestions).toHaveLength(2);
    const en = await ask(t, await newVisitor(t), 'Do you accept a snowmobile?');
    expect(en.json().assistantMessage.content).toContain('snowmobiles are welcome');
    const fr = await ask(t, await newVisitor(t, 'fr'), 'Acceptez-vous une motoneige?', { lang: 'fr' });
    expect(fr.json().assistantMessage.content).toContain('motoneiges sont les bienvenues');
    const nu = await ask(t, await newVisitor(t), 'Do you pick up in Nunavut?');
    expect(nu.json().assistantMessage.content).toContain('barge');
  });

  it('a test conversation answers without recording anything', async () => {
    const before = await count(chatSessions);
    const res = await asAdmin('POST', '/api/chat/test', {
      messages: [{ role: 'user', content: 'What is my receipt worth?' }],
    });
    expect(res.json().content).toMatch(/fair market value/);
    expect(res.json().sources.map((s: { url: string }) => s.url)).toContain('/vehicle-valuation');
    const after = await count(chatSessions);
    expect(after).toBe(before);
  });
});

describe('chat history', () => {
  it('counts, filters, searches and sorts from the stored sessions, with a 7-day series', async () => {
    const a = await newVisitor(t);
    await ask(t, a, 'How do I donate?');
    await ask(t, a, 'What is my receipt worth?');
    const old = await newVisitor(t);
    await t.database.db
      .update(chatSessions)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000), title: 'Ancient question about boats' })
      .where(eq(chatSessions.sessionId, old.sessionId));

    const all = (await asAdmin('GET', '/api/admin/chat/sessions?sort=messages')).json();
    expect(all.sessions[0].sessionId).toBe(a.sessionId);
    expect(all.sessions[0].messageCount).toBe(4);
    const n = await count(chatMessages);
    expect(all.summary.totalMessages).toBe(n);
    expect(all.summary.totalSessions).toBe(all.total);
    expect(all.week).toHaveLength(7);
    expect(all.week.at(-1).sessions).toBeGreaterThanOrEqual(1);
    expect(all.week.reduce((s: number, d: { messages: number }) => s + d.messages, 0)).toBe(n);

    const today = (await asAdmin('GET', '/api/admin/chat/sessions?range=today')).json();
    expect(today.sessions.map((s: { sessionId: string }) => s.sessionId)).not.toContain(old.sessionId);
    const week = (await asAdmin('GET', '/api/admin/chat/sessions?range=week')).json();
    expect(week.sessions.map((s: { sessionId: string }) => s.sessionId)).toContain(old.sessionId);
    const found = (await asAdmin('GET', '/api/admin/chat/sessions?search=boats')).json();
    expect(found.sessions.map((s: { sessionId: string }) => s.sessionId)).toEqual([old.sessionId]);
    const byId = (await asAdmin('GET', `/api/admin/chat/sessions?search=${a.sessionId.slice(0, 10)}`)).json();
    expect(byId.sessions[0].sessionId).toBe(a.sessionId);
    const oldest = (await asAdmin('GET', '/api/admin/chat/sessions?sort=oldest')).json();
    expect(oldest.sessions[0].sessionId).not.toBe(a.sessionId);

    const msgs = (await asAdmin('GET', `/api/admin/chat/sessions/${a.sessionId}/messages`)).json();
    expect(msgs.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });
});

describe('transcript retention', () => {
  it('the purge job deletes transcripts older than the setting, with their messages', async () => {
    const keep = await newVisitor(t);
    await ask(t, keep, 'How do I donate?');
    const gone = await newVisitor(t);
    await ask(t, gone, 'How do I donate?');
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await t.database.db
      .update(chatSessions)
      .set({ createdAt: longAgo, lastMessageAt: longAgo })
      .where(eq(chatSessions.sessionId, gone.sessionId));
    await t.database.db
      .insert(platformSettings)
      .values({ category: 'chat', key: 'transcriptRetentionDays', value: 30, type: 'number' });
    await t.app.ctx.settings.invalidate();
    await purgeChatTranscripts.run({}, t.app.ctx, { id: 'test', attempt: 1, maxAttempts: 3 });
    const left = await t.database.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.sessionId, gone.sessionId));
    expect(left).toEqual([]);
    expect(
      await t.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, gone.sessionId)),
    ).toEqual([]);
    const kept = await t.database.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.sessionId, keep.sessionId));
    expect(kept).toHaveLength(1);
  });
});
