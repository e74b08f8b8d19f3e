import { GatewayError, type SafeInfo } from '@concord/gateway-client'
import { describe, expect, test } from 'vitest'
import { isSafeAddress } from '../src/features/welcome/isSafeAddress'

// Issue 35 point 6: "Load a Safe" refuses an address that is not a Safe in the form, not on a page of errors.
const ADDRESS = '0x1111111111111111111111111111111111111111'
const failing = (status: number | null) => ({
  getSafeInfo: async (): Promise<SafeInfo> => {
    throw new GatewayError('failed', { code: 'GATEWAY_HTTP_ERROR', url: 'http://gw', status })
  },
})

describe('is it a Safe?', () => {
  test("the gateway's 404 means no Safe at that address on the chain; its SafeInfo means one", async () => {
    expect(await isSafeAddress(failing(404), '1', ADDRESS)).toBe(false)
    expect(await isSafeAddress({ getSafeInfo: async () => ({}) as SafeInfo }, '1', ADDRESS)).toBe(true)
  })

  test('a gateway that cannot say (5xx, offline) does not refuse: the Safe page explains what went wrong', async () => {
    expect(await isSafeAddress(failing(503), '1', ADDRESS)).toBe(true)
    expect(await isSafeAddress(failing(null), '1', ADDRESS)).toBe(true)
  })
})
