import { describe, expect, it } from 'vitest';
import { serializeSsrState } from './ssr';

describe('serializeSsrState', () => {
  it('cannot close its <script> element or open a comment, and reads back the same', () => {
    const state = {
      language: 'en' as const,
      queries: [{ key: ['/api/x'], data: { text: '</script><script>alert(1)</script><!-- & \u2028' } }],
    };
    const json = serializeSsrState(state);
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual(state);
  });
});
