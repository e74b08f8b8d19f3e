import { describe, expect, test } from 'vitest'
import { ProviderRpcError } from '../src/errors.js'
import type { SafeInfo } from '../src/index.js'
import { SafeAppProvider } from '../src/provider.js'
import { AppsSdk } from '../src/sdk.js'

const safe: SafeInfo = {
  safeAddress: '0x1111111111111111111111111111111111111111',
  chainId: 31337,
  threshold: 1,
  owners: ['0x2222222222222222222222222222222222222222'],
  isReadOnly: false,
  nonce: 0,
  implementation: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  modules: null,
  fallbackHandler: null,
  guard: null,
  version: '1.4.1',
}
const other = '0x3333333333333333333333333333333333333333'
// No window in Node: any request that reached the wire would reject with "Window doesn't exist" instead.
const provider = new SafeAppProvider(safe, new AppsSdk())

describe('SafeAppProvider errors raised before anything is sent', () => {
  test.each([
    ['undefined request', undefined, 'Undefined request'],
    ['unknown method', { method: 'eth_coinbase' }, 'eth_coinbase not implemented'],
    [
      'personal_sign by another address',
      { method: 'personal_sign', params: ['0x68656c6c6f', other] },
      'The address or message hash is invalid',
    ],
    [
      'eth_sign by another address',
      { method: 'eth_sign', params: [other, '0xabcd'] },
      'The address or message hash is invalid',
    ],
    [
      'eth_sign without 0x',
      { method: 'eth_sign', params: [safe.safeAddress, 'abcd'] },
      'The address or message hash is invalid',
    ],
    [
      'eth_signTypedData_v4 by another address',
      { method: 'eth_signTypedData_v4', params: [other, '{}'] },
      'The address is invalid',
    ],
  ])('%s', async (_, request, text) => {
    const error = await provider.request(request).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect((error as Error).message).toBe(text)
  })

  test('typed data without a unique primary type', async () => {
    const typedData = {
      domain: { chainId: 31337 },
      types: { A: [{ name: 'x', type: 'uint256' }], B: [{ name: 'y', type: 'uint256' }] },
      message: { x: 1 },
    }
    await expect(
      provider.request({ method: 'eth_signTypedData', params: [safe.safeAddress, JSON.stringify(typedData)] }),
    ).rejects.toThrow(/^Please specify primaryType$/)
  })

  test('accounts and chain id are answered locally from the Safe', async () => {
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([safe.safeAddress])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([safe.safeAddress])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'net_version' })).toBe('0x7a69')
  })
})
