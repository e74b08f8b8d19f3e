import { isStringArray } from '../../ui/usePersistentState'

/** Where the apps whose first-open notice the user has read are kept (by app key). */
const KEY = 'concord.apps.noticeRead'

/** The app keys whose first-open notice was acknowledged. */
export function readNotices(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return isStringArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

/** Records that the user read the notice of the app at `key`. */
export function markNoticeRead(key: string): void {
  localStorage.setItem(KEY, JSON.stringify([...new Set([...readNotices(), key])]))
}
