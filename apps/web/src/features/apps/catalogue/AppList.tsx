import { AppCard } from './AppCard'
import type { AppEntry } from './appEntry'

/** A titled list of app cards. */
export function AppList({
  title,
  apps,
  isPinned,
  onTogglePin,
  onDetails,
  onRemove,
}: {
  title: string
  apps: AppEntry[]
  isPinned: (url: string) => boolean
  onTogglePin: (url: string) => void
  onDetails: (app: AppEntry) => void
  onRemove?: (url: string) => void
}) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <ul className="app-grid">
        {apps.map((app) => (
          <AppCard
            key={`${app.source}:${app.url}`}
            app={app}
            pinned={isPinned(app.url)}
            onTogglePin={() => onTogglePin(app.url)}
            onDetails={() => onDetails(app)}
            onRemove={onRemove ? () => onRemove(app.url) : undefined}
          />
        ))}
      </ul>
    </section>
  )
}
