import { METHODS } from '@concord/apps-contract'
import { expect, test } from 'vitest'
import type { AppHostHandlers, WalletHandlers } from '../src/index.js'

const safeInfo = () => ({}) as ReturnType<AppHostHandlers['getSafeInfo']>

// A wallet that leaves out a handler does not type-check (the web's buildHostHandlers is typed WalletHandlers).
// @ts-expect-error getAddressBook and the others are missing
const _partial: WalletHandlers = { getSafeInfo: safeInfo }
void _partial

test('the host answers every method of the contract table', async () => {
  // dispatch-request.ts keys its dispatchers by Record<Method, …>; this guards the runtime side of that table.
  const { dispatchRequest } = await import('../src/dispatch-request.js')
  for (const method of METHODS) {
    const replies: string[] = []
    const ctx = {
      method,
      origin: 'https://app.test',
      requestId: '1',
      sdkVersion: '9.1.0',
      handlers: { getSafeInfo: safeInfo },
      permissions: { has: () => false, list: () => [] },
      settings: { offChainSigning: false },
      signal: new AbortController().signal,
      answer: () => replies.push('answer'),
      fail: () => replies.push('fail'),
      askUser: () => replies.push('user'),
      decision: () => ({ approve() {}, reject() {} }),
    }
    dispatchRequest(undefined, ctx as never)
    expect(replies, method).toHaveLength(1)
  }
})
