import type { ReactNode } from 'react'
import { errorMessage } from '../errors'

/** A loading placeholder that screen readers announce. */
export function Loading({ what }: { what: string }) {
  return (
    <p className="state state--loading" role="status">
      Loading {what}…
    </p>
  )
}

/** An error with what went wrong and a retry button. */
export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <strong>{title}</strong>
      <p>{errorMessage(error)}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  )
}

/** An empty list, with a hint of what would fill it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="state state--empty">{children}</p>
}
