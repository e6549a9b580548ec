import { describe, expect, it } from 'vitest';
import { pageAssetLinks } from '../../src/careers/page-assets.ts';
import { composePageDocument, scriptSafeJson } from '../../src/careers/page-document.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Apply</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('composePageDocument', () => {
  const document = composePageDocument(template, {
    head: '<title>Trainee &amp; Co</title>',
    bodyClass: 'brand theme',
    html: '<main>Costs $& and $1 stay as written</main>',
    preloaded: { 'role:hartwell:1': { name: '</script><script>alert(1)</script>' } },
  });

  it('puts the page title in place of the app title', () => {
    expect(document).toContain('<title>Trainee &amp; Co</title>');
    expect(document).not.toContain('<title>Apply</title>');
  });

  it('puts the markup in the root and the body class on the body, text as written', () => {
    expect(document).toContain('<body class="brand theme">');
    expect(document).toContain('<div id="root"><main>Costs $& and $1 stay as written</main></div>');
  });

  it('carries the reads in a data block no text can close early', () => {
    const block = document.match(
      /<script type="application\/json" id="shortlist-preloaded">(.*)<\/script>/,
    )?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('</script>');
    expect(JSON.parse(block ?? '')).toEqual({
      'role:hartwell:1': { name: '</script><script>alert(1)</script>' },
    });
  });

  it('escapes line separators that would break a script', () => {
    expect(scriptSafeJson({ text: 'a\u2028b' })).toBe('{"text":"a\\u2028b"}');
  });
});

describe('pageAssetLinks', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
    'src/screens/ListRoles/ListRolesScreen.tsx': {
      file: 'assets/ListRolesScreen-2.js',
      imports: ['index.html', '_Page-3.js'],
      css: ['assets/ListRolesScreen-2.css'],
    },
    '_Page-3.js': { file: 'assets/Page-3.js', imports: ['index.html'], css: ['assets/Page-3.css'] },
  };

  it("links the screen's chunk, what it imports and their styles, less what the page already has", () => {
    const links = pageAssetLinks(manifest, 'src/screens/ListRoles/ListRolesScreen.tsx', template);
    expect(links.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/ListRolesScreen-2.css">',
      '<link rel="stylesheet" crossorigin href="/assets/Page-3.css">',
      '<link rel="modulepreload" crossorigin href="/assets/ListRolesScreen-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Page-3.js">',
    ]);
  });

  it('links nothing for a module the build does not know', () => {
    expect(pageAssetLinks(manifest, 'src/screens/Gone.tsx', template)).toBe('');
  });
});
