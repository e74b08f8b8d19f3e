import { type GatewayClient, GatewayError } from '@concord/gateway-client'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { queryKeys } from '../src/query/keys'
import { safeMessageQuery } from '../src/query/safeMessageQuery'

const SAFE = '0x1111111111111111111111111111111111111111'
const HASH = `0x${'ab'.repeat(32)}`

const clientFailing = (status: number) =>
  ({
    getSafeMessage: async () => {
      throw new GatewayError(`HTTP ${status}`, { code: 'GATEWAY_HTTP_ERROR', url: 'x', status })
    },
  }) as unknown as GatewayClient

describe("a message by its hash (the message page's, an app request's and a nested Safe's parent panel's query)", () => {
  test('a 404 is "no such message" (null), stored under the message key every reader shares', async () => {
    const queryClient = new QueryClient()
    const options = safeMessageQuery(clientFailing(404), '31337', SAFE, HASH.toUpperCase().replace('0X', '0x'))
    expect(options.queryKey).toEqual(queryKeys.message('31337', SAFE, HASH))
    expect(await queryClient.fetchQuery(options)).toBeNull()
  })

  test('any other failure stays an error (the page offers Retry)', async () => {
    const queryClient = new QueryClient()
    await expect(queryClient.fetchQuery(safeMessageQuery(clientFailing(503), '31337', SAFE, HASH))).rejects.toThrow(
      'HTTP 503',
    )
  })

  test('the message, when the gateway has it', async () => {
    const message = { messageHash: HASH, status: 'NEEDS_CONFIRMATION' }
    const client = { getSafeMessage: async () => message } as unknown as GatewayClient
    expect(await new QueryClient().fetchQuery(safeMessageQuery(client, '31337', SAFE, HASH))).toBe(message)
  })
})
