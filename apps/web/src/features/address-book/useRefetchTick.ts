import { useEffect, useState } from 'react'

/**
 * A counter that goes up when the tab regains focus or becomes visible, and every `intervalMs` while it is visible:
 * what another browser changed at the gateway is read again then, without a reload.
 */
export function useRefetchTick(intervalMs: number): number {
  const [tick, setTick] = useState(0)
  useEffect(() => {
    const bump = () => {
      if (document.visibilityState === 'visible') setTick((t) => t + 1)
    }
    const timer = setInterval(bump, intervalMs)
    window.addEventListener('focus', bump)
    document.addEventListener('visibilitychange', bump)
    return () => {
      clearInterval(timer)
      window.removeEventListener('focus', bump)
      document.removeEventListener('visibilitychange', bump)
    }
  }, [intervalMs])
  return tick
}
