import { build, type Rollup } from 'vite';

/**
 * A module of the repository bundled into one classic script with everything it imports, built as
 * the app is (production mode), for a test or benchmark to run in a page of the app's origin.
 */
export async function bundlePageScript(entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['iife'], name: 'pageScript' },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })) as Rollup.RollupOutput[];
  const chunk = output[0]?.output.find((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (!chunk) throw new Error(`${entry} did not bundle`);
  return chunk.code;
}
