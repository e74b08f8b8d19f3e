import type { ReactNode } from 'react'
import { useDueInNextTask } from './useDueInNextTask'

/**
 * Renders `children` in a task after the one that rendered its parent (`fallback`, which may hold the part's place,
 * until then): a page's first render on a slow phone is one long task, and the parts not needed for its main content
 * (the Safe's sidebar, a transaction's hashes and raw fields below its calls) cut it in two.
 */
export function InLaterTask({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useDueInNextTask(true) ? children : fallback
}
