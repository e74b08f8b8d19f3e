import { useCallback, useEffect, useState } from 'react'
import { useLocation } from 'react-router'

/** Open/closed state of a menu or drawer that closes by itself on navigation and on Escape. */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  // A link followed inside the menu lands on a new page: the menu has done its job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to the path changing
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
  const toggle = useCallback(() => setOpen((value) => !value), [])
  const close = useCallback(() => setOpen(false), [])
  return { open, toggle, close }
}
