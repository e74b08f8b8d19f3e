import * as safe from '@safe-global/safe-gateway-typescript-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as ours from '../src/index.js'
import { sendJson, startTestServer, type TestServer } from './testServer.js'

// ---------------------------------------------------------------------------------------------
// Type level: every Safe SDK function can be replaced by ours. `tsc -p tsconfig.json` checks this.
// Arguments: whatever the Safe SDK accepts, ours accepts (same order; ours adds a last options argument).
// Results: ours must be assignable to the Safe SDK's result, allowing only these documented differences:
// - the gateway sends `null` where the Safe SDK declares an optional field (gateway-api.md §0);
// - our enums are string unions where the Safe SDK has TypeScript enums with the same values
//   (the gateway sends gas price types in lower case, hence the lower-case variants);
// - fields the Safe Client Gateway sends as null although the Safe SDK declares a value (WireNullable);
// - NFT metadata is arbitrary JSON, not the Safe SDK's string map, and a decoded parameter's
//   valueDecoded can also be one nested decoded call (Untyped);
// - the incoming-transfer, module and multisig lists can hold any transaction (the Safe SDK narrows
//   them to transfers), so they are compared with the Safe SDK's general transaction page (AnyTransactionPage);
// - ChainInfo.contractAddresses, which the Safe Client Gateway no longer sends, is optional.
// ---------------------------------------------------------------------------------------------

type WireNullable =
  | 'logoUri'
  | 'uri'
  | 'name'
  | 'description'
  | 'imageUri'
  | 'value'
  | 'iconUrl'
  | 'parameters'
  | 'trustedDelegateCallTarget'
type Untyped = 'metadata' | 'valueDecoded'
type RemovedByGateway = 'contractAddresses'

type LooseField<T, K> = K extends Untyped
  ? unknown
  : Loose<T> | (undefined extends T ? null : never) | (K extends WireNullable ? null : never)

type Loose<T> = T extends string
  ? `${T}` | Lowercase<`${T}`>
  : T extends number | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? Loose<U>[]
      : T extends object
        ? { [K in keyof T as K extends RemovedByGateway ? never : K]: LooseField<T[K], K> } & {
            [K in keyof T as K extends RemovedByGateway ? K : never]?: LooseField<T[K], K>
          }
        : T

type SafeCompatible<F, R = never> = F extends (...args: infer A) => Promise<infer SafeR>
  ? (...args: A) => Promise<Loose<[R] extends [never] ? SafeR : R>>
  : never

type AnyTransactionPage = safe.Page<safe.Transaction>

