import { useEffect, useState } from 'react'
import { nextTask } from '../services/nextTask'

/**
 * How many of a list's `total` items to render: the first `first` when the list first has items, then `step` more in
 * each following task until all are shown. A list of twenty transactions rendered in one go was one of a page's
 * longest tasks on a slow phone, and its second half in one go the next longest; the rows at the top (what the page
 * shows first) paint first this way. Once all are shown, rows added later (Load more) come at once.
 */
export function useShownInSteps(total: number, first: number, step = first): number {
  const [stepped, setStepped] = useState(0)
  const [done, setDone] = useState(false)
  const shown = done ? total : Math.min(total, first + stepped * step)
  const waiting = !done && total > 0
  useEffect(() => {
    if (!waiting) return
    let mounted = true
    void nextTask().then(() => {
      if (!mounted) return
      // The last step marks the list done in the same render, so rows added after it come at once.
      if (shown + step >= total) setDone(true)
      else setStepped((count) => count + 1)
    })
    return () => {
      mounted = false
    }
  }, [waiting, shown, total, step])
  return shown
}
