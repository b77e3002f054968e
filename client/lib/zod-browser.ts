/**
 * Zod compiles fast parsers with `new Function` when it may. The Content-Security-Policy forbids eval,
 * and the browser reports every refused attempt, even a caught one (DevTools' Issues panel; Lighthouse's
 * best-practices audit `inspector-issues` fails on it). Zod probes once, when it builds its first object
 * schema, unless its global config says `jitless`.
 *
 * That config is one object on `globalThis`, shared by every copy of zod, so it is set here without
 * importing zod: main.tsx imports this module first, before any chunk that builds a schema. (Calling
 * zod's `config()` from a page module was too late: a shared module's schemas are built when its chunk
 * is evaluated, before the page module that imported this file runs.) Modules that build schemas keep
 * importing it, for other entries and tests.
 *
 * In the browser only: the server renders the same modules, and its zod may compile its parsers.
 */
export const ZOD_CONFIG_KEY = '__zod_globalConfig';

export function disableZodEval(scope: object = globalThis): void {
  const holder = scope as Record<typeof ZOD_CONFIG_KEY, Record<string, unknown> | undefined>;
  holder[ZOD_CONFIG_KEY] = Object.assign(holder[ZOD_CONFIG_KEY] ?? {}, { jitless: true });
}

if (typeof document !== 'undefined') disableZodEval();
