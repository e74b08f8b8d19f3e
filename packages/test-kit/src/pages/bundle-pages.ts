import { build } from 'esbuild'

/**
 * Bundles test pages for the browser, each entry (`name` → its .ts file) into one ES module served as `/<name>.js`,
 * with the workspace packages taken from their sources.
 */
export async function bundlePages(entries: Record<string, string>): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: '/out',
    conditions: ['source'],
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return new Map(result.outputFiles.map((file) => [file.path.replace('/out/', '/'), file.text]))
}
