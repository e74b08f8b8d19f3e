import { isSupportedVersion, toSafeVersion } from '@concord/protocol'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { queryKeys } from '../../../query/keys'
import { useSafeInfo } from '../../../query/useSafeInfo'
import { useCurrentSafe } from '../../../services/currentSafe'
import { checkSignedTx } from '../file/checkSignedTx'
import type { SignedTxFile } from '../file/signedTxFile'

/**
 * A signed transaction checked against the current Safe (from the chain while the gateway is down): its hash, each
 * signature recovered, the Safe's owners, threshold, nonce and version.
 */
export function useCheckedTx(file: SignedTxFile) {
  const { chain, address } = useCurrentSafe()
  const info = useSafeInfo().data
  const version = info?.version && isSupportedVersion(info.version) ? toSafeVersion(info.version) : null
  const owners = useMemo(() => info?.owners.map((o) => o.value) ?? [], [info])
  // Not under 'gateway': derived from the file and the chain, never persisted.
  const checked = useQuery({
    queryKey: queryKeys.offlineCheckedTx(chain.chainId, address, version, owners, file),
    enabled: version !== null,
    retry: false,
    queryFn: () => {
      // Never runs without a version (enabled above): a file cannot be checked against an unknown contract.
      if (version === null)
        throw new Error('The Safe runs a version Concord does not know: its file cannot be checked.')
      return checkSignedTx(file, { chainId: chain.chainId, safe: address, version, owners })
    },
  })
  return { info, version, owners, checked }
}
