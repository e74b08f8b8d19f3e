import { useEffect } from 'react'
import { formatGwei } from 'viem'
import { executionFeeText } from './executionFeeText'
import type { ExecutionFeeFields } from './parseExecutionFees'
import type { ExecutionEstimate } from './useExecutionEstimate'
import type { ExecutionFeeState } from './useExecutionFeeFields'
import { useNativeCoin } from './useNativeCoin'

/**
 * The execution's fee in the native coin and fiat ("Network fee: up to 0.0042 ETH (≈ $12.60)"), from the gas fields
 * that the wallet's estimate prefills; the fields themselves sit behind "Advanced", and what is wrong with them is said
 * in words outside it, so a folded mistake is never silent.
 */
export function ExecutionFeePanel({
  estimate,
  fee,
}: {
  estimate: ExecutionEstimate | undefined
  fee: ExecutionFeeState
}) {
  const { fields, setFields, parsed } = fee
  const coin = useNativeCoin()
  useEffect(() => {
    // Prefilled once: a later refetch of the estimate must not overwrite what the user typed.
    if (estimate?.ok) {
      setFields((f) =>
        f.gas
          ? f
          : {
              gas: estimate.gas.toString(),
              maxFee: formatGwei(estimate.maxFeePerGas),
              maxPriorityFee: formatGwei(estimate.maxPriorityFeePerGas),
            },
      )
    }
  }, [estimate, setFields])
  const set = (key: keyof ExecutionFeeFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }))
  return (
    <>
      <p role="note" aria-label="Network fee">
        Network fee: {feeWords(parsed, estimate, coin)}
      </p>
      <details className="execution-advanced">
        <summary>Advanced: gas limit and fees</summary>
        <label className="field">
          <span>Gas limit</span>
          <input value={fields.gas} inputMode="numeric" onChange={set('gas')} />
        </label>
        <label className="field">
          <span>Max fee (gwei)</span>
          <input value={fields.maxFee} inputMode="decimal" onChange={set('maxFee')} />
        </label>
        <label className="field">
          <span>Max priority fee (gwei)</span>
          <input value={fields.maxPriorityFee} inputMode="decimal" onChange={set('maxPriorityFee')} />
        </label>
      </details>
      {parsed.ok ? null : (
        <ul className="field__error" role="alert" aria-label="What to fix">
          {parsed.errors.map((e) => (
            <li key={e}>Advanced · {e}</li>
          ))}
        </ul>
      )}
    </>
  )
}

/** The fee line's words: the most it can cost once gas and max fee are known, else why it is not known yet. */
function feeWords(
  parsed: ExecutionFeeState['parsed'],
  estimate: ExecutionEstimate | undefined,
  coin: ReturnType<typeof useNativeCoin>,
): string {
  if (parsed.ok && parsed.fees.gas && parsed.fees.maxFeePerGas) {
    return `${executionFeeText(parsed.fees.gas, parsed.fees.maxFeePerGas, coin)}, paid by the account that executes.`
  }
  if (!parsed.ok) return 'fix the advanced fields below to see it.'
  if (estimate === undefined) return 'estimating…'
  return 'chosen by your wallet when you confirm there (it could not be estimated here).'
}
