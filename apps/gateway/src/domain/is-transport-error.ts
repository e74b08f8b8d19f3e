import { BaseError, HttpRequestError, TimeoutError } from 'viem'

/** True when a viem call failed because the RPC did not answer (not because the contract reverted or said no). */
export function isTransportError(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return error.walk((inner) => inner instanceof HttpRequestError || inner instanceof TimeoutError) !== null
}
