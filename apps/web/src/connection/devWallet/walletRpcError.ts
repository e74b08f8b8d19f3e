import { WebAppError } from '../../errors'

/**
 * A refusal of the dev wallet's provider, in EIP-1193 shape: `code` is the EIP-1193 / JSON-RPC number (4100
 * unauthorised, 4902 unrecognised chain, or the node's own) that wagmi and wallets' callers branch on.
 */
export class WalletRpcError extends WebAppError<number> {
  override readonly name: string = 'WalletRpcError'
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(code, message)
    this.data = data
  }
}
