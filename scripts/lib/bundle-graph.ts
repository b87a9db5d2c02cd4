import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The chunk an HTML entry loads (its `facadeModuleId` is the HTML file's absolute path), if the bundle has it. */
export const entryChunkOf = (bundle: OutputBundle, htmlPath: string): OutputChunk | undefined =>
  Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry && item.facadeModuleId === htmlPath);

/**
 * The files a chunk brings along, itself and its CSS included: through static imports only (what loads before it
 * runs), or lazy ones too.
 */
export function chunkClosure(bundle: OutputBundle, start: OutputChunk, withLazy: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || !chunk || chunk.type !== 'chunk') return;
    seen.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => {
      seen.add(css);
    });
    [...chunk.imports, ...(withLazy ? chunk.dynamicImports : [])].forEach(visit);
  };
  visit(start.fileName);
  return seen;
}
