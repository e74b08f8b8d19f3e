import { expect, test } from 'vitest'
import * as sdk from '../src/index.js'

test('public exports', () => {
  expect(Object.keys(sdk).sort()).toMatchInlineSnapshot(`
    [
      "AppsSdk",
      "AppsSdkError",
      "Communicator",
      "DEFAULT_TIMEOUT_MS",
      "Eth",
      "HostError",
      "InvalidArgumentError",
      "MAGIC_VALUE",
      "MAGIC_VALUE_BYTES",
      "Methods",
      "NoParentWindowError",
      "PERMISSIONS_REQUEST_REJECTED",
      "PermissionsError",
      "ProviderRpcError",
      "RPC_CALLS",
      "RequestTimeoutError",
      "RestrictedMethods",
      "SDK_VERSION",
      "Safe",
      "SafeAppProvider",
      "Txs",
      "Wallet",
      "calculateMessageHash",
      "calculateTypedMessageHash",
      "generateRequestId",
      "isObjectEIP712TypedData",
    ]
  `)
})
