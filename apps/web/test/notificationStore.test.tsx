// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import type { NewNotification } from '../src/features/notifications/notification'
import {
  addNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  subscribeNotifications,
} from '../src/features/notifications/notificationStore'

const entry = (id: string): NewNotification => ({
  id,
  kind: 'proposed',
  chainId: '31337',
  safe: 'dev:0x0000000000000000000000000000000000000001',
  title: 'Transaction proposed',
  text: 'Transaction 1: 1/2 signatures',
  link: '/dev:0x0000000000000000000000000000000000000001/transactions/queue',
  forYou: false,
})

beforeEach(() => {
  localStorage.clear()
  // Any write reloads the list from localStorage: the module's copy starts empty too.
  markAllNotificationsRead()
})

describe('the notification centre’s store (localStorage, shared by the tabs of a profile)', () => {
  test('newest first; the same event heard twice is kept once; read one, read all; kept across a reload', () => {
    expect(addNotification(entry('a'), 1)).toMatchObject({ id: 'a', read: false, createdAt: 1 })
    expect(addNotification(entry('b'), 2)).not.toBeNull()
    expect(addNotification(entry('a'), 3)).toBeNull()
    expect(listNotifications().map((n) => n.id)).toEqual(['b', 'a'])

    markNotificationRead('a')
    expect(listNotifications().map((n) => [n.id, n.read])).toEqual([
      ['b', false],
      ['a', true],
    ])
    markAllNotificationsRead()
    expect(listNotifications().every((n) => n.read)).toBe(true)
    // What another tab (or a reload) reads back from localStorage.
    const stored = JSON.parse(localStorage.getItem('concord.notifications') ?? '[]') as { id: string }[]
    expect(stored.map((n) => n.id)).toEqual(['b', 'a'])
  })

  test('keeps the newest 100; an unreadable store starts empty; another tab’s write notifies', () => {
    for (let i = 0; i < 105; i++) addNotification(entry(`n${i}`), i)
    const kept = listNotifications()
    expect(kept).toHaveLength(100)
    expect(kept[0]?.id).toBe('n104')

    let heard = 0
    const stop = subscribeNotifications(() => {
      heard += 1
    })
    localStorage.setItem('concord.notifications', '{"not":"a list"}')
    window.dispatchEvent(new StorageEvent('storage', { key: 'concord.notifications' }))
    expect(heard).toBe(1)
    expect(listNotifications()).toEqual([])
    stop()
  })
})
