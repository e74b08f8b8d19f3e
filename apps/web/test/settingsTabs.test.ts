import { describe, expect, test } from 'vitest'
import { SETTINGS_TABS, settingsTabOf } from '../src/features/settings/settingsTabs'

// Issue 35 point 4: Settings in tabs with URLs, so a link lands on its tab.
describe('settings tabs', () => {
  test('setup, spending limits, apps, alerts, notifications, data and security, each named by its URL segment; none is setup', () => {
    expect(SETTINGS_TABS.map((tab) => tab.id)).toEqual([
      'setup',
      'spending-limits',
      'apps',
      'alerts',
      'notifications',
      'data',
      'security',
    ])
    expect(settingsTabOf(undefined)).toBe('setup')
    expect(settingsTabOf('alerts')).toBe('alerts')
    expect(settingsTabOf('owners')).toBeNull()
  })
})
