import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  AddressParam,
  type SafeInfo,
  SafeInfo as SafeInfoSchema,
  TransactionDetails,
  type TransactionInfo,
} from '../src/index.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const plain = (value: `0x${string}`) => ({ value, name: null, logoUri: null })

describe('wire types', () => {
  it('types addresses and hex as 0x-prefixed template literals', () => {
    expectTypeOf<SafeInfo['address']['value']>().toEqualTypeOf<`0x${string}`>()
    expectTypeOf<TransactionInfo['type']>().toEqualTypeOf<'Transfer' | 'SettingsChange' | 'Custom' | 'Creation'>()
  })

  it('refuses a response address that is not 0x + 40 hex characters', () => {
    const safe: SafeInfo = {
      address: plain(ADDRESS),
      chainId: '1',
      nonce: 0,
      threshold: 1,
      owners: [plain(ADDRESS)],
      implementation: plain(ADDRESS),
      implementationVersionState: 'UP_TO_DATE',
      modules: null,
      fallbackHandler: null,
      guard: null,
      moduleGuard: null,
      version: '1.4.1',
      deployed: true,
      collectiblesTag: null,
      txQueuedTag: null,
      txHistoryTag: null,
      messagesTag: null,
    }
    expect(SafeInfoSchema.safeParse(safe).success).toBe(true)
    expect(SafeInfoSchema.safeParse({ ...safe, owners: [plain('0x1234')] }).success).toBe(false)
    expect(TransactionDetails.safeParse({}).success).toBe(false)
  })

  it('normalises request addresses to their checksum and refuses a wrong one', () => {
    expect(AddressParam.parse(ADDRESS.toLowerCase())).toBe(ADDRESS)
    expect(AddressParam.safeParse(ADDRESS.replace('C51', 'c51')).success).toBe(false)
  })
})
