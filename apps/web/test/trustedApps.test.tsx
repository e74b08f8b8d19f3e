// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { featuresNotOffered } from '../src/features/apps/permissions/firstOpenNotice'
import { TrustedAppsList } from '../src/features/apps/permissions/TrustedAppsList'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

// Issue 35 point 10: Settings → Apps lists the apps trusted in this browser, each revocable.
describe('Settings → Apps: trusted apps', () => {
  test('lists each app opened past its notice; "Stop trusting" makes its notice show again on the next open', () => {
    const notices = { 'https://one.example/app': ['camera'], 'https://two.example': [] }
    localStorage.setItem('concord.apps.noticeRead', JSON.stringify(notices))
    render(<TrustedAppsList />)
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('code')?.textContent)).toEqual([
      'https://one.example/app',
      'https://two.example',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Stop trusting https://one.example/app' }))
    expect(screen.queryByText('https://one.example/app')).toBeNull()
    // Null: the notice was never read, so the app shows it (and offers its features) again.
    expect(featuresNotOffered('https://one.example/app', ['camera'])).toBeNull()
    expect(featuresNotOffered('https://two.example', [])).toEqual([])
  })

  test('says so when no app is trusted', () => {
    render(<TrustedAppsList />)
    screen.getByText('No app was opened past its notice in this browser.')
  })
})
