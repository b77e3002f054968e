import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../platform/paths';
import { applyHead } from '../../platform/spa';

// The real template (Vite copies its head as is): its default title and description must give way.
const template = readFileSync(join(projectRoot, 'client', 'index.html'), 'utf8');

describe('applyHead on client/index.html', () => {
  it('replaces the default title, description and <html lang> with the rendered ones', () => {
    const html = applyHead(template, {
      head: '<title>Titre</title>\n<meta name="description" content="Desc">',
      lang: 'fr-CA',
    });
    expect(html).toMatch(/<html lang="fr-CA"/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Titre</title>');
    expect(html).toContain('<meta name="description" content="Desc"></head>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('keeps the template as it is when nothing is rendered', () => {
    expect(applyHead(template, '')).toBe(template);
  });
});
