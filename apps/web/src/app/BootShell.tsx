import type { ReactNode } from 'react'
import { Loading } from '../ui/States'

/**
 * The page frame while the app boots: the header's brand and, below, a skeleton or the boot's error. index.html
 * carries the same markup in #root (test/bootShell.test.tsx keeps them equal), so a phone paints the frame as soon
 * as the HTML and stylesheet arrive, before any script has run.
 */
export function BootShell({ children }: { children?: ReactNode }) {
  return (
    <div className="app">
      <header className="header">
        <a className="header__brand" href="/">
          Concord
        </a>
      </header>
      <main id="main" className="main">
        {children ?? <Loading what="Concord" />}
      </main>
    </div>
  )
}
