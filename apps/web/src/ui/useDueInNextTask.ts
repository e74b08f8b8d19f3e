import { useEffect, useState } from 'react'
import { nextTask } from '../services/nextTask'

/**
 * False until a task has passed since `start` first held (true from then on): for rendering part of a component's
 * output in the task after the one that rendered the rest. The effect runs after the browser paints, so what is
 * rendered at once shows first.
 */
export function useDueInNextTask(start: boolean): boolean {
  const [due, setDue] = useState(false)
  const waiting = start && !due
  useEffect(() => {
    if (!waiting) return
    let mounted = true
    void nextTask().then(() => {
      if (mounted) setDue(true)
    })
    return () => {
      mounted = false
    }
  }, [waiting])
  return due
}
