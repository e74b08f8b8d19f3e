import type { Plugin } from 'vite'

// react-router ships as one module (dist/*/chunk-*.mjs) for the whole library, framework mode included.
const REACT_ROUTER_CHUNK =
  /node_modules[\\/]react-router[\\/]dist[\\/](development|production)[\\/]chunk-[A-Z0-9]+\.mjs$/

/**
 * Lets Rolldown drop the parts of react-router the app never uses. Its components are made by `React.forwardRef(…)`
 * and `React.memo(…)` calls without a `@__PURE__` mark, and given a `displayName` by top-level assignments: both count
 * as side effects, so `Form`, `ScrollRestoration`, `HistoryRouter`, `Link` with its prefetch helpers … came with every
 * page's first paint whether imported or not. This marks those calls pure and drops the `displayName` assignments
 * (names for React DevTools only). A release that writes them otherwise only keeps the code again:
 * test/budget/firstPaintBudget.test.ts measures the bytes.
 */
export function treeShakeReactRouter(): Plugin {
  return {
    name: 'concord:tree-shake-react-router',
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id)) return null
      return {
        code: code
          .replace(/^[\w$.]+\.displayName = "[^"]*";$/gm, '')
          .replace(/\b(React\d*)\.(forwardRef|memo|createContext)\(/g, '/* @__PURE__ */ $1.$2('),
        // Every line stays where it was (an assignment leaves an empty line): no source map needed for a library.
        map: null,
      }
    },
  }
}
