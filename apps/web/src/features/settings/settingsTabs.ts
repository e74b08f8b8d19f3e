/** The Settings page's tabs, each at its own URL (`settings/<id>`; `settings` alone is the first). */
export const SETTINGS_TABS = [
  { id: 'setup', label: 'Setup' },
  { id: 'spending-limits', label: 'Spending limits' },
  { id: 'apps', label: 'Apps' },
  { id: 'alerts', label: 'Alerts' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'data', label: 'Data' },
  { id: 'security', label: 'Security' },
] as const

/** A tab's id. */
export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id']

/** The tab a URL segment names: the first tab for none, null for a name that is no tab. */
export function settingsTabOf(segment: string | undefined): SettingsTabId | null {
  if (segment === undefined || segment === '') return 'setup'
  return SETTINGS_TABS.find((tab) => tab.id === segment)?.id ?? null
}
