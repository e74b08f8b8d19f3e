// The repo's type-check program has no DOM library (it is Node-side), so the test pages declare the little DOM
// they touch here instead of pulling lib.dom into every package.

/** A window as the pages use it. */
export type PageWindow = {
  parent: PageWindow
  opener: PageWindow | null
  location: { origin: string; href: string; search: string }
  document: PageDocument
  localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void; clear(): void }
  postMessage(message: unknown, targetOrigin: string): void
  addEventListener(type: 'message', listener: (event: PageMessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: PageMessageEvent) => void): void
  open(url: string): PageWindow | null
}

/** The parts of a MessageEvent the pages read. */
export type PageMessageEvent = { data: unknown; origin: string; source: unknown }

/** An iframe element. */
export type PageIFrame = {
  src: string
  id: string
  contentWindow: PageWindow | null
  setAttribute(name: string, value: string): void
  addEventListener(type: 'load', listener: () => void, options?: { once: boolean }): void
  remove(): void
}

type PageDocument = {
  body: { appendChild(node: PageIFrame): void }
  createElement(tag: 'iframe'): PageIFrame
}

/** The page's own window. */
export const page = globalThis as unknown as PageWindow & Record<string, unknown>

/** Query-string parameter of the page's URL. */
export function param(name: string): string | null {
  return new URLSearchParams(page.location.search).get(name)
}

/** Appends an iframe loading `src` and resolves when it loaded. */
export function addFrame(src: string, id: string, beforeLoad?: (frame: PageIFrame) => void): Promise<PageIFrame> {
  const frame = page.document.createElement('iframe')
  frame.id = id
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-forms')
  page.document.body.appendChild(frame)
  beforeLoad?.(frame)
  return new Promise((resolve) => {
    frame.addEventListener('load', () => resolve(frame), { once: true })
    frame.src = src
  })
}
