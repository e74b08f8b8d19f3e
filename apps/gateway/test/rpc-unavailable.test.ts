import { HttpRequestError, LimitExceededRpcError, RpcRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { isTransportError, rpcUnavailable } from '../src/errors.js'

const url = 'http://127.0.0.1:8545'

describe('a chain RPC that cannot serve the request', () => {
  it('a provider refusing over its rate limit (HTTP 429 / -32005) is a 503 to retry, not a 500', () => {
    const limited = new LimitExceededRpcError(
      new RpcRequestError({ body: {}, error: { code: -32005, message: 'project ID request rate exceeded' }, url }),
    )
    expect(isTransportError(limited)).toBe(true)
    const answer = rpcUnavailable('1', limited)
    expect(answer.status).toBe(503)
    expect(answer.message).toBe(
      'The RPC provider of chain 1 refuses requests over its rate limit (HTTP 429 / -32005); retry later.',
    )
  })

  it('a refused connection is unreachable; a revert is not a transport error', () => {
    const refused = new HttpRequestError({ url, details: 'fetch failed' })
    expect(isTransportError(refused)).toBe(true)
    expect(rpcUnavailable('1', refused).message).toBe('The RPC of chain 1 is unreachable; retry later.')
    expect(
      isTransportError(new RpcRequestError({ body: {}, error: { code: 3, message: 'execution reverted' }, url })),
    ).toBe(false)
  })
})
