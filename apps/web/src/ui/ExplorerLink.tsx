import { explorerLink } from '../chains/chainToViem'
import { ExternalLink } from './icons'

/**
 * A link to the chain's block explorer for an address or a transaction hash (nothing when the chain has none); an
 * icon alone when `iconOnly` (beside an address), else the icon and "Explorer".
 */
export function ExplorerLink({
  templates,
  address,
  txHash,
  iconOnly = false,
}: {
  templates: { address: string; txHash: string }
  address?: string
  txHash?: string
  iconOnly?: boolean
}) {
  const href = txHash
    ? explorerLink(templates.txHash, { txHash })
    : address
      ? explorerLink(templates.address, { address })
      : undefined
  if (!href) return null
  const what = `${txHash ? 'Transaction' : 'Address'} in the block explorer`
  return (
    <a
      className={iconOnly ? 'icon-button' : 'button button--small button--icon'}
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      aria-label={iconOnly ? what : undefined}
      title={what}
    >
      <ExternalLink size={16} aria-hidden="true" />
      {iconOnly ? null : 'Explorer'}
    </a>
  )
}
