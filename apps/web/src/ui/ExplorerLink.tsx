import { explorerLink } from '../chains/chainToViem'

/** A link to the chain's block explorer for an address or a transaction hash (nothing when the chain has none). */
export function ExplorerLink({
  templates,
  address,
  txHash,
}: {
  templates: { address: string; txHash: string }
  address?: string
  txHash?: string
}) {
  const href = txHash
    ? explorerLink(templates.txHash, { txHash })
    : address
      ? explorerLink(templates.address, { address })
      : undefined
  if (!href) return null
  return (
    <a className="button button--small" href={href} target="_blank" rel="noreferrer noopener">
      Explorer ↗
    </a>
  )
}
