import { z } from 'zod'
import { AddressInfo } from './common.js'

/** SafeInfo (gateway-api.md §3). */
export const SafeInfo = z.object({
  address: AddressInfo,
  chainId: z.string(),
  nonce: z.number().int(),
  threshold: z.number().int(),
  owners: z.array(AddressInfo),
  implementation: AddressInfo,
  implementationVersionState: z.enum(['UP_TO_DATE', 'OUTDATED', 'UNKNOWN']),
  modules: z.array(AddressInfo).nullable(),
  fallbackHandler: AddressInfo.nullable(),
  guard: AddressInfo.nullable(),
  version: z.string().nullable(),
  collectiblesTag: z.string().nullable(),
  txQueuedTag: z.string().nullable(),
  txHistoryTag: z.string().nullable(),
  messagesTag: z.string().nullable(),
})

export const SafeNonces = z.object({ currentNonce: z.number().int(), recommendedNonce: z.number().int() })
export const OwnerSafes = z.object({ safes: z.array(z.string()) })
