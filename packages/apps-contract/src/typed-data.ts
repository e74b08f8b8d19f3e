/** EIP-712 domain as apps pass it; `chainId` may be a BigNumber-like object, as in the Safe Apps SDK. */
export type TypedDataDomain = {
  name?: string
  version?: string
  chainId?: string | number | bigint | { toNumber: () => number }
  verifyingContract?: string
  salt?: string
}

/** EIP-712 typed data as apps pass it to `signTypedMessage`. */
export type EIP712TypedData = {
  domain: TypedDataDomain
  types: Record<string, { name: string; type: string }[]>
  message: Record<string, unknown>
  primaryType?: string
}

/** Type guard: an object with domain, types and message, the minimum the wallet needs to sign typed data. */
export function isObjectEIP712TypedData(value: unknown): value is EIP712TypedData {
  return typeof value === 'object' && value !== null && 'domain' in value && 'types' in value && 'message' in value
}
