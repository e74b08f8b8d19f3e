import type { ReactNode } from 'react'

/** The tone of a status: what it asks of the user, not just its colour. */
export type StatusTone = 'ok' | 'danger' | 'warning' | 'info' | 'neutral'

/** A short status in a coloured pill; `className` keeps a page's own hooks (tests, list styles). */
export function StatusPill({
  tone,
  children,
  className,
  testId,
}: {
  tone: StatusTone
  children: ReactNode
  className?: string
  testId?: string
}) {
  return (
    <span className={`pill pill--${tone}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {children}
    </span>
  )
}
