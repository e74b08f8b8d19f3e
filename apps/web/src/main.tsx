import './zodJitless'
import './ui/styles.css'
import { timeoutManager } from '@tanstack/react-query'
import { options } from 'preact'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Boot, preloadPages } from './app/Boot'
import { warmIntlFormatters } from './app/warmIntlFormatters'
import { WebAppError } from './errors'
import { createCoalescedTimers } from './query/coalescedTimers'
import { persistQueryCache } from './query/persistence'
import { createQueryClient } from './query/queryClient'
import { afterNextPaint } from './services/afterNextPaint'
import { nextTask } from './services/nextTask'
import { warmSafeParam } from './services/safePath'

// The page's code comes in alongside the boot's requests (config, chains), not after them; matching the routes runs in
// a task after the one that evaluated the app's modules, and checksumming the Safe's address in the URL in another.
void nextTask()
  .then(() => preloadPages(window.location.pathname))
  .then(nextTask)
  .then(() => warmSafeParam(window.location.pathname))
// Effects run after the next paint, as Preact's own scheduling has them, with fewer timer calls (afterNextPaint).
options.requestAnimationFrame = afterNextPaint
// Before any query exists: timers set by one backend cannot be cleared by another.
timeoutManager.setTimeoutProvider(createCoalescedTimers())
const queryClient = createQueryClient()
const root = document.getElementById('root')
if (!root) throw new WebAppError('NO_ROOT_ELEMENT', 'index.html has no #root element: restore it from the repository.')

// Restore the persisted cache before the first render, so a reload paints from it at once. `react` and `react-dom`
// are Preact's compat layer here (build/preactAliases.ts): index.html's shell stays on screen until this render. The
// restore (parsing the stored JSON) and the render each run in a task of their own, not in the one that evaluated the
// app's modules: three shorter tasks block less than one long one.
nextTask()
  .then(() => persistQueryCache(queryClient, localStorage))
  .catch(() => undefined)
  .then(nextTask)
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <Boot queryClient={queryClient} />
      </StrictMode>,
    )
    warmIntlFormatters()
  })
