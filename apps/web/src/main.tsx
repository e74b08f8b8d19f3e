import './zodJitless'
import './ui/styles.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { Boot, preloadPages } from './app/Boot'
import { WebAppError } from './errors'
import { persistQueryCache } from './query/persistence'
import { createQueryClient } from './query/queryClient'

// The page's code comes in alongside the boot's requests (config, chains), not after them.
preloadPages(window.location.pathname)
const queryClient = createQueryClient()
const root = document.getElementById('root')
if (!root) throw new WebAppError('NO_ROOT_ELEMENT', 'index.html has no #root element: restore it from the repository.')

// Restore the persisted cache before the first render, so a reload paints from it at once.
// The first render is a transition: index.html's shell stays on screen meanwhile, and React renders the app in slices
// a phone's main thread can answer input between, rather than one long task.
persistQueryCache(queryClient, localStorage).finally(() => {
  const app = createRoot(root)
  startTransition(() =>
    app.render(
      <StrictMode>
        <Boot queryClient={queryClient} />
      </StrictMode>,
    ),
  )
})