const compatible = {
  setBaseUrl: ours.setBaseUrl satisfies typeof safe.setBaseUrl,
  getSafeInfo: ours.getSafeInfo satisfies SafeCompatible<typeof safe.getSafeInfo>,
  getIncomingTransfers: ours.getIncomingTransfers satisfies SafeCompatible<
    typeof safe.getIncomingTransfers,
    AnyTransactionPage
  >,
  getModuleTransactions: ours.getModuleTransactions satisfies SafeCompatible<
    typeof safe.getModuleTransactions,
    AnyTransactionPage
  >,
  getMultisigTransactions: ours.getMultisigTransactions satisfies SafeCompatible<
    typeof safe.getMultisigTransactions,
    AnyTransactionPage
  >,
  getBalances: ours.getBalances satisfies SafeCompatible<typeof safe.getBalances>,
  getFiatCurrencies: ours.getFiatCurrencies satisfies SafeCompatible<typeof safe.getFiatCurrencies>,
  getOwnedSafes: ours.getOwnedSafes satisfies SafeCompatible<typeof safe.getOwnedSafes>,
  getCollectibles: ours.getCollectibles satisfies SafeCompatible<typeof safe.getCollectibles>,
  getCollectiblesPage: ours.getCollectiblesPage satisfies SafeCompatible<typeof safe.getCollectiblesPage>,
  getTransactionHistory: ours.getTransactionHistory satisfies SafeCompatible<typeof safe.getTransactionHistory>,
  getTransactionQueue: ours.getTransactionQueue satisfies SafeCompatible<typeof safe.getTransactionQueue>,
  getTransactionDetails: ours.getTransactionDetails satisfies SafeCompatible<typeof safe.getTransactionDetails>,
  deleteTransaction: ours.deleteTransaction satisfies SafeCompatible<typeof safe.deleteTransaction>,
  postSafeGasEstimation: ours.postSafeGasEstimation satisfies SafeCompatible<typeof safe.postSafeGasEstimation>,
  getNonces: ours.getNonces satisfies SafeCompatible<typeof safe.getNonces>,
  proposeTransaction: ours.proposeTransaction satisfies SafeCompatible<typeof safe.proposeTransaction>,
  getChainsConfig: ours.getChainsConfig satisfies SafeCompatible<typeof safe.getChainsConfig>,
  getChainConfig: ours.getChainConfig satisfies SafeCompatible<typeof safe.getChainConfig>,
  getSafeApps: ours.getSafeApps satisfies SafeCompatible<typeof safe.getSafeApps>,
  getMasterCopies: ours.getMasterCopies satisfies SafeCompatible<typeof safe.getMasterCopies>,
  getDecodedData: ours.getDecodedData satisfies SafeCompatible<typeof safe.getDecodedData>,
  getContract: ours.getContract satisfies SafeCompatible<typeof safe.getContract>,
  getSafeMessages: ours.getSafeMessages satisfies SafeCompatible<typeof safe.getSafeMessages>,
  proposeSafeMessage: ours.proposeSafeMessage satisfies SafeCompatible<typeof safe.proposeSafeMessage>,
  getSafeMessage: ours.getSafeMessage satisfies SafeCompatible<typeof safe.getSafeMessage>,
  confirmSafeMessage: ours.confirmSafeMessage satisfies SafeCompatible<typeof safe.confirmSafeMessage>,
  getDelegates: ours.getDelegates satisfies SafeCompatible<typeof safe.getDelegates>,
  registerDevice: ours.registerDevice satisfies SafeCompatible<typeof safe.registerDevice>,
  unregisterSafe: ours.unregisterSafe satisfies SafeCompatible<typeof safe.unregisterSafe>,
  unregisterDevice: ours.unregisterDevice satisfies SafeCompatible<typeof safe.unregisterDevice>,
  getAuthNonce: ours.getAuthNonce satisfies SafeCompatible<typeof safe.getAuthNonce>,
  verifyAuth: ours.verifyAuth satisfies SafeCompatible<typeof safe.verifyAuth>,
}

// ---------------------------------------------------------------------------------------------
// Wire level: the real Safe SDK and ours, called with the same arguments, send the same requests.
// ---------------------------------------------------------------------------------------------

const SAFE = '0xA063Cb7CFd8E57c30c788A0572CBbf2129ae56B6'
const HASH = '0x5a1c000000000000000000000000000000000000000000000000000000000001'

type SameCall = { [K in keyof typeof compatible]: [K, Parameters<(typeof safe)[K]>] }[keyof typeof compatible]

let server: TestServer

