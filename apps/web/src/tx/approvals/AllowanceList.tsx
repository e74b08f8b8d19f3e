import type { SafeAllowance } from '@concord/gateway-client'
import { AddressView } from '../../ui/AddressView'
import { formatTokenAmount } from '../../ui/formatAmounts'
import { useDescribeContext } from '../review/useDescribeContext'
import { isUnlimited } from './approvalsOf'
import { useContractName } from './useContractName'

/**
 * A Safe's current token rights: ERC-20 allowances (amount in token units) and NFT collections' approvals for all,
 * with token and spender (named when the address book or the gateway knows them), unlimited flagged; each revocable.
 */
export function AllowanceList({
  items,
  onRevoke,
}: {
  items: readonly SafeAllowance[]
  onRevoke: (item: SafeAllowance, symbol: string | null) => void
}) {
  const ctx = useDescribeContext([...new Set(items.map((i) => i.token.toLowerCase()))])
  return (
    <ul className="plain">
      {items.map((item) => {
        const token = ctx.tokenOf(item.token)
        const amount = BigInt(item.allowance)
        const all = item.type === 'ERC721_ALL'
        const words = all
          ? 'All NFTs of the collection'
          : isUnlimited(amount)
            ? 'Unlimited'
            : token
              ? `${formatTokenAmount(item.allowance, token.decimals)} ${token.symbol}`
              : `${item.allowance} units`
        return (
          <AllowanceRow
            key={`${item.token}-${item.spender}`}
            item={item}
            symbol={token?.symbol ?? null}
            words={words}
            unlimited={all || isUnlimited(amount)}
            onRevoke={onRevoke}
          />
        )
      })}
    </ul>
  )
}

function AllowanceRow({
  item,
  symbol,
  words,
  unlimited,
  onRevoke,
}: {
  item: SafeAllowance
  symbol: string | null
  words: string
  unlimited: boolean
  onRevoke: (item: SafeAllowance, symbol: string | null) => void
}) {
  const spenderName = useContractName(item.spender)
  const tokenName = useContractName(item.token)
  return (
    <li className="card" aria-label={`Allowance of ${symbol ?? item.token} to ${item.spender}`}>
      <div>
        <strong>{words}</strong> {unlimited ? <span className="tag tag--danger">Unlimited</span> : null}{' '}
        {unlimited && symbol ? symbol : null}
      </div>
      <div>
        Token <AddressView value={item.token} name={tokenName} short />
      </div>
      <div>
        Spender <AddressView value={item.spender} name={spenderName} short />
      </div>
      <button type="button" className="button" onClick={() => onRevoke(item, symbol)}>
        Revoke
      </button>
    </li>
  )
}
