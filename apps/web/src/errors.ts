import { GatewayError } from '@concord/gateway-client'
import { shortLibraryMessage, walletErrorText } from './walletErrorText'

/** Stable codes of the web app's own failures (gateway failures keep the gateway client's texts). */
export type WebAppErrorCode =
  // Boot
  | 'NO_ROOT_ELEMENT'
  | 'CONFIG_INVALID'
  | 'CHAINS_UNAVAILABLE'
  | 'OUTSIDE_PROVIDER'
  | 'NO_CHAIN_RPC'
  // Dev wallet
  | 'DEV_WALLET_RPC'
  | 'DEV_WALLET_ACCOUNT'
  // Create a Safe
  | 'SAFE_DEPLOY_REVERTED'
  | 'SAFE_NOT_INDEXED'
  | 'SAFE_ADDRESS_MISMATCH'
  | 'SAFE_SETUP_MISMATCH'
  // Review, sign, execute
  | 'EMPTY_DRAFT'
  | 'NO_MULTISEND'
  | 'NOT_CONNECTED'
  | 'SIGNER_MISMATCH'
  | 'WOULD_FAIL'
  | 'EXECUTION_REVERTED'
  // Offline transactions (gateway down)
  | 'OFFLINE_TX_MISMATCH'
  // Nested Safes
  | 'PARENT_NOT_CONFIRMED'

/**
 * The root of every error the web app throws: a stable `code` and a message that says what to do next. The code is
 * one of WebAppErrorCode, except for a wallet provider's refusals (WalletRpcError), whose code is the EIP-1193 number
 * wallets' callers branch on.
 */
export class WebAppError<Code extends WebAppErrorCode | number = WebAppErrorCode> extends Error {
  override readonly name: string = 'WebAppError'
  readonly code: Code

  constructor(code: Code, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/** Turns anything thrown into a message fit for the screen. */
export function errorMessage(error: unknown): string {
  // No answer at all (network down, gateway stopped): the client's text is for developers, this one for users.
  if (error instanceof TypeError || (error instanceof GatewayError && error.code === 'GATEWAY_UNREACHABLE')) {
    return 'The gateway cannot be reached. Check your connection or that the gateway is running, then retry.'
  }
  // Our own errors already speak to the user; a wallet's or viem's do not.
  if (error instanceof WebAppError && typeof error.code === 'string') return error.message
  const wallet = walletErrorText(error)
  if (wallet !== undefined) return wallet
  const short = shortLibraryMessage(error)
  if (short !== undefined) return short
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : 'Something went wrong.'
}
