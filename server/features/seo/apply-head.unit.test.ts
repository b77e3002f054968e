import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../platform/paths';
import { applyHead, deferScripts } from '../../platform/http/spa';

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

// What Vite writes into the built index.html: the entry script and its static imports.
const built = template
  .replace(/\s*<script type="module" src="\/main.tsx"><\/script>/, '')
  .replace(
    '</head>',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css">\n</head>',
  );

describe('a server-rendered page', () => {
  it('puts the markup in the root and the state right after it', () => {
    const html = applyHead(built, {
      head: '<title>T</title>',
      body: '<main><h1>Hello</h1></main>',
      afterRoot: '<script type="application/json" id="vdc-ssr-state">{}</script>',
    });
    expect(html).toContain(
      '<div id="root"><main><h1>Hello</h1></main></div><script type="application/json" id="vdc-ssr-state">{}</script>',
    );
  });

  it('starts its scripts from /boot.js after the first paint; the stylesheets stay in the head', () => {
    const html = applyHead(built, {
      head: '',
      body: '<h1>Hi</h1>',
      modules: ['/assets/page-4.js', '/assets/react-2.js'],
    });
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain(
      '<script defer src="/boot.js" data-entry="/assets/index-1.js" data-preload="/assets/react-2.js /assets/page-4.js"></script></head>',
    );
  });

  it('leaves a page the browser renders (no body) with its module script', () => {
    const html = applyHead(built, { head: '<title>T</title>' });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).not.toContain('boot.js');
  });

  it('changes nothing without an entry script (no build)', () => {
    expect(deferScripts(template, ['/a.js'])).toBe(template);
  });

  it('is not confused by $ patterns in the markup', () => {
    const html = applyHead(template, { head: '', body: "<p>$& $1 $' costs $5</p>" });
    expect(html).toContain('<div id="root"><p>$& $1 $\' costs $5</p></div>');
  });
});
