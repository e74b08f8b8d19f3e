import { describe, expect, it } from 'vitest'
import * as client from '../src/index.js'

describe('package root', () => {
  it('exports exactly these runtime names (adding or removing one is an API change)', () => {
    expect(Object.keys(client).sort()).toEqual([
      'ConflictType',
      'DEFAULT_BASE_URL',
      'DetailedExecutionInfoType',
      'DeviceType',
      'FEATURES',
      'GAS_PRICE_TYPE',
      'GatewayError',
      'ImplementationVersionState',
      'LabelValue',
      'Operation',
      'RPC_AUTHENTICATION',
      'SafeAppAccessPolicyTypes',
      'SafeAppFeatures',
      'SafeAppSocialPlatforms',
      'SafeMessageListItemType',
      'SafeMessageStatus',
      'SettingsInfoType',
      'TokenType',
      'TransactionInfoType',
      'TransactionListItemType',
      'TransactionStatus',
      'TransactionTokenType',
      'TransferDirection',
      'addDelegate',
      'confirmSafeMessage',
      'confirmTransaction',
      'createAlertSubscription',
      'createGatewayClient',
      'deleteAlertSubscription',
      'deleteDelegate',
      'deleteTransaction',
      'getAddressBook',
      'getAlertDeliveries',
      'getAlertSubscriptions',
      'getAllowances',
      'getAuthNonce',
      'getAuthSession',
      'getBalances',
      'getChainConfig',
      'getChainsConfig',
      'getCollectibles',
      'getCollectiblesPage',
      'getContract',
      'getContracts',
      'getCounterfactualSafeSetup',
      'getCounterparty',
      'getDecodedData',
      'getDelegates',
      'getFiatCurrencies',
      'getHistoryTokens',
      'getIncomingTransfers',
      'getMasterCopies',
      'getModuleTransactions',
      'getMultisigTransactions',
      'getNonces',
      'getNotificationEventsUrl',
      'getOwnedSafes',
      'getPendingExecutions',
      'getSafeApps',
      'getSafeEventsUrl',
      'getSafeIndexing',
      'getSafeInfo',
      'getSafeMessage',
      'getSafeMessages',
      'getSpendingLimits',
      'getTokenPrices',
      'getTransactionDetails',
      'getTransactionHistory',
      'getTransactionQueue',
      'logout',
      'mergeAddressBook',
      'postSafeGasEstimation',
      'proposeSafeMessage',
      'proposeTransaction',
      'registerCounterfactualSafe',
      'registerDevice',
      'reportPendingExecution',
      'retryAlertDelivery',
      'rotateAlertSecret',
      'sendTestAlert',
      'setBaseUrl',
      'unregisterDevice',
      'unregisterSafe',
      'verifyAuth',
    ])
  })

  it('gives the client object the same functions as the module-level exports', () => {
    const bound = client.createGatewayClient({ baseUrl: 'http://127.0.0.1:1' })
    const moduleFunctions = Object.entries(client)
      .filter(
        ([name, value]) => typeof value === 'function' && name !== 'createGatewayClient' && name !== 'GatewayError',
      )
      .map(([name]) => name)
      .sort()
    expect(Object.keys(bound).sort()).toEqual(moduleFunctions)
  })
})

describe('spec §3 enumerations', () => {
  const values = (o: Record<string, string | number>) => Object.values(o)

  it('has the exact values of every enumeration', () => {
    expect(values(client.TransactionStatus)).toEqual([
      'AWAITING_CONFIRMATIONS',
      'AWAITING_EXECUTION',
      'CANCELLED',
      'FAILED',
      'SUCCESS',
    ])
    expect(values(client.TransferDirection)).toEqual(['INCOMING', 'OUTGOING', 'UNKNOWN'])
    expect(values(client.TokenType)).toEqual(['ERC20', 'ERC721', 'NATIVE_TOKEN'])
    expect(values(client.TransactionTokenType)).toEqual(['ERC20', 'ERC721', 'NATIVE_COIN'])
    expect(client.Operation).toEqual({ CALL: 0, DELEGATE: 1 })
    expect(values(client.SettingsInfoType)).toEqual([
      'SET_FALLBACK_HANDLER',
      'ADD_OWNER',
      'REMOVE_OWNER',
      'SWAP_OWNER',
      'CHANGE_THRESHOLD',
      'CHANGE_IMPLEMENTATION',
      'ENABLE_MODULE',
      'DISABLE_MODULE',
      'SET_GUARD',
      'DELETE_GUARD',
    ])
    expect(values(client.TransactionInfoType)).toEqual(['Transfer', 'SettingsChange', 'Custom', 'Creation'])
    expect(values(client.ConflictType)).toEqual(['None', 'HasNext', 'End'])
    expect(values(client.TransactionListItemType)).toEqual(['TRANSACTION', 'LABEL', 'CONFLICT_HEADER', 'DATE_LABEL'])
    expect(values(client.DetailedExecutionInfoType)).toEqual(['MULTISIG', 'MODULE'])
    expect(values(client.LabelValue)).toEqual(['Queued', 'Next'])
    expect(values(client.SafeMessageStatus)).toEqual(['NEEDS_CONFIRMATION', 'CONFIRMED'])
    expect(values(client.SafeMessageListItemType)).toEqual(['DATE_LABEL', 'MESSAGE'])
    expect(values(client.ImplementationVersionState)).toEqual(['UP_TO_DATE', 'OUTDATED', 'UNKNOWN'])
    expect(values(client.RPC_AUTHENTICATION)).toEqual(['API_KEY_PATH', 'NO_AUTHENTICATION', 'UNKNOWN'])
    expect(values(client.GAS_PRICE_TYPE)).toEqual(['ORACLE', 'FIXED', 'FIXED1559', 'UNKNOWN'])
    expect(values(client.FEATURES)).toEqual([
      'ERC721',
      'SAFE_APPS',
      'CONTRACT_INTERACTION',
      'DOMAIN_LOOKUP',
      'SPENDING_LIMIT',
      'EIP1559',
      'SAFE_TX_GAS_OPTIONAL',
      'TX_SIMULATION',
      'EIP1271',
    ])
    expect(values(client.SafeAppAccessPolicyTypes)).toEqual(['NO_RESTRICTIONS', 'DOMAIN_ALLOWLIST'])
    expect(values(client.SafeAppFeatures)).toEqual(['BATCHED_TRANSACTIONS'])
    expect(values(client.SafeAppSocialPlatforms)).toEqual(['TWITTER', 'GITHUB', 'DISCORD'])
    expect(values(client.DeviceType)).toEqual(['ANDROID', 'IOS', 'WEB'])
  })
})
