import { describe, expect, it } from 'vitest';
import { catalogPreloadTags, routePreloadTags, type ViteManifest } from './preload';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_shared.js': { file: 'assets/shared-3.js', imports: ['_react.js'], css: ['assets/shared-3.css'] },
  'features/home/HomePage.tsx': {
    file: 'assets/HomePage-4.js',
    imports: ['index.html', '_react.js', '_shared.js'],
    css: ['assets/HomePage-4.css'],
  },
};

describe('routePreloadTags', () => {
  it("preloads the page's chunk, its own imports and their CSS, not what the entry already loads", () => {
    expect(routePreloadTags(manifest, 'features/home/HomePage.tsx')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-4.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared-3.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/HomePage-4.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/shared-3.css">',
    ]);
  });

  it('adds nothing without a build, a module or a known module', () => {
    expect(routePreloadTags(null, 'features/home/HomePage.tsx')).toEqual([]);
    expect(routePreloadTags(manifest, undefined)).toEqual([]);
    expect(routePreloadTags(manifest, 'features/missing.tsx')).toEqual([]);
  });
});

describe('catalog preloads', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true },
    '../shared/i18n/fr/validation.json': { file: 'assets/validation-fr.js' },
    '../shared/i18n/fr/domain.json': { file: 'assets/domain-fr.js' },
    '../shared/i18n/en/domain.json': { file: 'assets/domain-en.js' },
  };

  it("preloads the startup catalogs of the visitor's language only", () => {
    const tags = catalogPreloadTags(manifest, 'fr').join('\n');
    expect(tags).toContain('href="/assets/validation-fr.js"');
    expect(tags).toContain('href="/assets/domain-fr.js"');
    expect(tags).not.toContain('domain-en');
  });

  it('adds nothing without a build', () => {
    expect(catalogPreloadTags(null, 'en')).toEqual([]);
  });
});
