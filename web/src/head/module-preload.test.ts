import { describe, expect, it } from 'vitest';
import { lazyModuleOf, modulePreloadLinks, type BuildManifest } from './module-preload';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-2.js'] },
  '_react-2.js': { file: 'assets/react-2.js' },
  'src/game/GamePage.tsx': { file: 'assets/GamePage-3.js', imports: ['_react-2.js', '_Card-4.js'] },
  '_Card-4.js': {
    file: 'assets/Card-4.js',
    imports: ['_react-2.js', '_Tiny-5.js'],
    css: ['assets/Card-4.css'],
  },
  '_Tiny-5.js': { file: 'assets/Tiny-5.js' },
};

describe('modulePreloadLinks', () => {
  it('lists a lazy module, its static imports and their CSS once, leaving out what the page links already', () => {
    const links = modulePreloadLinks(manifest, ['src/game/GamePage.tsx', 'unknown.tsx'], (file) =>
      file.includes('react-'),
    );
    expect(links).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/Card-4.css">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/GamePage-3.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Card-4.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Tiny-5.js">',
    ]);
  });

  it('reads the module from a route handle', () => {
    expect(lazyModuleOf({ lazyModule: 'src/game/GamePage.tsx' })).toBe('src/game/GamePage.tsx');
    expect(lazyModuleOf(undefined)).toBeUndefined();
    expect(lazyModuleOf({ other: 1 })).toBeUndefined();
  });
});
