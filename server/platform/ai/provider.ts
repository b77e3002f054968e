import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

/**
 * The one client for a language model (DECISIONS.md §7): any OpenAI-compatible Chat Completions
 * endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL) through the official `openai` package. Without
 * AI_BASE_URL the provider is "not configured": features fall back to their offline behaviour
 * (the assistant's retrieval answers, the post writer's "no writer configured") and never invent text.
 */

export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
}

export type AiChunk =
  { type: 'text'; text: string } | { type: 'done'; finishReason: string; usage?: AiUsage };

export interface AiStreamRequest {
  messages: AiMessage[];
  /** Upper bound on the reply's tokens, sent to the model as max_tokens. */
  maxTokens: number;
  /** Cancels the request (the visitor went away). */
  signal?: AbortSignal;
  /** Whole reply, first byte to last; default AI_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Longest silence between two chunks before the reply counts as stalled; default AI_STALL_MS. */
  stallMs?: number;
  temperature?: number;
}

export type AiErrorCode = 'not_configured' | 'timeout' | 'stalled' | 'http' | 'network' | 'aborted';

export class AiProviderError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
    /** The provider's HTTP status for code 'http'. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

export interface AiCheckResult {
  ok: boolean;
  model: string;
  /** Why it failed, in English for the admin (the provider's own words where it gave any). */
  message?: string;
  /** Round trip of the check, in milliseconds. */
  ms?: number;
}

export interface AiProvider {
  /** False when no AI_BASE_URL is set: callers use their offline behaviour. */
  readonly configured: boolean;
  /** The model that answers, as configured; 'offline' when not configured. Shown to visitors. */
  readonly model: string;
  /** The endpoint's origin for the admin's integrations view (never the key). */
  readonly endpoint: string | null;
  /** Streams one reply. Throws AiProviderError; a stream that started may throw mid-way. */
  stream(req: AiStreamRequest): AsyncIterable<AiChunk>;
  /** A one-token round trip, for "Test the AI provider". Never throws. */
  check(): Promise<AiCheckResult>;
}

export interface AiProviderConfig {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
  stallMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_STALL_MS = 15_000;

export function createAiProvider(config: AiProviderConfig): AiProvider {
  if (!config.baseUrl) return offlineProvider();
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const stallMs = config.stallMs ?? DEFAULT_STALL_MS;
  const model = config.model || 'gpt-4o-mini';
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // Local servers (Ollama, llama.cpp, vLLM) take any key; the client insists on one.
    apiKey: config.apiKey || 'none',
    // Our own timers below decide; a retry would double the visitor's wait and the spend.
    maxRetries: 0,
    timeout: timeoutMs,
  });

  async function* stream(req: AiStreamRequest): AsyncIterable<AiChunk> {
    const controller = new AbortController();
    let reason: AiErrorCode | null = null;
    const abort = (why: AiErrorCode) => {
      reason ??= why;
      controller.abort();
    };
    const onCallerAbort = () => abort('aborted');
    if (req.signal?.aborted) throw new AiProviderError('aborted', 'The request was cancelled');
    req.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const whole = setTimeout(() => abort('timeout'), req.timeoutMs ?? timeoutMs);
    const silence = req.stallMs ?? stallMs;
    let stallTimer = setTimeout(() => abort('stalled'), silence);
    const resetStall = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => abort('stalled'), silence);
    };
    try {
      const response = await client.chat.completions.create(
        {
          model,
          messages: req.messages,
          max_tokens: req.maxTokens,
          stream: true,
          stream_options: { include_usage: true },
          ...(req.temperature === undefined ? {} : { temperature: req.temperature }),
        },
        { signal: controller.signal },
      );
      let finishReason = 'stop';
      let usage: AiUsage | undefined;
      for await (const chunk of response) {
        resetStall();
        const choice = chunk.choices?.[0];
        const text = choice?.delta?.content;
        if (text) yield { type: 'text', text };
        if (choice?.finish_reason) finishReason = choice.finish_reason;
        if (chunk.usage)
          usage = {
            promptTokens: chunk.usage.prompt_tokens,
            completionTokens: chunk.usage.completion_tokens,
          };
      }
      if (reason) throw new AiProviderError(reason, messageFor(reason));
      yield { type: 'done', finishReason, usage };
    } catch (err) {
      throw toProviderError(err, reason);
    } finally {
      clearTimeout(whole);
      clearTimeout(stallTimer);
      req.signal?.removeEventListener('abort', onCallerAbort);
      controller.abort();
    }
  }

  return {
    configured: true,
    model,
    endpoint: safeOrigin(config.baseUrl),
    stream,
    async check() {
      const started = Date.now();
      try {
        let replied = false;
        for await (const chunk of stream({
          messages: [{ role: 'user', content: 'Reply with the word OK.' }],
          maxTokens: 5,
          timeoutMs: Math.min(timeoutMs, 20_000),
        })) {
          if (chunk.type === 'text' || chunk.type === 'done') replied = true;
        }
        return { ok: replied, model, ms: Date.now() - started };
      } catch (err) {
        const e = err instanceof AiProviderError ? err : toProviderError(err, null);
        return { ok: false, model, message: e.message, ms: Date.now() - started };
      }
    },
  };
}

function offlineProvider(): AiProvider {
  return {
    configured: false,
    model: 'offline',
    endpoint: null,
    // eslint-disable-next-line require-yield
    async *stream() {
      throw new AiProviderError('not_configured', 'No AI provider is configured (AI_BASE_URL)');
    },
    async check() {
      return { ok: false, model: 'offline', message: 'No AI provider is configured (AI_BASE_URL)' };
    },
  };
}

function messageFor(code: AiErrorCode): string {
  switch (code) {
    case 'timeout':
      return 'The AI provider took too long to answer';
    case 'stalled':
      return 'The AI provider stopped sending its answer';
    case 'aborted':
      return 'The request was cancelled';
    case 'network':
      return 'The AI provider could not be reached';
    default:
      return 'The AI provider failed';
  }
}

function toProviderError(err: unknown, reason: AiErrorCode | null): AiProviderError {
  if (err instanceof AiProviderError) return err;
  // Our own timers abort the request: say which one, not "aborted".
  if (reason) return new AiProviderError(reason, messageFor(reason));
  if (err instanceof APIUserAbortError) return new AiProviderError('aborted', messageFor('aborted'));
  if (err instanceof APIConnectionTimeoutError) return new AiProviderError('timeout', messageFor('timeout'));
  if (err instanceof APIConnectionError) return new AiProviderError('network', messageFor('network'));
  if (err instanceof APIError && err.status !== undefined)
    return new AiProviderError(
      'http',
      `The AI provider answered ${err.status}: ${clip(err.message)}`,
      err.status,
    );
  // An error event inside the stream (the server wrote `{"error": …}` mid-way) or a broken body.
  const message = err instanceof Error ? err.message : String(err);
  return new AiProviderError('http', `The AI provider failed: ${clip(message)}`);
}

const clip = (s: string) => (s.length > 200 ? `${s.slice(0, 200)}…` : s);

function safeOrigin(url: string): string | null {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/$/, '')}`;
  } catch {
    return null;
  }
}
