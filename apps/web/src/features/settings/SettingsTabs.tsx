import { Link } from 'react-router'
import { useCurrentSafe } from '../../services/currentSafe'
import { safePath } from '../../services/safePath'
import { SETTINGS_TABS, type SettingsTabId } from './settingsTabs'

/** The row of Settings tabs: links, so each tab has a URL to share and the back button walks them. */
export function SettingsTabs({ current }: { current: SettingsTabId }) {
  const { shortName, address } = useCurrentSafe()
  return (
    <nav aria-label="Settings sections" className="settings-tabs">
      {SETTINGS_TABS.map((tab) => (
        <Link
          key={tab.id}
          to={safePath(shortName, address, `settings/${tab.id}`)}
          className={`settings-tabs__link${tab.id === current ? ' settings-tabs__link--current' : ''}`}
          aria-current={tab.id === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  )
}
