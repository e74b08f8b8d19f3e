import { useState } from 'react'
import { appKey } from './appUrl'
import { setGrantedFeatures } from './browserFeatures'
import { markNoticeRead, readNotices } from './firstOpenNotice'
import type { OpenApp } from './resolveOpenApp'

/** Which step stands before the app's frame: the unknown-app warning, the first-open notice, or none. */
export type OpenStage = 'unknown' | 'notice' | 'open'

/**
 * The steps before an app opens. An unknown app needs consent on every visit (nothing vouches for the link); every app
 * shows its notice once, where the user also grants browser features.
 */
export function useOpenGates(open: OpenApp) {
  const key = appKey(open.app.url)
  const [consented, setConsented] = useState(false)
  const [noticeRead, setNoticeRead] = useState(() => readNotices().includes(key))
  const stage: OpenStage = !open.known && !consented ? 'unknown' : noticeRead ? 'open' : 'notice'
  return {
    stage,
    consent: () => setConsented(true),
    acceptNotice: (features: string[]) => {
      setGrantedFeatures(open.origin, features)
      markNoticeRead(key)
      setNoticeRead(true)
    },
  }
}
