import type { Plugin } from 'vite'

/** index.html with `fetchpriority="low"` on its module script and modulepreload links. */
export function lowerScriptPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  )
}

/**
 * Marks the page's scripts as fetched after what paints: index.html carries the boot shell (src/app/BootShell.tsx),
 * which needs only the HTML and the stylesheet, while module scripts never block rendering. At their default (high)
 * priority they compete with the stylesheet on a slow link, and Lighthouse's simulation counts every high-priority
 * script that arrived before the first paint as blocking it. Runs after the SRI plugin, on the HTML it wrote.
 */
export function scriptsAfterShell(): Plugin {
  return {
    name: 'concord:scripts-after-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.html')) {
          file.source = lowerScriptPriority(String(file.source))
        }
      }
    },
  }
}
