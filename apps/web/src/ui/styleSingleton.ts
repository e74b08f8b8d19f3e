import { type FC, useEffect } from 'react'

// The build puts this module in place of react-style-singleton 2.2 (vite.config.ts `resolve.alias`), with the same
// three exports and behaviour. That library writes its CSS into a `<style>` element, which the page's CSP blocks
// (style-src has no 'unsafe-inline'); RainbowKit's dialogs use it through react-remove-scroll to lock the page's scroll.
// Here the CSS goes into a constructed stylesheet adopted by the document, which the CSP allows.

/** A stylesheet added by the first `add` and removed by the last matching `remove` (react-style-singleton's API). */
export function stylesheetSingleton(): { add(style: string): void; remove(): void } {
  let counter = 0
  let sheet: CSSStyleSheet | null = null
  return {
    add(style) {
      if (counter === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet()
        sheet.replaceSync(style)
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
      }
      counter++
    },
    remove() {
      counter--
      if (counter === 0 && sheet !== null) {
        const removed = sheet
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== removed)
        sheet = null
      }
    },
  }
}

/** A hook that holds the styles while a component using it is mounted (react-style-singleton's API). */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton()
  return (styles, isDynamic) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: the library's contract: only dynamic styles re-apply.
    useEffect(() => {
      sheet.add(styles)
      return () => sheet.remove()
    }, [styles && isDynamic])
  }
}

/** A component that holds `styles` while mounted (react-style-singleton's API). */
export function styleSingleton(): FC<{ styles: string; dynamic?: boolean }> {
  const useStyle = styleHookSingleton()
  return ({ styles, dynamic }) => {
    useStyle(styles, dynamic)
    return null
  }
}
