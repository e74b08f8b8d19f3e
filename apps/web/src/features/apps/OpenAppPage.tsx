import { Link, useSearchParams } from 'react-router'
import { useCurrentSafe } from '../../services/currentSafe'
import { safePath } from '../../services/safePath'
import { Loading } from '../../ui/States'
import './apps.css'
import { appUrlProblem } from './catalogue/appUrlProblem'
import { AppView } from './frame/AppView'
import { FirstOpenNotice } from './frame/FirstOpenNotice'
import type { OpenApp } from './frame/resolveOpenApp'
import { UnknownAppWarning } from './frame/UnknownAppWarning'
import { useOpenApp } from './frame/useOpenApp'
import { useOpenGates } from './frame/useOpenGates'

/** `/{shortName}:{safe}/apps/open?appUrl=…`: one app, after the warning (unknown apps) and the first-open notice. */
export function OpenAppPage() {
  const [params] = useSearchParams()
  const appUrl = params.get('appUrl') ?? ''
  const { shortName, address } = useCurrentSafe()
  const appsHref = safePath(shortName, address, 'apps')
  const resolved = useOpenApp(appUrl)
  // Refused before anything of the app is shown, whatever the lists or its manifest say.
  const problem = appUrlProblem(appUrl, window.location.origin)
  if (problem) return <CannotOpen problem={problem} appsHref={appsHref} />
  if (resolved.loading) {
    return (
      <section className="page">
        <Loading what="the app" />
      </section>
    )
  }
  // resolveOpenApp refuses exactly the addresses appUrlProblem refuses: this is a guard for the types.
  if (!resolved.open) return <CannotOpen problem={`“${appUrl}” cannot be opened.`} appsHref={appsHref} />
  return <OpenAppSteps key={resolved.open.app.url} open={resolved.open} appsHref={appsHref} />
}

function CannotOpen({ problem, appsHref }: { problem: string; appsHref: string }) {
  return (
    <section className="page" role="alert">
      <h1>This app cannot be opened</h1>
      <p>{problem}</p>
      <Link className="button" to={appsHref}>
        Back to apps
      </Link>
    </section>
  )
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
