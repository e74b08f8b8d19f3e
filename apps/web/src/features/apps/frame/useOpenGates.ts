import { useState } from 'react'
import { appKey } from '../catalogue/appUrl'
import { KNOWN_FEATURES, setGrantedFeatures } from '../permissions/browserFeatures'
import { featuresNotOffered, markNoticeRead } from '../permissions/firstOpenNotice'
import type { OpenApp } from './resolveOpenApp'

/** Which step stands before the app's frame: the unknown-app warning, the first-open notice, or none. */
export type OpenStage = 'unknown' | 'notice' | 'open'

/**
 * The steps before an app opens. An unknown app needs consent on every visit (nothing vouches for the link); every app
 * shows its notice once, where the user also grants browser features, and again when its manifest asks for a feature
 * that notice did not offer (`newFeatures`).
 */
export function useOpenGates(open: OpenApp) {
  const key = appKey(open.app.url)
  const requested = open.app.browserFeatures.filter((f) => KNOWN_FEATURES.has(f))
  const [consented, setConsented] = useState(false)
  const [newFeatures] = useState(() => featuresNotOffered(key, requested))
  const [noticeRead, setNoticeRead] = useState(() => newFeatures !== null && newFeatures.length === 0)
  const stage: OpenStage = !open.known && !consented ? 'unknown' : noticeRead ? 'open' : 'notice'
  return {
    stage,
    /** The features asked for since the last notice (empty on a first notice). */
    newFeatures: newFeatures ?? [],
    consent: () => setConsented(true),
    acceptNotice: (features: string[]) => {
      setGrantedFeatures(open.origin, features)
      markNoticeRead(key, requested)
      setNoticeRead(true)
    },
  }
}
