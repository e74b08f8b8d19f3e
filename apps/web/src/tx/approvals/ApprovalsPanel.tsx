import { useState } from 'react'
import { parseUnits } from 'viem'
import { AddressView } from '../../ui/AddressView'
import type { KnownToken } from '../review/describeCall'
import type { FlatCall } from '../review/flattenCalls'
import { useDescribeContext } from '../review/useDescribeContext'
import { type Approval, approvalsOf } from './approvalsOf'
import { approvalWords } from './approvalText'
import { useContractName } from './useContractName'

/** Changes an ERC-20 approval's amount (in the token's units) in the transaction under review. */
export type EditApproval = (callIndex: number, amount: bigint) => void

/**
 * Every token right the transaction grants (ERC-20 approve / increaseAllowance, ERC-721 approve / setApprovalForAll,
 * inside batches too): token, spender, amount, unlimited flagged. With `onEdit` (the proposer, before signing) an
 * ERC-20 amount can be changed; without it (co-signers, the details page) it is read-only.
 */
export function ApprovalsPanel({ safe, calls, onEdit }: { safe: string; calls: FlatCall[]; onEdit?: EditApproval }) {
  const approvals = approvalsOf(calls, safe)
  const ctx = useDescribeContext([...new Set(approvals.map((a) => a.token.toLowerCase()))])
  if (approvals.length === 0) return null
  return (
    <section className="card" aria-label="Approvals">
      <h2>Approvals this transaction grants</h2>
      <ul className="plain">
        {approvals.map((approval) => (
          <ApprovalRow
            key={approval.callIndex}
            approval={approval}
            token={ctx.tokenOf(approval.token)}
            {...(onEdit ? { onEdit } : {})}
          />
        ))}
      </ul>
    </section>
  )
}

function ApprovalRow({
  approval,
  token,
  onEdit,
}: {
  approval: Approval
  token: KnownToken | undefined
  onEdit?: EditApproval
}) {
  const words = approvalWords(approval, token)
  const spenderName = useContractName(approval.spender)
  const tokenName = useContractName(approval.token) ?? (token as { name?: string } | undefined)?.name ?? null
  const editable = onEdit !== undefined && words.kind === 'ERC20' && token !== undefined && approval.value !== null
  return (
    <li className="approval">
      <div>
        <strong>{words.amount}</strong>
        {words.unlimited ? <span className="tag tag--danger">Unlimited</span> : null} {token ? token.symbol : null}
      </div>
      <div>
        Token <AddressView value={approval.token} name={tokenName} short />
      </div>
      <div>
        Spender <AddressView value={approval.spender} name={spenderName} short />
      </div>
      {editable ? <AmountEditor token={token} onSet={(amount) => onEdit(approval.callIndex, amount)} /> : null}
    </li>
  )
}

/** The proposer's amount field: a decimal amount in the token's units, parsed with its decimals. */
function AmountEditor({ token, onSet }: { token: KnownToken; onSet: (amount: bigint) => void }) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const apply = () => {
    try {
      const [, fraction = ''] = text.trim().split('.')
      if (!/^\d+(\.\d+)?$/.test(text.trim()) || fraction.length > token.decimals) throw new Error('not an amount')
      setError(null)
      onSet(parseUnits(text.trim(), token.decimals))
    } catch {
      setError(`Enter an amount of ${token.symbol} such as 100 or 12.5 (at most ${token.decimals} decimals).`)
    }
  }
  return (
    <div className="field">
      <label>
        <span>Approved amount ({token.symbol})</span>
        <input inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="button" className="button" onClick={apply}>
        Set amount
      </button>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  )
}
