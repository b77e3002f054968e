import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('Select', () => {
  it("every Select comes from client/ui/Select (stylesheets and aria-expanded), not from Mantine's directly", () => {
    const direct = readdirSync('client', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && f !== join('ui', 'Select.tsx'))
      .filter((f) => {
        const source = readFileSync(join('client', f), 'utf8');
        return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].some(
          ([, names = '']) => names.split(',').some((n) => n.trim().split(/\s+as\s+/)[0] === 'Select'),
        );
      });
    expect(direct).toEqual([]);
  });
});
