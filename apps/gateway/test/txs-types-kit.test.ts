import type {
  DataDecoded,
  TxsAllTransactionPage,
  TxsConfirmationPage,
  TxsDelegate,
  TxsDelegatePage,
  TxsEstimation,
  TxsMessage,
  TxsMessagePage,
  TxsModuleTransactionPage,
  TxsMultisigTransaction,
  TxsMultisigTransactionPage,
  TxsSafeCreation,
  TxsSafeInfo,
  TxsSafeList,
  TxsServiceInfo,
  TxsSignatureResponse,
  TxsSingletons,
  TxsToken,
  TxsTokenPage,
  TxsTransferPage,
} from '@concord/gateway-schema'
import type {
  EthereumTxWithTransfersResponse,
  ModulesResponse,
  OwnerResponse,
  SafeCreationInfoResponse,
  SafeDelegateResponse,
  SafeInfoResponse,
  SafeMessage,
  SafeModuleTransactionListResponse,
  SafeModuleTransactionWithTransfersResponse,
  SafeMultisigTransactionEstimateResponse,
  SafeMultisigTransactionListResponse,
  SafeMultisigTransactionWithTransfersResponse,
  SafeServiceInfoResponse,
  SafeSingletonResponse,
  SignatureResponse,
  TokenInfoListResponse,
  TokenInfoResponse,
  TransferListResponse,
} from '@safe-global/api-kit'
import type {
  DecodedParameters,
  EIP712TypedData,
  DataDecoded as KitDataDecoded,
  ListResponse,
  SafeMultisigConfirmationListResponse,
  SafeMultisigTransactionResponse,
  TypedDataDomain,
  ValueDecoded,
} from '@safe-global/types-kit'
import { describe, expectTypeOf, it } from 'vitest'

// Our zod-inferred Transaction Service wire types against what api-kit 5.0.3 promises its callers (its own types and
// @safe-global/types-kit's): each answer Concord serves must be assignable to the type of the api-kit read that returns
// it, read as the service serves it (`Served`, below). The checks are compile-time: `npm run typecheck` (which includes
// this file) fails on a mismatch. The runtime test only keeps vitest and knip aware of the file.

/** Keys of `T` that types-kit marks optional. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T]

/**
 * A types-kit type as the Transaction Service fills it: where types-kit writes `field?: T` the service sends null when
 * it has no value (a page's `next`/`previous` at either end, a call's `data` and `dataDecoded`, an off-chain
 * confirmation's `transactionHash`, an ERC-721's `decimals`), so an optional field also takes null.
 */
type Served<T> = T extends readonly (infer U)[]
  ? Served<U>[]
  : T extends KitDataDecoded
    ? ServedDataDecoded
    : T extends object
      ? { [K in Exclude<keyof T, OptionalKeys<T>>]: Served<T[K]> } & {
          [K in OptionalKeys<T>]?: Served<Exclude<T[K], undefined>> | null
        }
      : T

/**
 * Decoded calldata as the service's decoder sends it: an array or tuple parameter's `value` is a (nested) list of
 * strings, not the string types-kit says; a MultiSend part without calldata has null `data`; the gateway's decoder
 * (shared with the Client Gateway API) leaves `parameters` null for a call it knows no parameters of.
 */
type ServedDataDecoded = {
  method: string
  parameters: Array<Omit<DecodedParameters, 'value' | 'valueDecoded'> & ServedParameterValue> | null
}
type ParameterValue = string | ParameterValue[]
type ServedParameterValue = {
  value: ParameterValue
  valueDecoded?: Array<ServedMultiSendPart> | null
}
type ServedMultiSendPart = Served<Omit<ValueDecoded, 'data' | 'dataDecoded'>> & {
  data: string | null
  dataDecoded: ServedDataDecoded | null
}

/** `T` with its fields `K` also null: required in types-kit, null from the service when it does not know them. */
type OrNull<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null }

/** api-kit's getSafeInfo and getSafeCreationInfo return the service's `masterCopy` renamed `singleton`. */
type AsApiKitRenames<T extends { masterCopy: string }> = Omit<T, 'masterCopy'> & { singleton: T['masterCopy'] }

/** The service's settings Concord has no value for (no AWS, no tracing node, no private RPC URL) are null. */
type ServedServiceInfo = Omit<SafeServiceInfoResponse, 'settings'> & {
  settings: OrNull<
    SafeServiceInfoResponse['settings'],
    Exclude<keyof SafeServiceInfoResponse['settings'], 'AWS_CONFIGURED'>
  >
}

