import { QueryView } from '../../ui/QueryView'
import { EmptyState } from '../../ui/States'
import { AppDetailsDialog } from './catalogue/AppDetailsDialog'
import { AppList } from './catalogue/AppList'
import { AddCustomAppForm } from './custom-app/AddCustomAppForm'
import './apps.css'
import { useCatalogue } from './catalogue/useCatalogue'

/** The Apps page: the chain's catalogue (search, tag filter, pins, details) and the apps the user added by URL. */
export function AppsPage() {
  const c = useCatalogue()
  const cardProps = { isPinned: c.lists.isPinned, onTogglePin: c.lists.togglePin, onDetails: c.setDetailed }
  return (
    <section className="page">
      <h1>Apps</h1>
      <search className="apps-filters">
        <label className="field">
          <span>Search apps</span>
          <input type="search" value={c.query} onChange={(e) => c.setQuery(e.target.value)} />
        </label>
        <label className="field">
          <span>Tag</span>
          <select value={c.tag} onChange={(e) => c.setTag(e.target.value)}>
            <option value="">All tags</option>
            {c.tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </label>
      </search>
      {c.pinned.length ? <AppList title="Pinned apps" apps={c.pinned} {...cardProps} /> : null}
      <QueryView query={c.catalogue} what="the app catalogue">
        {() =>
          c.visible.length ? (
            <AppList title="All apps" apps={c.visible} {...cardProps} />
          ) : (
            <EmptyState>No app matches this search.</EmptyState>
          )
        }
      </QueryView>
      {c.custom.length ? (
        <AppList title="My custom apps" apps={c.custom} {...cardProps} onRemove={c.lists.removeCustom} />
      ) : null}
      <AddCustomAppForm onAdded={c.lists.addCustom} />
      {c.detailed ? <AppDetailsDialog app={c.detailed} onClose={() => c.setDetailed(null)} /> : null}
    </section>
  )
}
