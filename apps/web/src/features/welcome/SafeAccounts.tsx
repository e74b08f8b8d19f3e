import { groupByAddress } from './groupByAddress'
import { MultiChainAccount } from './MultiChainAccount'
import { SafeList } from './SafeList'

/** Safes as accounts: an address listed on several chains is one account with a row per chain; others as a list. */
export function SafeAccounts({ entries, onRemove }: { entries: string[]; onRemove?: (entry: string) => void }) {
  const { singles, accounts } = groupByAddress(entries)
  return (
    <>
      {accounts.length ? (
        <ul className="safe-list" aria-label="Safes on several chains">
          {accounts.map((account) => (
            <MultiChainAccount key={account.address} account={account} onRemove={onRemove} />
          ))}
        </ul>
      ) : null}
      {singles.length ? <SafeList entries={singles} {...(onRemove ? { onRemove } : {})} /> : null}
    </>
  )
}
