import { describe, expect, it } from 'vitest';
import { computeFingerprint, FALLBACK_FINGERPRINT, type FingerprintEnv } from './fingerprint';

const browser: FingerprintEnv = {
  navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', language: 'fr-CA' },
  screen: { width: 1280, height: 900 },
  timezoneOffset: 300,
};

function withCanvas(dataUrl: string): FingerprintEnv {
  const ctx = { textBaseline: '', font: '', fillStyle: '', fillRect: () => {}, fillText: () => {} };
  return {
    ...browser,
    document: { createElement: () => ({ getContext: () => ctx, toDataURL: () => dataUrl }) },
  };
}

describe('browser fingerprint', () => {
  it('is a 32-character base64 string', () => {
    const fp = computeFingerprint(withCanvas('data:image/png;base64,AAAA'));
    expect(fp).toHaveLength(32);
    expect(fp).toMatch(/^[A-Za-z0-9+/]{32}$/);
  });

  it('changes with the canvas rendering and is stable for the same traits', () => {
    expect(computeFingerprint(withCanvas('a'))).toBe(computeFingerprint(withCanvas('a')));
    expect(computeFingerprint(withCanvas('a'))).not.toBe(computeFingerprint(withCanvas('b')));
  });

  it('falls back to the traits without the canvas when no canvas context exists', () => {
    const noContext: FingerprintEnv = {
      ...browser,
      document: { createElement: () => ({ getContext: () => null, toDataURL: () => '' }) },
    };
    const noDocument = computeFingerprint(browser);
    expect(computeFingerprint(noContext)).toBe(noDocument);
    expect(noDocument).toHaveLength(32);
    expect(noDocument).not.toBe(FALLBACK_FINGERPRINT);
  });

  it('falls back to the traits without the canvas when the canvas throws', () => {
    const throwing: FingerprintEnv = {
      ...browser,
      document: {
        createElement: () => {
          throw new Error('blocked');
        },
      },
    };
    expect(computeFingerprint(throwing)).toBe(computeFingerprint(browser));
  });

  it('is the literal fallback_fingerprint when neither the traits nor the canvas are available', () => {
    expect(computeFingerprint({})).toBe('fallback_fingerprint');
    expect(computeFingerprint({ navigator: { userAgent: 'x' } })).toBe('fallback_fingerprint');
  });
});
