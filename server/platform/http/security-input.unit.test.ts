import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_DEPTH, RefusedInput, refusalOf, storableText, textProblem } from './security-input';

const deep = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('text a request brings', () => {
  it('tells control characters and lone surrogates from text, emoji included', () => {
    expect(textProblem('Ñoël 🚗 \u202eRTL 𝔘 ﷽\t\r\n')).toBeNull();
    expect(textProblem('a\u0000b')).toBe('validation:controlCharacters');
    expect(textProblem('a\u0085b')).toBe('validation:controlCharacters');
    for (const broken of ['\ud800x', 'x\ud800', '\udc00', '\ude97\ud83d', '🚗'.slice(0, 1)])
      expect(textProblem(broken), JSON.stringify(broken)).toBe('validation:brokenCharacter');
  });

  it('names each field, keys included, with paths into lists', () => {
    const refusal = refusalOf({ a: 'ok', b: ['x', 'y\ud800'], c: { '\udc00': 1 }, d: { e: 'z\u0001' } });
    expect(refusal).toBeInstanceOf(RefusedInput);
    expect(refusal!.fieldErrors).toEqual({
      'b.1': 'validation:brokenCharacter',
      c: 'validation:brokenCharacter',
      'd.e': 'validation:controlCharacters',
    });
    expect(refusalOf({ a: 'fine', n: 1, t: true, z: null }, 'q', undefined)).toBeNull();
  });

  it('walks any depth without recursion, refusing past MAX_DEPTH under the top-level field', () => {
    for (const depth of [MAX_DEPTH, 10_000, 1_000_000]) {
      const refusal = refusalOf({ answers: deep(depth) });
      expect(refusal?.fieldErrors, String(depth)).toEqual({ answers: 'validation:tooDeep' });
      expect(refusal?.messageKey).toBe('api:tooDeep');
      expect(refusal?.params).toEqual({ max: MAX_DEPTH });
    }
    expect(refusalOf({ answers: deep(MAX_DEPTH - 1) })).toBeNull();
    expect(refusalOf(deep(MAX_DEPTH + 1))?.fieldErrors).toEqual({ '0': 'validation:tooDeep' });
  });

  it('keeps what the libraries after it can walk: JSON.parse takes any depth, zod and JSON.stringify recurse', () => {
    const text = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const parsed: unknown = JSON.parse(text); // V8's parser is iterative
    expect(() => JSON.stringify(parsed)).toThrow(RangeError);
    expect(() => z.json().parse(parsed)).toThrow(RangeError);
    // What the guard lets through, the recursive walkers handle.
    const allowed = { answers: deep(MAX_DEPTH - 1) };
    expect(refusalOf(allowed)).toBeNull();
    expect(z.json().parse(allowed)).toEqual(allowed);
  });

  it('writes refused text down with replacement characters', () => {
    expect(storableText('admin\ud800')).toBe('admin\ufffd');
    expect(storableText('a\u0000b\udc00')).toBe('a\ufffdb\ufffd');
    expect(storableText('🚗 fine')).toBe('🚗 fine');
  });
});
