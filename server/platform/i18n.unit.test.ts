import { describe, expect, it } from 'vitest';
import { translate } from './i18n';

describe('translate', () => {
  it('gives the message with its parameters in each language, the same when asked again', () => {
    const en = translate('en', 'domain:tax.federal');
    const fr = translate('fr', 'domain:tax.federal');
    expect(en).not.toBe(fr);
    expect(translate('en', 'domain:tax.federal')).toBe(en);
    const amount = (a: unknown) => translate('en', 'domain:tax.corporateDeduction', { amount: a });
    expect(amount('$1,000')).toContain('$1,000');
    expect(amount('$2,000')).toContain('$2,000');
    expect(amount('$1,000')).toContain('$1,000');
  });

  it('never takes one set of parameters for another: values that look alike, other types, objects', () => {
    const key = 'domain:tax.corporateDeduction';
    expect(translate('en', key, { amount: '1' })).toContain('1');
    expect(translate('en', key, { amount: 1 })).toContain('1');
    expect(translate('en', key, { amount: 'a", "b' })).toContain('a", "b');
    expect(translate('en', key, { amount: 'x', other: 'y' })).toContain('x');
    expect(translate('en', key, { amount: 'x=y' })).toContain('x=y');
    expect(translate('en', key, { amount: { toString: () => 'object' } })).toContain('object');
  });
});
