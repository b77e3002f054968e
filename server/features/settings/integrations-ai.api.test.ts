import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandin, type OpenAiStandin } from '../../test/support/openai-standin';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

/** "Test the AI provider" against a loopback stand-in speaking the OpenAI wire format. */
describe('POST /api/admin/integrations/test-ai with a configured provider', () => {
  let standin: OpenAiStandin;
  let t: TestApp;
  let admin: string;
  let failing = false;

  beforeAll(async () => {
    standin = await startOpenAiStandin(() =>
      failing ? { status: 401, errorMessage: 'Incorrect API key provided' } : { chunks: ['OK'] },
    );
    t = await createTestApp({ AI_BASE_URL: standin.url, AI_API_KEY: 'test-key', AI_MODEL: 'stand-in-model' });
    await addUser(t, 'admin', 'ai-check-admin');
    admin = await login(t, 'ai-check-admin');
  });
  afterAll(async () => {
    await t?.close();
    await standin?.close();
  });

  const check = () =>
    t.app.inject({ method: 'POST', url: '/api/admin/integrations/test-ai', headers: { cookie: admin } });

  it('asks the model and says it answered', async () => {
    const res = await check();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, model: 'stand-in-model' });
    expect(standin.requests.length).toBeGreaterThan(0);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/integrations',
      headers: { cookie: admin },
    });
    const ai = list.json().integrations.find((i: { service: string }) => i.service === 'ai');
    expect(ai).toMatchObject({ implementation: 'openai' });
    expect(ai.detail).toContain('stand-in-model');
    expect(ai.detail).not.toContain('test-key');
  });

  it("reports the provider's refusal without failing the request", async () => {
    failing = true;
    const res = await check();
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(false);
    expect(res.json().message).toMatch(/401|Incorrect API key/);
  });
});
