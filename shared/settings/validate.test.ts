import { describe, expect, it } from 'vitest';
import { settingDefault } from './defaults';
import { checkSettingValue } from './validate';

describe('decimal settings', () => {
  const rating = settingDefault('business', 'claimRating')!;
  it('takes two decimals that binary floating point cannot hold exactly (4.6, 4.9, 0.29)', () => {
    for (const v of [4.6, 4.9, 0.29, '4.35'])
      expect(checkSettingValue(rating, v)).toMatchObject({ ok: true });
  });
  it('refuses a third decimal and a value past the maximum', () => {
    expect(checkSettingValue(rating, 4.555)).toMatchObject({
      ok: false,
      message: 'settings:errors.decimals',
    });
    expect(checkSettingValue(rating, 6)).toMatchObject({ ok: false, message: 'settings:errors.range' });
  });
});
