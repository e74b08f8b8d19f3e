import { isSupportedVersion, toSafeVersion } from '@concord/protocol'
import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { useSafeInfo } from '../../../query/useSafeInfo'
import { useCurrentSafe } from '../../../services/currentSafe'
import { safeTxFromDraft } from '../../../tx'
import { loadDraft } from '../../../tx-draft/draftStore'
import { type SignedTxFile, signedTxFile } from './signedTxFile'

/**
 * The transaction the new-transaction flow left for review, as an unsigned file at the nonce the flow fixed, else the one
 * chosen on the review (`?nonce=`), else the Safe's next nonce on chain; null when there is none or the Safe is not known yet.
 */
export function useDraftFile(): SignedTxFile | null {
  const { chain, address, shortName } = useCurrentSafe()
  const info = useSafeInfo().data
  // The nonce chosen on the review screen that sent the user here (`?nonce=`), when it is a whole number.
  const chosen = new URLSearchParams(useLocation().search).get('nonce')
  const linked = chosen && /^\d{1,18}$/.test(chosen) ? Number(chosen) : undefined
  return useMemo(() => {
    const draft = loadDraft(`${shortName}:${address}`)
    if (!draft || !info?.version || !isSupportedVersion(info.version)) return null
    const version = toSafeVersion(info.version)
    const nonce = draft.nonce ?? linked ?? info.nonce
    const tx = safeTxFromDraft(draft, { version, nonce, safeTxGas: draft.safeTxGas ?? '0' })
    return signedTxFile(chain.chainId, address, tx, [])
  }, [chain.chainId, address, shortName, info?.version, info?.nonce, linked])
}
