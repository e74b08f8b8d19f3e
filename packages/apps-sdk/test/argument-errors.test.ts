import { describe, expect, test } from 'vitest'
import { InvalidArgumentError, PermissionsError } from '../src/errors.js'
import { AppsSdk } from '../src/sdk.js'

// Without a window every request that reached the wire would fail with "Window doesn't exist" instead.
const sdk = new AppsSdk()

describe('argument checks happen before anything is sent, with the Safe Apps SDK texts', () => {
  test.each([
    ['txs.send with no transactions', () => sdk.txs.send({ txs: [] }), 'No transactions were passed'],
    ['txs.getBySafeTxHash with no hash', () => sdk.txs.getBySafeTxHash(''), 'Invalid safeTxHash'],
    [
      'txs.signTypedMessage without types',
      () => sdk.txs.signTypedMessage({ domain: {}, message: {} } as never),
      'Invalid typed data',
    ],
    ['safe.isMessageSigned with a number', () => sdk.safe.isMessageSigned(42 as never), 'Invalid message type'],
  ])('%s', async (_, run, text) => {
    const error = await run().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidArgumentError)
    expect((error as InvalidArgumentError).code).toBe('INVALID_ARGUMENT')
    expect((error as Error).message).toBe(text)
  })

  test('wallet.requestPermissions refuses a capability that is not a restricted method', async () => {
    const error = await sdk.wallet.requestPermissions([{ eth_accounts: {} }]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PermissionsError)
    expect(error).toMatchObject({ message: 'Permissions request is invalid', code: 4001 })
  })

  test('a request outside a browser frame says so', async () => {
    await expect(sdk.safe.getInfo()).rejects.toThrow("Window doesn't exist")
  })
})
