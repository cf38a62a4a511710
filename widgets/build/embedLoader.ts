import fs from 'node:fs';
import path from 'node:path';
import { minify, type Plugin, type Rollup } from 'vite';
import { DEFAULT_PAGE_SIZE } from '../src/browse/browseQuery.ts';
import { recordFirstRequests } from '../src/embed/firstRequests.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The loader minified like the chunks (Oxc, through Vite); a syntax error fails the build. */
export async function minifyLoader(source: string): Promise<string> {
  const result = await minify('headliner-loader.js', source, { compress: true, mangle: true });
  if (result.errors.length) throw new Error(`Minifying the loader failed: ${result.errors[0]!.message}`);
  return result.code;
}

/** Each element's entry chunk followed by every chunk it imports statically (loaded in parallel). */
export function elementChunks(bundle: OutputBundle, tags: readonly string[]): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, seen: Set<string>): string[] => {
    if (seen.has(file)) return [];
    seen.add(file);
    return [file, ...(byFile.get(file)?.imports ?? []).flatMap((imported) => closure(imported, seen))];
  };
  return Object.fromEntries(
    tags.map((tag) => {
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === tag);
      if (!entry) throw new Error(`No entry chunk for <${tag}>`);
      return [tag, closure(entry.fileName, new Set())];
    }),
  );
}

/**
 * Writes `headliner-loader.js` with every element's chunk list filled in, and ships the
 * hand-written type declarations next to it.
 */
export function embedLoader(options: {
  loaderSource: string;
  declarations: string;
  tags: readonly string[];
  /** The all-in-one script built before; its hashed copy is what the loader imports for several elements. */
  allInOne: string;
}): Plugin {
  return {
    name: 'headliner-embed-loader',
    async generateBundle(_output, bundle) {
      const slots = {
        ELEMENT_CHUNKS: elementChunks(bundle as OutputBundle, options.tags),
        ALL_IN_ONE: hashedCopyOf(options.allInOne),
        FIRST_REQUESTS: { ...(await recordFirstRequests()), pageSize: DEFAULT_PAGE_SIZE },
      };
      const template = fs.readFileSync(options.loaderSource, 'utf8');
      const filled = Object.entries(slots).reduce(
        (source, [slot, value]) => source.replace(`= ${slot};`, `= ${JSON.stringify(value)};`),
        template,
      );
      if (/= (ELEMENT_CHUNKS|ALL_IN_ONE|FIRST_REQUESTS);/.test(filled))
        throw new Error('The loader template has unfilled slots');
      this.emitFile({ type: 'asset', fileName: 'headliner-loader.js', source: await minifyLoader(filled) });
      this.emitFile({
        type: 'asset',
        fileName: path.basename(options.declarations),
        source: fs.readFileSync(options.declarations, 'utf8'),
      });
    },
  };
}

/** The `chunks/<name>-<hash>.js` entry the all-in-one script's fixed-name stub imports. */
function hashedCopyOf(file: string): string {
  const entry = /"\.\/(chunks\/[\w.-]+\.js)"/.exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (!entry || !fs.existsSync(path.join(path.dirname(file), entry)))
    throw new Error(`No hashed entry named in ${file}: build vite.wc-all.config.ts first`);
  return entry;
}

/**
 * A fixed-name module for pages that link the all-in-one script directly: it imports the hashed
 * entry (cached for a year), whose screens for signed-in buyers load as their own chunks.
 */
export function unhashedCopy(fileName: string): Plugin {
  return {
    name: 'headliner-unhashed-copy',
    generateBundle(_output, bundle) {
      const entry = Object.values(bundle).find(
        (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
      );
      if (!entry) throw new Error('No entry chunk to copy');
      this.emitFile({ type: 'asset', fileName, source: `import ${JSON.stringify(`./${entry.fileName}`)};\n` });
    },
  };
}
