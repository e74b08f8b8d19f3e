import { describe, expect, test } from 'vitest'
import {
  createLocalStoragePermissionStorage,
  createMemoryPermissionStorage,
  type KeyValueStorage,
  PERMISSIONS_STORAGE_KEY,
} from '../src/permission-storage.js'
import { PermissionsStore } from '../src/permissions-store.js'

const app = 'http://localhost:5173'
const otherApp = 'https://other.example'

/** A Map-backed stand-in for window.localStorage (same getItem/setItem contract). */
function mapStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) }
}

describe('PermissionsStore', () => {
  test('records grants in the EIP-2255 shape, per origin', () => {
    const store = new PermissionsStore(createMemoryPermissionStorage(), () => 1_700_000_000_000)
    expect(store.decision(app, 'requestAddressBook')).toBe('undecided')
    const list = store.record(app, ['requestAddressBook'], true)
    expect(list).toEqual([
      { invoker: app, parentCapability: 'requestAddressBook', date: 1_700_000_000_000, caveats: [] },
    ])
    expect(store.has(app, 'requestAddressBook')).toBe(true)
    expect(store.has(otherApp, 'requestAddressBook')).toBe(false)
  })

  test('remembers a denial as a userRestricted caveat, and a later grant replaces it', () => {
    const store = new PermissionsStore()
    store.record(app, ['requestAddressBook'], false)
    expect(store.decision(app, 'requestAddressBook')).toBe('denied')
    expect(store.list(app)[0]?.caveats).toEqual([{ type: 'userRestricted', value: true }])
    store.record(app, ['requestAddressBook'], true)
    expect(store.list(app)).toHaveLength(1)
    expect(store.decision(app, 'requestAddressBook')).toBe('granted')
    store.clear(app)
    expect(store.decision(app, 'requestAddressBook')).toBe('undecided')
  })

  test('localStorage storage survives a new store and ignores corrupt data', () => {
    const storage = mapStorage()
    new PermissionsStore(createLocalStoragePermissionStorage(storage)).record(app, ['requestAddressBook'], true)
    new PermissionsStore(createLocalStoragePermissionStorage(storage)).record(otherApp, ['requestAddressBook'], false)
    const reopened = new PermissionsStore(createLocalStoragePermissionStorage(storage))
    expect(reopened.decision(app, 'requestAddressBook')).toBe('granted')
    expect(reopened.decision(otherApp, 'requestAddressBook')).toBe('denied')
    expect(Object.keys(JSON.parse(storage.map.get(PERMISSIONS_STORAGE_KEY) ?? '{}'))).toEqual([app, otherApp])

    storage.setItem(PERMISSIONS_STORAGE_KEY, '{not json')
    expect(reopened.list(app)).toEqual([])
    storage.setItem(PERMISSIONS_STORAGE_KEY, JSON.stringify({ [app]: [{ parentCapability: 7 }] }))
    expect(reopened.decision(app, 'requestAddressBook')).toBe('undecided')
  })
})
