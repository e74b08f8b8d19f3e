const adopted = new Set<string>()

/**
 * Applies CSS that a lazily loaded part brings inside its JavaScript (imported with `?inline`), once. Why not a
 * stylesheet of its own: a `<link>` inserted later carries no Subresource Integrity, while the JS chunk holding this
 * text is checked by the import map's integrity like every module (vite.config.ts).
 */
export function adoptStyleSheet(css: string): void {
  if (adopted.has(css) || typeof document === 'undefined' || typeof CSSStyleSheet === 'undefined') return
  adopted.add(css)
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}
