import { type ComponentType, useEffect, useState } from 'react'
import { nextTask } from '../services/nextTask'
import { ErrorState, Loading } from './States'

/**
 * A part of a page whose code loads once the rest has rendered: `load` resolves to its component, shown with `props`.
 * Says what is loading meanwhile (`what`), and when the load fails says so (`failed`) with a retry that loads again.
 * State and an effect rather than React.lazy in Suspense, as for the pages (app/declarativeRoutes.tsx). The part renders
 * a task after its code has loaded: its modules are evaluated in the task that loaded the last of them, and that plus
 * the part's first render was one long task on a phone.
 */
export function LatePart<P extends object>(part: {
  load: () => Promise<ComponentType<P>>
  props: P
  what: string
  failed: string
}) {
  const { load } = part
  const [loaded, setLoaded] = useState<{ Part: ComponentType<P> } | null>(null)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  useEffect(() => {
    if (failure) return
    let mounted = true
    load().then(
      (Part) => nextTask().then(() => mounted && setLoaded({ Part })),
      (error: unknown) => mounted && setFailure({ error }),
    )
    return () => {
      mounted = false
    }
  }, [load, failure])
  if (loaded) return <loaded.Part {...part.props} />
  if (failure) return <ErrorState title={part.failed} error={failure.error} onRetry={() => setFailure(null)} />
  return <Loading what={part.what} />
}