/** A singleton's deployment facts the gateway does not index, and the last block before indexing starts, are null. */
type ServedSingleton = OrNull<SafeSingletonResponse, 'deployer' | 'deployedBlockNumber' | 'lastIndexedBlockNumber'>

/** A Safe on a singleton no version is known for has a null `version`, as the service sends it. */
type ServedSafeInfo = OrNull<SafeInfoResponse, 'version'>

/** A Safe whose creation the index did not see whole has a null creator, factory or setup data, as in the service. */
type ServedCreation = Served<OrNull<SafeCreationInfoResponse, 'creator' | 'factoryAddress' | 'setupData'>>

/** A contract-creation transaction that moved tokens to the Safe has a null `to`, as the service sends it. */
type ServedAllTransactions = Served<
  ListResponse<
    | SafeMultisigTransactionWithTransfersResponse
    | SafeModuleTransactionWithTransfersResponse
    | OrNull<EthereumTxWithTransfersResponse, 'to'>
  >
>

/**
 * Typed data as the owner signed it (JSON has no bigint, and a string `chainId` is valid EIP-712 JSON); the service's
 * `safeAppId` is the app's numeric id, where types-kit says a string; `preparedSignature` is null until the threshold
 * of signatures is met.
 */
type ServedMessage = Served<OrNull<Omit<SafeMessage, 'message' | 'safeAppId'>, 'preparedSignature'>> & {
  safeAppId: number | null
  message:
    | string
    | (Omit<EIP712TypedData, 'domain'> & { domain: Served<Omit<TypedDataDomain, 'chainId'>> & ChainIdAsSigned })
}
type ChainIdAsSigned = { chainId?: number | bigint | string }

/** A delegate for every Safe of its delegator has a null `safe`; one without expiry a null `expiryDate`. */
type ServedDelegate = OrNull<SafeDelegateResponse, 'safe' | 'expiryDate'>

describe('our TXS answers are the types api-kit returns them as', () => {
  it('service, Safes and creation', () => {
    expectTypeOf<TxsServiceInfo>().toExtend<ServedServiceInfo>()
    expectTypeOf<TxsSingletons>().toExtend<ServedSingleton[]>()
    expectTypeOf<AsApiKitRenames<TxsSafeInfo>>().toExtend<ServedSafeInfo>()
    expectTypeOf<TxsSafeList>().toExtend<OwnerResponse>()
    expectTypeOf<TxsSafeList>().toExtend<ModulesResponse>()
    expectTypeOf<AsApiKitRenames<TxsSafeCreation>>().toExtend<ServedCreation>()
  })

  it('multisig transactions and confirmations', () => {
    expectTypeOf<TxsMultisigTransaction>().toExtend<Served<SafeMultisigTransactionResponse>>()
    expectTypeOf<TxsMultisigTransactionPage>().toExtend<Served<SafeMultisigTransactionListResponse>>()
    expectTypeOf<TxsConfirmationPage>().toExtend<Served<SafeMultisigConfirmationListResponse>>()
    expectTypeOf<TxsSignatureResponse>().toExtend<SignatureResponse>()
  })

  it('all-transactions, incoming transfers and module transactions', () => {
    expectTypeOf<TxsAllTransactionPage>().toExtend<ServedAllTransactions>()
    expectTypeOf<TxsTransferPage>().toExtend<Served<TransferListResponse>>()
    expectTypeOf<TxsModuleTransactionPage>().toExtend<Served<SafeModuleTransactionListResponse>>()
  })

  it('messages, delegates, tokens, data decoder and estimation', () => {
    expectTypeOf<TxsMessage>().toExtend<ServedMessage>()
    expectTypeOf<TxsMessagePage>().toExtend<Served<ListResponse<unknown>> & { results: ServedMessage[] }>()
    expectTypeOf<TxsDelegatePage>().toExtend<Served<ListResponse<ServedDelegate>>>()
    expectTypeOf<TxsDelegate>().toExtend<ServedDelegate>()
    expectTypeOf<TxsTokenPage>().toExtend<Served<TokenInfoListResponse>>()
    expectTypeOf<TxsToken>().toExtend<Served<TokenInfoResponse>>()
    expectTypeOf<DataDecoded>().toExtend<ServedDataDecoded>()
    expectTypeOf<TxsEstimation>().toExtend<SafeMultisigTransactionEstimateResponse>()
  })
})
