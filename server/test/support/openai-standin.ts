import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible Chat Completions server on loopback for tests: it speaks the same wire
 * format as the real API (JSON replies, server-sent events with `data: {chunk}` lines and a final
 * `data: [DONE]`, error objects `{ error: { message, type, code } }`) so the real `openai` client is
 * exercised end to end. Each request is answered by a script the test chooses.
 */

export interface StandinRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    max_tokens?: number;
    stream?: boolean;
    [key: string]: unknown;
  };
}

export interface StandinScript {
  /** Text pieces streamed one per chunk (or joined for a non-streamed reply). Default: ['OK']. */
  chunks?: string[];
  /** Pause before each chunk. */
  delayMs?: number;
  /** Answer this HTTP status with an error object instead of a reply. */
  status?: number;
  errorMessage?: string;
  /** After this many chunks, send an error event in the stream and end it. */
  errorAfter?: number;
  /** After this many chunks, stop sending without closing (a stalled provider). */
  stallAfter?: number;
  /** Wait this long before sending the headers at all. */
  headerDelayMs?: number;
  finishReason?: string;
}

export type StandinHandler = (req: StandinRequest) => StandinScript | Promise<StandinScript>;

export interface OpenAiStandin {
  /** Base URL to give the client (…/v1). */
  url: string;
  requests: StandinRequest[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startOpenAiStandin(handler: StandinHandler = () => ({})): Promise<OpenAiStandin> {
  const requests: StandinRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => void answer(req, res));
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    const raw = await readBody(req);
    let body: StandinRequest['body'] = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return sendError(res, 400, 'invalid JSON body');
    }
    const path = (req.url ?? '').split('?')[0] ?? '';
    const request = { path, headers: req.headers, body };
    requests.push(request);
    if (req.method === 'GET' && path === '/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ object: 'list', data: [{ id: 'standin-model', object: 'model' }] }));
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') return sendError(res, 404, 'not found');
    const script = await handler(request);
    if (script.headerDelayMs) await sleep(script.headerDelayMs);
    if (script.status && script.status >= 400)
      return sendError(res, script.status, script.errorMessage ?? 'stand-in error');
    const chunks = script.chunks ?? ['OK'];
    const model = body.model ?? 'standin-model';
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const promptTokens = JSON.stringify(body.messages ?? []).length / 4;
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: chunks.join('') },
              finish_reason: script.finishReason ?? 'stop',
            },
          ],
          usage: {
            prompt_tokens: Math.ceil(promptTokens),
            completion_tokens: chunks.length,
            total_tokens: Math.ceil(promptTokens) + chunks.length,
          },
        }),
      );
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    send({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
    });
    for (let i = 0; i < chunks.length; i++) {
      if (res.destroyed) return;
      if (script.errorAfter === i) {
        send({
          error: {
            message: script.errorMessage ?? 'stand-in failure mid-stream',
            type: 'server_error',
            code: null,
          },
        });
        return res.end();
      }
      if (script.stallAfter === i) return; // keep the connection open, send nothing more
      if (script.delayMs) await sleep(script.delayMs);
      send({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [{ index: 0, delta: { content: chunks[i] }, finish_reason: null }],
      });
    }
    if (script.stallAfter !== undefined && script.stallAfter >= chunks.length) return;
    send({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta: {}, finish_reason: script.finishReason ?? 'stop' }],
    });
    send({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [],
      usage: {
        prompt_tokens: Math.ceil(promptTokens),
        completion_tokens: chunks.length,
        total_tokens: Math.ceil(promptTokens) + chunks.length,
      },
    });
    res.write('data: [DONE]\n\n');
    res.end();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function sendError(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      error: { message, type: status >= 500 ? 'server_error' : 'invalid_request_error', code: null },
    }),
  );
}
