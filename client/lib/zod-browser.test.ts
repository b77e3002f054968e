import { afterEach, describe, expect, it } from 'vitest';
import { config, z } from 'zod';
import { disableZodEval, ZOD_CONFIG_KEY } from './zod-browser';

describe('disableZodEval', () => {
  // The unit files share their worker's modules and globals: the next test and file get zod as it was.
  afterEach(() => {
    delete (config() as { jitless?: boolean }).jitless;
  });

  it('does nothing outside a browser (the server may compile parsers)', () => {
    expect(config().jitless).not.toBe(true);
  });

  it("sets jitless in the global config every copy of zod reads, keeping zod's other settings", () => {
    // The contract this relies on: zod keeps its config on globalThis under that key.
    const global = (globalThis as unknown as Record<string, unknown>)[ZOD_CONFIG_KEY];
    expect(config()).toBe(global);
    const scope = { [ZOD_CONFIG_KEY]: { customError: 'kept' } };
    disableZodEval(scope);
    expect(scope[ZOD_CONFIG_KEY]).toEqual({ customError: 'kept', jitless: true });
    disableZodEval();
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });

  it('creates the config when zod has not loaded yet', () => {
    const scope = {};
    disableZodEval(scope);
    expect(scope).toEqual({ [ZOD_CONFIG_KEY]: { jitless: true } });
  });
});
