import type { UseMutationResult } from '@tanstack/react-query'
import type { Hex } from 'viem'
import { errorMessage } from '../../../errors'
import type { OfflineExecutionPhase } from './useOfflineExecute'

type Props = {
  execute: UseMutationResult<Hex, Error, number> & { phase: OfflineExecutionPhase | null }
  threshold: number
}

/** Execute on chain, with where the write is: in the wallet, pending, mined; a failure in words. */
export function ExecutePanel({ execute, threshold }: Props) {
  const { phase } = execute
  return (
    <section className="card" aria-label="Execute">
      <h2>Execute</h2>
      <p className="muted">Enough owners have signed: any connected account can execute it on chain now.</p>
      <button
        type="button"
        className="button button--primary"
        disabled={execute.isPending || phase?.step === 'done'}
        onClick={() => execute.mutate(threshold)}
      >
        Execute
      </button>
      {phase?.step === 'wallet' ? <p role="status">Confirm the execution in your wallet…</p> : null}
      {phase?.step === 'pending' ? <p role="status">Executing: transaction {phase.hash} is being mined…</p> : null}
      {phase?.step === 'done' ? <p role="status">Executed in transaction {phase.hash}.</p> : null}
      {execute.isError ? <p role="alert">{errorMessage(execute.error)}</p> : null}
    </section>
  )
}
