import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { errorMessage } from '../errors'
import { Inbox } from './icons'
import { Skeleton } from './Skeleton'

/** A loading placeholder: skeleton bars that screen readers announce as "Loading {what}…". */
export function Loading({ what, lines }: { what: string; lines?: number | undefined }) {
  return <Skeleton what={what} lines={lines} />
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

/** The next step an empty state offers: a link to a page (relative to the current one) or a button. */
export type EmptyAction = { label: string; to: string } | { label: string; onClick: () => void }

/** An empty list: an icon, what would fill it and, when there is one, the next step as a button. */
export function EmptyState({ children, action }: { children: ReactNode; action?: EmptyAction | undefined }) {
  return (
    <div className="state state--empty">
      <Inbox size={28} aria-hidden="true" className="state__icon" />
      <p>{children}</p>
      {action ? <EmptyActionButton action={action} /> : null}
    </div>
  )
}

function EmptyActionButton({ action }: { action: EmptyAction }) {
  if ('to' in action) {
    return (
      <Link className="button button--primary" to={action.to} relative="path">
        {action.label}
      </Link>
    )
  }
  return (
    <button type="button" className="button button--primary" onClick={action.onClick}>
      {action.label}
    </button>
  )
}
