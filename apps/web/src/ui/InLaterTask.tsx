import { type ReactNode, useEffect, useState } from 'react'
import { nextTask } from '../services/nextTask'

/**
 * Renders `children` in a task after the one that rendered its parent (nothing until then): a page's first render
 * on a slow phone is one long task, and the parts not needed for its main content (the Safe's sidebar, a
 * transaction's panels below its title) cut it in two. The effect runs after the browser paints, so what came first
 * shows first.
 */
export function InLaterTask({ children }: { children: ReactNode }) {
  const [due, setDue] = useState(false)
  useEffect(() => {
    let mounted = true
    void nextTask().then(() => {
      if (mounted) setDue(true)
    })
    return () => {
      mounted = false
    }
  }, [])
  return due ? children : null
}
