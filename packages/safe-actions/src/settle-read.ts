import {
  AbiDecodingDataSizeTooSmallError,
  AbiDecodingZeroDataError,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  ExecutionRevertedError,
  HttpRequestError,
  SocketClosedError,
  TimeoutError,
  WebSocketRequestError,
} from 'viem'
import { SafeReadFailedError, SafeRpcUnreachableError } from './errors.js'

const transportErrors = [HttpRequestError, WebSocketRequestError, SocketClosedError, TimeoutError]
// What the contract itself answers when it is not a Safe (or not there): a revert, no data, data of the wrong shape.
const notASafeErrors = [
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  ExecutionRevertedError,
  AbiDecodingZeroDataError,
  AbiDecodingDataSizeTooSmallError,
]

const found = (error: BaseError, kinds: readonly (abstract new (...args: never[]) => Error)[]) =>
  error.walk((inner) => kinds.some((kind) => inner instanceof kind)) !== null

/**
 * The read's value, or null when the contract answered that it is no Safe (reverted, returned nothing or garbage);
 * a typed error when the node did not answer or failed otherwise.
 */
export async function settleRead<T>(address: string, read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (error instanceof BaseError && found(error, transportErrors)) throw new SafeRpcUnreachableError(address, error)
    if (error instanceof BaseError && found(error, notASafeErrors)) return null
    throw new SafeReadFailedError(address, error)
  }
}
