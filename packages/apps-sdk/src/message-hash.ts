import type { EIP712TypedData } from '@concord/apps-contract'
import { type Hex, hashMessage, hashTypedData, type TypedDataDomain as ViemDomain } from 'viem'
import { InvalidArgumentError } from './errors.js'

/** EIP-191 personal-sign hash of a message, as the Safe fallback handler computes it. */
export function calculateMessageHash(message: string): Hex {
  return hashMessage(message)
}

/** EIP-712 hash of typed data; infers the primary type when it is missing and unique. */
export function calculateTypedMessageHash(typedData: EIP712TypedData): Hex {
  const { domain } = typedData
  const chainId = typeof domain.chainId === 'object' ? domain.chainId.toNumber() : Number(domain.chainId)
  const primaryType = typedData.primaryType ?? inferPrimaryType(typedData.types)
  return hashTypedData({
    domain: { ...domain, chainId } as ViemDomain,
    types: typedData.types,
    primaryType,
    message: typedData.message,
  })
}

/** The one type no field references; `EIP712Domain` counts as a candidate, as in the Safe Apps SDK. */
export function inferPrimaryType(types: EIP712TypedData['types']): string {
  const referenced = new Set(
    Object.values(types).flatMap((fields) => fields.map((f) => f.type.replace(/\[\d*\]/g, ''))),
  )
  const candidates = Object.keys(types).filter((name) => !referenced.has(name))
  if (candidates.length !== 1 || candidates[0] === undefined)
    throw new InvalidArgumentError('Please specify primaryType')
  return candidates[0]
}
