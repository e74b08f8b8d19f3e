/** Stable codes of the transaction flow's failures. */
export type TxFlowErrorCode =
  | 'NOT_CONNECTED'
  | 'NOT_AN_OWNER'
  | 'SIGNER_MISMATCH'
  | 'EXECUTION_REVERTED'
  | 'WOULD_FAIL'
  | 'HASH_MISMATCH'

/** A failure of the review/sign/execute flow, with a stable `code` and a message that says what to do next. */
export class TxFlowError extends Error {
  override readonly name = 'TxFlowError'
  readonly code: TxFlowErrorCode

  constructor(code: TxFlowErrorCode, message: string) {
    super(message)
    this.code = code
  }
}