function sameCalls(): SameCall[] {
  const page = `${server.url}/v1/chains/1/safes/${SAFE}/transactions/history?cursor=limit%3D20%26offset%3D20`
  return [
    ['getSafeInfo', ['1', SAFE]],
    ['getIncomingTransfers', ['1', SAFE, { trusted: true, value: '1' }]],
    ['getModuleTransactions', ['1', SAFE, { module: SAFE }, `${server.url}/next?cursor=x`]],
    ['getMultisigTransactions', ['1', SAFE, { executed: 'true', nonce: '3' }]],
    ['getBalances', ['1', SAFE]],
    ['getBalances', ['1', SAFE, 'eur', { trusted: false, exclude_spam: true }]],
    ['getFiatCurrencies', []],
    ['getOwnedSafes', ['1', SAFE]],
    ['getCollectibles', ['1', SAFE, { trusted: true }]],
    ['getCollectiblesPage', ['1', SAFE, { exclude_spam: false }]],
    ['getTransactionHistory', ['1', SAFE, { timezone: 'Europe/Berlin', trusted: true }]],
    ['getTransactionHistory', ['1', SAFE, {}, page]],
    ['getTransactionQueue', ['1', SAFE, { trusted: false }]],
    ['getTransactionDetails', ['1', `multisig_${SAFE}_${HASH}`]],
    ['deleteTransaction', ['1', HASH, '0xsig']],
    ['postSafeGasEstimation', ['1', SAFE, { to: SAFE, value: '0', data: '0x', operation: safe.Operation.CALL }]],
    ['getNonces', ['1', SAFE]],
    ['getContract', ['1', SAFE]],
    [
      'proposeTransaction',
      [
        '1',
        SAFE,
        {
          to: SAFE,
          value: '0',
          data: '0x',
          nonce: '1',
          operation: safe.Operation.DELEGATE,
          safeTxGas: '0',
          baseGas: '0',
          gasPrice: '0',
          gasToken: '0x0000000000000000000000000000000000000000',
          safeTxHash: HASH,
          sender: SAFE,
          signature: '0xsig',
        },
      ],
    ],
    ['getChainsConfig', [{ limit: 10 }]],
    ['getChainConfig', ['1']],
    ['getSafeApps', ['1', { client_url: 'https://wallet.example' }]],
    ['getMasterCopies', ['1']],
    ['getDecodedData', ['1', 0, '0xa9059cbb', SAFE]],
    ['getDecodedData', ['1', 1, '0x']],
    ['getSafeMessages', ['1', SAFE]],
    ['proposeSafeMessage', ['1', SAFE, { message: 'hi', signature: '0xsig', safeAppId: 3 }]],
    ['getSafeMessage', ['1', HASH]],
    ['confirmSafeMessage', ['1', HASH, { signature: '0xsig' }]],
    ['getDelegates', ['1', { delegator: SAFE }]],
    [
      'registerDevice',
      [
        {
          cloudMessagingToken: 't',
          buildNumber: '1',
          bundle: 'b',
          deviceType: safe.DeviceType.WEB,
          version: '1',
          safeRegistrations: [{ chainId: '1', safes: [SAFE], signatures: [] }],
        },
      ],
    ],
    ['unregisterSafe', ['1', SAFE, 'uuid-1']],
    ['unregisterDevice', ['1', 'uuid-1']],
    ['getAuthNonce', []],
    ['verifyAuth', [{ message: 'siwe', signature: '0xsig' }]],
  ]
}

beforeAll(async () => {
  server = await startTestServer()
  server.respond((req, res) => sendJson(res, 200, { method: req.method, path: req.rawUrl }))
  safe.setBaseUrl(server.url)
  compatible.setBaseUrl(server.url)
})
afterAll(() => server.close())

describe('drop-in for @safe-global/safe-gateway-typescript-sdk', () => {
  it('sends the same method, URL and body as the Safe SDK for every shared call', async () => {
    const calls = sameCalls()
    expect(new Set(calls.map(([name]) => name))).toEqual(
      new Set(Object.keys(compatible).filter((name) => name !== 'setBaseUrl')),
    )
    const safeSdk: Record<string, unknown> = safe
    for (const [name, args] of calls) {
      const theirs = await (safeSdk[name] as (...a: unknown[]) => Promise<unknown>)(...args)
      const theirRequest = server.last()
      const mine = await (compatible[name] as (...a: unknown[]) => Promise<unknown>)(...args)
      const myRequest = server.last()
      expect({ name, method: myRequest.method, url: myRequest.rawUrl, body: myRequest.body }).toEqual({
        name,
        method: theirRequest.method,
        url: theirRequest.rawUrl,
        body: theirRequest.body,
      })
      expect(mine).toEqual(theirs)
    }
  })
})
