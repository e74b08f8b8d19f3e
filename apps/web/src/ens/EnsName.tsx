import type { ChainInfo } from '@concord/gateway-client'
import type { Address } from 'viem'
import { useEnsName } from './useEnsName'

/** The address's verified ENS name as a small tag, or nothing (no ENS on the chain, no name, still loading). */
export function EnsName({ chain, address }: { chain: ChainInfo; address: Address }) {
  const { data: name } = useEnsName(chain, address)
  return name ? (
    <span className="chip" title={`ENS name of ${address}`}>
      {name}
    </span>
  ) : null
}
