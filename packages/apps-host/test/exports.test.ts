import { expect, test } from 'vitest'
import * as host from '../src/index.js'

test('public exports', () => {
  expect(Object.keys(host).sort()).toMatchInlineSnapshot(`
    [
      "AppsHostError",
      "DEFAULT_MAX_PENDING_USER_REQUESTS",
      "DEFAULT_RATE_LIMIT",
      "DEFAULT_TIMEOUTS",
      "HOST_METHODS",
      "HOST_PROTOCOL_VERSION",
      "HandlerTimeoutError",
      "InvalidAppUrlError",
      "InvalidHostOptionsError",
      "PERMISSIONS_STORAGE_KEY",
      "PROXIED_RPC_CALLS",
      "PendingLimit",
      "PermissionsStore",
      "RESTRICTED_METHODS",
      "ReplyErrors",
      "RequestEnvelopeSchema",
      "TokenBucket",
      "USER_RESTRICTED",
      "createAppHost",
      "createLocalStoragePermissionStorage",
      "createMemoryPermissionStorage",
      "normalizeTransactions",
    ]
  `)
})
