import type { TransactionDetails } from '@concord/gateway-client'
import { LateEnsName } from '../../ens/LateEnsName'
import { useCurrentSafe } from '../../services/currentSafe'
import { useAddressName } from '../../ui/AddressNames'
import { AddressView } from '../../ui/AddressView'

/**
 * On a module transaction's details: "Spent from <beneficiary>'s spending limit" when the gateway knows it as a
 * spending-limit transfer (the beneficiary by its address book name, else its ENS name, with the short address, copy
 * and explorer link); nothing for any other transaction.
 */
export function SpentFromLimitNote({ tx }: { tx: TransactionDetails }) {
  const exec = tx.detailedExecutionInfo
  const spend = exec?.type === 'MODULE' ? exec.spendingLimitSpend : null
  return spend ? <SpentFrom beneficiary={spend.beneficiary.value} name={spend.beneficiary.name} /> : null
}

function SpentFrom({ beneficiary, name }: { beneficiary: `0x${string}`; name: string | null }) {
  const { chain } = useCurrentSafe()
  const known = useAddressName(beneficiary) ?? name
  return (
    <p className="spent-from-limit">
      Spent from <AddressView value={beneficiary} name={name} short />
      {known ? null : <LateEnsName chain={chain} address={beneficiary} />}
      's spending limit
    </p>
  )
}
