import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBED_SNIPPET, fillEmbedSnippet } from '../src/embed/snippet';

const README = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

/** The first ```html block after a heading. */
function htmlBlockAfter(heading: string): string {
  const start = README.indexOf(heading);
  const block = /```html\n([\s\S]*?)\n```/.exec(README.slice(start));
  if (start < 0 || !block) throw new Error(`No html block after ${heading}`);
  return block[1]!;
}

describe('the embed snippet', () => {
  it('is the README’s copy-paste snippet, verbatim', () => {
    expect(htmlBlockAfter('### Copy-paste snippet')).toBe(EMBED_SNIPPET);
  });

  it('fills in the marketplace and the key everywhere and nothing else', () => {
    const filled = fillEmbedSnippet('https://book.agency.com/', 'pk_live_abcdefghijklmnop');
    expect(filled).not.toContain('MARKETPLACE');
    expect(filled).not.toContain('pk_live_…');
    expect(filled.match(/https:\/\/book\.agency\.com/g)).toHaveLength(4);
    expect(filled.match(/pk_live_abcdefghijklmnop/g)).toHaveLength(3);
    expect(filled).toContain('<script src="https://book.agency.com/embed/headliner-loader.js" async></script>');
  });
});
