import type { ChainInfo } from '@concord/gateway-client'
import { lazy } from 'react'
import type { Address } from 'viem'
import { AfterPageSettles } from '../services/AfterPageSettles'

// ENS lookups bring viem's contract reads (about 25 KB of gzip JS; ENS normalisation only for a name that is not
// plain): a nicety next to the page's own content, so fetched once the page has painted its data.
const EnsName = lazy(() => import('./EnsName').then((m) => ({ default: m.EnsName })))

/** The address's verified ENS name (see EnsName), looked up once the page has settled; nothing before. */
export function LateEnsName({ chain, address }: { chain: ChainInfo; address: Address }) {
  return (
    <AfterPageSettles>
      <EnsName chain={chain} address={address} />
    </AfterPageSettles>
  )
}
