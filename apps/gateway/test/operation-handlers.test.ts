import { operations } from '@concord/gateway-schema'
import { describe, expect, it } from 'vitest'
import type { Handlers, OperationHandlers } from '../src/wire/operation-handlers.js'

// The table of @concord/gateway-schema is the gateway's list of endpoints: a record of handlers missing one of its
// operations must not type-check (root tsc checks this file; the @ts-expect-error lines fail it if the error goes).
describe('operation handlers', () => {
  it('requires a handler for every operation of the table', () => {
    const health: Handlers<'getLiveness' | 'getReadiness'> = {
      getLiveness: async () => ({ status: 'ok' as const }),
      // @ts-expect-error a handler must answer with its operation's response schema
      getReadiness: async () => ({ status: 'no such status' }),
    }
    // @ts-expect-error every operation but the two health checks lacks a handler
    const incomplete: OperationHandlers = { ...health }
    expect(Object.keys(incomplete).sort()).toEqual(['getLiveness', 'getReadiness'])
    expect(Object.keys(operations)).toContain('getSafeInfo')
  })
})
