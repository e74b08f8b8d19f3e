import type { TransactionSummary } from '@concord/gateway-client'
import { useAddressName } from '../../ui/AddressNames'
import { shortenAddress } from '../../ui/AddressView'

/**
 * A history row's brief "Spent from <beneficiary>'s spending limit" (its address book name, else its short address)
 * for a spending-limit transfer; nothing for any other transaction.
 */
export function SpentFromLimitLine({ tx }: { tx: TransactionSummary }) {
  const exec = tx.executionInfo
  const spend = exec?.type === 'MODULE' ? exec.spendingLimitSpend : null
  return spend ? <Line beneficiary={spend.beneficiary.value} name={spend.beneficiary.name} /> : null
}

function Line({ beneficiary, name }: { beneficiary: string; name: string | null }) {
  const shown = useAddressName(beneficiary) ?? name ?? shortenAddress(beneficiary)
  return <small className="tx-row__note">Spent from {shown}'s spending limit</small>
}
