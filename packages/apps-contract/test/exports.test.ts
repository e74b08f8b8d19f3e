import { expect, test } from 'vitest'
import * as contract from '../src/index.js'

test('public exports', () => {
  expect(Object.keys(contract).sort()).toMatchInlineSnapshot(`
    [
      "BRIDGE_METHODS",
      "METHODS",
      "Methods",
      "PROTOCOL_VERSION",
      "PROXIED_RPC_CALLS",
      "RESTRICTED_METHODS",
      "RPC_CALLS",
      "RestrictedMethods",
      "SAFE_SET_SETTINGS",
      "USER_FACING_METHODS",
      "USER_RESTRICTED",
      "isMethod",
      "isObjectEIP712TypedData",
    ]
  `)
})
