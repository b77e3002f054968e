import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/content';
import { startOpenAiStandin, type OpenAiStandin } from '../../test/support/openai-standin';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

const ORIGIN = { origin: 'http://localhost:5000' };
const body = {
  topic: 'Donner une voiture qui ne roule plus',
  tone: 'friendly',
  length: 'short',
  language: 'fr',
};

function events(text: string) {
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : undefined };
    });
}

describe('POST /api/ai/generate-post with a provider', () => {
  let t: TestApp;
  let standin: OpenAiStandin;
  let editor: string;
  let member: string;
  beforeAll(async () => {
    standin = await startOpenAiStandin(() => ({
      chunks: [
        'TITLE: Donner une voiture ',
        'qui ne roule plus\nEXCERPT: Oui, c’est possible.\nSEO_TITLE: Don de voiture en panne\n',
        'SEO_DESCRIPTION: Comment donner une voiture qui ne roule plus.\n---\n<h2>Oui, ',
        'c’est possible</h2><p>Nous la remorquons <script>alert(1)</script>gratuitement.</p>',
      ],
    }));
    t = await createTestApp({ AI_BASE_URL: standin.url, AI_API_KEY: 'k', AI_MODEL: 'test-model' });
    await addUser(t, 'editor');
    await addUser(t, 'user');
    editor = await login(t, 'editor-user');
    member = await login(t, 'user-user');
  });
  afterAll(async () => {
    await t.close();
    await standin.close();
  });

  it('streams the body to the editor in the post language, then every field, sanitized; saves nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-post',
      headers: { cookie: editor, ...ORIGIN },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const list = events(res.body);
    const text = list
      .filter((e) => e.event === 'text')
      .map((e) => e.data.text)
      .join('');
    expect(text).toBe(
      '<h2>Oui, c’est possible</h2><p>Nous la remorquons <script>alert(1)</script>gratuitement.</p>',
    );
    expect(text).not.toContain('TITLE');
    const done = list.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toEqual({
      title: 'Donner une voiture qui ne roule plus',
      excerpt: 'Oui, c’est possible.',
      seoTitle: 'Don de voiture en panne',
      seoDescription: 'Comment donner une voiture qui ne roule plus.',
      content: '<h2>Oui, c’est possible</h2><p>Nous la remorquons gratuitement.</p>',
      finishReason: 'stop',
    });
    // The model was asked in French, with the topic and the configured model.
    const sent = standin.requests.at(-1)!.body;
    expect(sent.model).toBe('test-model');
    expect(sent.messages![0]!.content).toContain('Canadian French');
    expect(sent.messages![1]!.content).toContain('Donner une voiture qui ne roule plus');
    expect(await t.database.db.select().from(posts)).toHaveLength(0);
  });

  it("asks for the spec's defaults when no tone or length is chosen: professional and helpful, 800-1200 words", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-post',
      headers: { cookie: editor, ...ORIGIN },
      payload: { topic: 'Donating a car with a lien', language: 'en' },
    });
    expect(res.statusCode).toBe(200);
    const sent = standin.requests.at(-1)!.body;
    expect(sent.messages![0]!.content).toContain('Canadian English');
    expect(sent.messages![1]!.content).toContain('Tone: professional and helpful');
    expect(sent.messages![1]!.content).toContain('Length: 800 to 1200 words');
    // Room for 1,200 words and their markup.
    expect(sent.max_tokens).toBeGreaterThanOrEqual(2400);
  });

  it('says the provider is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ai/status', headers: { cookie: editor } });
    expect(res.json()).toEqual({ configured: true, model: 'test-model' });
  });

  it('requires a topic and a language, and staff', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-post',
      headers: { cookie: editor, ...ORIGIN },
      payload: { ...body, topic: '  ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message + JSON.stringify(bad.json().fieldErrors)).toMatch(/enter a title first/i);
    const noLang = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-post',
      headers: { cookie: editor, ...ORIGIN },
      payload: { topic: 'x' },
    });
    expect(noLang.statusCode).toBe(400);
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-post',
      headers: { cookie: member, ...ORIGIN },
      payload: body,
    });
    expect(denied.statusCode).toBe(403);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-post',
      headers: ORIGIN,
      payload: body,
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('POST /api/ai/generate-post when the provider fails', () => {
  it('ends the stream with an error event in the request language', async () => {
    const standin = await startOpenAiStandin(() => ({ status: 500, errorMessage: 'boom' }));
    const t = await createTestApp({ AI_BASE_URL: standin.url, AI_API_KEY: 'k' });
    await addUser(t, 'editor');
    const cookie = await login(t, 'editor-user');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-post',
      headers: { cookie, ...ORIGIN, 'accept-language': 'en' },
      payload: { ...body, language: 'en' },
    });
    const list = events(res.body);
    expect(list.at(-1)).toMatchObject({
      event: 'error',
      data: { message: 'Failed to generate content. Please try again.' },
    });
    expect(list.some((e) => e.event === 'done')).toBe(false);
    await t.close();
    await standin.close();
  });
});

describe('POST /api/ai/generate-post without a provider', () => {
  it('refuses clearly, naming the settings to an admin and telling an editor to ask one, and writes no text', async () => {
    const t = await createTestApp();
    await addUser(t, 'admin');
    const cookie = await login(t, 'admin-user');
    const status = await t.app.inject({ method: 'GET', url: '/api/ai/status', headers: { cookie } });
    expect(status.json()).toEqual({ configured: false, model: 'offline' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-post',
      headers: { cookie, ...ORIGIN, 'accept-language': 'en' },
      payload: body,
    });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toContain('AI_BASE_URL');

    // An editor cannot configure it: told, in French, to ask an administrator, and given no variable.
    await addUser(t, 'editor');
    const editor = await login(t, 'editor-user');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-post',
      headers: { cookie: editor, ...ORIGIN, 'accept-language': 'fr-CA' },
      payload: body,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Aucun rédacteur IA n’est configuré. Demandez à un administrateur de l’installer.',
    );
    expect(refused.json().message).not.toContain('AI_');
    await t.close();
  });
});
