import { isSupportedVersion, toSafeVersion } from '@concord/protocol'
import { useMemo } from 'react'
import { useSafeInfo } from '../../../query/useSafeInfo'
import { useCurrentSafe } from '../../../services/currentSafe'
import { safeTxFromDraft } from '../../../tx'
import { loadDraft } from '../../../tx-draft/draftStore'
import { type SignedTxFile, signedTxFile } from './signedTxFile'

/**
 * The transaction the new-transaction flow left for review, as an unsigned file at the Safe's next nonce on chain (or
 * the nonce the flow fixed); null when there is none or the Safe is not known yet.
 */
export function useDraftFile(): SignedTxFile | null {
  const { chain, address, shortName } = useCurrentSafe()
  const info = useSafeInfo().data
  return useMemo(() => {
    const draft = loadDraft(`${shortName}:${address}`)
    if (!draft || !info?.version || !isSupportedVersion(info.version)) return null
    const version = toSafeVersion(info.version)
    const tx = safeTxFromDraft(draft, { version, nonce: draft.nonce ?? info.nonce, safeTxGas: draft.safeTxGas ?? '0' })
    return signedTxFile(chain.chainId, address, tx, [])
  }, [chain.chainId, address, shortName, info?.version, info?.nonce])
}
