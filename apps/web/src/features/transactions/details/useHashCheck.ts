import type { TransactionDetails } from '@concord/gateway-client'
import { useEffect, useState } from 'react'
import { whenIdle } from '../../../services/whenIdle'
import type { HashCheck } from './verifyTxHashes'

type Done = { tx: TransactionDetails; chainId: string; version: string | null; check: HashCheck }

/**
 * The transaction's hashes recomputed in the browser (verifyTxHashes), once the page has painted: its code comes in a
 * chunk of its own and the hashing runs in idle time, so the title, status and calls paint first. Undefined while
 * checking, and while the Safe's version is not known yet (`undefined`; null is a Safe whose version is unknown):
 * whatever the check gates (Sign, Execute) waits for it.
 */
export function useHashCheck(
  tx: TransactionDetails,
  chainId: string,
  version: string | null | undefined,
): HashCheck | undefined {
  const [done, setDone] = useState<Done>()
  useEffect(() => {
    if (version === undefined) return
    let live = true
    let cancelIdle: (() => void) | undefined
    const settle = (check: HashCheck) => {
      if (live) setDone({ tx, chainId, version, check })
    }
    import('./verifyTxHashes').then(
      ({ verifyTxHashes }) => {
        if (live) cancelIdle = whenIdle(() => settle(verifyTxHashes(tx, chainId, version)), 1000)
      },
      () => settle({ kind: 'unverifiable', reason: 'The code that checks hashes did not load: reload the page.' }),
    )
    return () => {
      live = false
      cancelIdle?.()
    }
  }, [tx, chainId, version])
  // A check of another transaction (or of the one before the Safe's info arrived) is no check of this one.
  return done && done.tx === tx && done.chainId === chainId && done.version === version ? done.check : undefined
}
