import { useMemo, useState } from 'react'
import { type ExecutionFeeFields, parseExecutionFees } from './parseExecutionFees'

/** The execution's gas fields as typed (empty until prefilled from the estimate), and what they parse to. */
export function useExecutionFeeFields() {
  const [fields, setFields] = useState<ExecutionFeeFields>({ gas: '', maxFee: '', maxPriorityFee: '' })
  const parsed = useMemo(() => parseExecutionFees(fields), [fields])
  return { fields, setFields, parsed }
}

/** What useExecutionFeeFields gives the fee panel and the execute button. */
export type ExecutionFeeState = ReturnType<typeof useExecutionFeeFields>
