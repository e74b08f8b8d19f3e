import { useState } from 'react'
import { Link } from 'react-router'
import { useSafeInfo } from '../../../query/useSafeInfo'
import { QueryView } from '../../../ui/QueryView'
import { AppIcon } from '../catalogue/AppIcon'
import { AppSession } from './AppSession'
import type { OpenApp } from './resolveOpenApp'

/** An open app: its name, icon and origin always above the frame; the frame waits for the Safe's data in memory. */
export function AppView({ open, appsHref }: { open: OpenApp; appsHref: string }) {
  const info = useSafeInfo()
  const [attempt, setAttempt] = useState(0)
  const { app, origin } = open
  return (
    <section className="page app-view" aria-label={`App: ${app.name}`}>
      <header className="app-view__head">
        <AppIcon url={app.iconUrl} name={app.name} size={32} />
        <h1>{app.name}</h1>
        <code className="app-view__origin muted" title="Where this app runs">
          {origin}
        </code>
        {open.known ? null : <span className="tag tag--danger">Not in the catalogue</span>}
        <Link className="button button--small" to={appsHref}>
          All apps
        </Link>
      </header>
      <QueryView query={info} what="the Safe">
        {(safeInfo) => (
          <AppSession
            key={attempt}
            app={app}
            origin={origin}
            safeInfo={safeInfo}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
      </QueryView>
    </section>
  )
}
