import { afterEach, describe, expect, it } from 'vitest';
import { startOpenAiStandin, type OpenAiStandin } from '../../test/support/openai-standin';
import { AiProviderError, createAiProvider, type AiChunk } from './provider';

let standin: OpenAiStandin | undefined;
afterEach(async () => {
  await standin?.close();
  standin = undefined;
});

async function collect(iter: AsyncIterable<AiChunk>) {
  const chunks: AiChunk[] = [];
  for await (const c of iter) chunks.push(c);
  return chunks;
}

const ask = [{ role: 'user' as const, content: 'Do you take cars that do not run?' }];

describe('AI provider (OpenAI-compatible, through the real openai client)', () => {
  it('is offline without AI_BASE_URL: model "offline", a stream refuses, the check says why', async () => {
    const ai = createAiProvider({});
    expect(ai.configured).toBe(false);
    expect(ai.model).toBe('offline');
    await expect(collect(ai.stream({ messages: ask, maxTokens: 10 }))).rejects.toMatchObject({
      code: 'not_configured',
    });
    expect(await ai.check()).toMatchObject({ ok: false, model: 'offline' });
  });

  it('streams the pieces in order, sends the model, messages and max_tokens, reports usage', async () => {
    standin = await startOpenAiStandin(() => ({ chunks: ['Yes, ', 'running ', 'or not.'] }));
    const ai = createAiProvider({ baseUrl: standin.url, apiKey: 'k-test', model: 'llama3.1:8b' });
    expect(ai.model).toBe('llama3.1:8b');
    const chunks = await collect(ai.stream({ messages: ask, maxTokens: 50 }));
    expect(chunks.filter((c) => c.type === 'text').map((c) => (c as { text: string }).text)).toEqual([
      'Yes, ',
      'running ',
      'or not.',
    ]);
    const done = chunks.at(-1);
    expect(done).toMatchObject({ type: 'done', finishReason: 'stop' });
    expect(done?.type === 'done' && done.usage?.completionTokens).toBe(3);
    const sent = standin.requests[0]!;
    expect(sent.body).toMatchObject({ model: 'llama3.1:8b', max_tokens: 50, stream: true, messages: ask });
    expect(sent.headers.authorization).toBe('Bearer k-test');
  });

  it('an HTTP error from the provider becomes code "http" with its status', async () => {
    standin = await startOpenAiStandin(() => ({ status: 429, errorMessage: 'Rate limit reached' }));
    const ai = createAiProvider({ baseUrl: standin.url });
    const err = await collect(ai.stream({ messages: ask, maxTokens: 10 })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiProviderError);
    expect(err).toMatchObject({ code: 'http', status: 429 });
    expect(standin.requests).toHaveLength(1); // no silent retry doubling the spend
  });

  it('an error event mid-stream is thrown after the pieces already received', async () => {
    standin = await startOpenAiStandin(() => ({ chunks: ['One ', 'two ', 'three'], errorAfter: 2 }));
    const ai = createAiProvider({ baseUrl: standin.url });
    const got: string[] = [];
    const err = await (async () => {
      for await (const c of ai.stream({ messages: ask, maxTokens: 10 }))
        if (c.type === 'text') got.push(c.text);
    })().catch((e: unknown) => e);
    expect(got).toEqual(['One ', 'two ']);
    expect(err).toBeInstanceOf(AiProviderError);
    expect((err as AiProviderError).code).toBe('http');
  });

  it('a provider that stops sending is cut off as "stalled"', async () => {
    standin = await startOpenAiStandin(() => ({ chunks: ['Hello', ' there'], stallAfter: 1 }));
    const ai = createAiProvider({ baseUrl: standin.url, stallMs: 300 });
    const err = await collect(ai.stream({ messages: ask, maxTokens: 10 })).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'stalled' });
  });

  it('a reply slower than the whole-reply timeout ends as "timeout"', async () => {
    standin = await startOpenAiStandin(() => ({ chunks: ['a', 'b', 'c', 'd'], delayMs: 200 }));
    const ai = createAiProvider({ baseUrl: standin.url, timeoutMs: 1000, stallMs: 5000 });
    const err = await collect(ai.stream({ messages: ask, maxTokens: 10, timeoutMs: 350 })).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: 'timeout' });
  });

  it("the caller's abort ends the request as 'aborted'", async () => {
    standin = await startOpenAiStandin(() => ({ chunks: ['a', 'b', 'c'], delayMs: 300 }));
    const ai = createAiProvider({ baseUrl: standin.url });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const err = await collect(ai.stream({ messages: ask, maxTokens: 10, signal: controller.signal })).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: 'aborted' });
  });

  it('an unreachable endpoint is "network"; check() reports it without throwing', async () => {
    const ai = createAiProvider({ baseUrl: 'http://127.0.0.1:9/v1' });
    const err = await collect(ai.stream({ messages: ask, maxTokens: 10 })).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'network' });
    const check = await ai.check();
    expect(check.ok).toBe(false);
    expect(check.message).toMatch(/could not be reached/);
  });

  it('check() succeeds against a working endpoint', async () => {
    standin = await startOpenAiStandin(() => ({ chunks: ['OK'] }));
    const ai = createAiProvider({ baseUrl: standin.url, model: 'm1' });
    expect(await ai.check()).toMatchObject({ ok: true, model: 'm1' });
    expect(standin.requests[0]!.body.max_tokens).toBe(5);
  });
});
