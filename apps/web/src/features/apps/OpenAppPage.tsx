import { Link, useSearchParams } from 'react-router'
import { useCurrentSafe } from '../../services/currentSafe'
import { safePath } from '../../services/safePath'
import { Loading } from '../../ui/States'
import './apps.css'
import { AppView } from './AppView'
import { FirstOpenNotice } from './FirstOpenNotice'
import type { OpenApp } from './resolveOpenApp'
import { UnknownAppWarning } from './UnknownAppWarning'
import { useOpenApp } from './useOpenApp'
import { useOpenGates } from './useOpenGates'

/** `/{shortName}:{safe}/apps/open?appUrl=…`: one app, after the warning (unknown apps) and the first-open notice. */
export function OpenAppPage() {
  const [params] = useSearchParams()
  const appUrl = params.get('appUrl') ?? ''
  const { shortName, address } = useCurrentSafe()
  const appsHref = safePath(shortName, address, 'apps')
  const resolved = useOpenApp(appUrl)
  if (resolved.loading) {
    return (
      <section className="page">
        <Loading what="the app" />
      </section>
    )
  }
  if (!resolved.open) {
    return (
      <section className="page" role="alert">
        <h1>This app cannot be opened</h1>
        <p>
          “{appUrl}” is not the address of a web app: an app address starts with https:// (or http:// for a local app).
        </p>
        <Link className="button" to={appsHref}>
          Back to apps
        </Link>
      </section>
    )
  }
  return <OpenAppSteps key={resolved.open.app.url} open={resolved.open} appsHref={appsHref} />
}

function OpenAppSteps({ open, appsHref }: { open: OpenApp; appsHref: string }) {
  const gates = useOpenGates(open)
  if (gates.stage === 'open') return <AppView open={open} appsHref={appsHref} />
  return (
    <section className="page">
      <h1>Open {open.app.name}</h1>
      {gates.stage === 'unknown' ? (
        <UnknownAppWarning origin={open.origin} appsHref={appsHref} onConsent={gates.consent} />
      ) : (
        <FirstOpenNotice
          app={open.app}
          origin={open.origin}
          newFeatures={gates.newFeatures}
          onAccept={gates.acceptNotice}
        />
      )}
    </section>
  )
}
