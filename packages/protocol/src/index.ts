// Public surface of @concord/protocol, exported by name so every addition is deliberate (see test/exports.test.ts).

export { safeAbisByVersion } from './abis/abis-by-version.js'
export { canonicalAddresses, eip155Addresses, type SafeContractName } from './abis/canonical-addresses.js'
export {
  compatibilityFallbackHandlerAbi,
  compatibilityFallbackHandlerAbi_1_3_0,
} from './abis/compatibility-fallback-handler.js'
export { createCallAbi, createCallAbi_1_3_0 } from './abis/create-call.js'
export { decodeCall } from './abis/decode-call.js'
export {
  erc20CallsAbi,
  erc721CallsAbi,
  safeSettingsCallsAbi,
  safeSettingsMethods,
} from './abis/known-calls.js'
export { migrationAddresses, safeMigrationAbi, safeToL2MigrationAbi } from './abis/migrations.js'
export { multiSendAbi } from './abis/multi-send.js'
export { multiSendCallOnlyAbi } from './abis/multi-send-call-only.js'
export {
  SAFE_PROXY_CREATION_CODE_1_1_1,
  SAFE_PROXY_CREATION_CODE_1_3_0,
  SAFE_PROXY_CREATION_CODE_1_4_1,
  SAFE_PROXY_CREATION_CODE_1_5_0,
} from './abis/proxy-creation-code.js'
export {
  proxyCreationEventAbi_1_0_0,
  proxyCreationEventAbi_1_1_1,
  proxyCreationEventAbi_1_3_0,
  proxyCreationEventAbi_1_4_1,
  proxyCreationEventAbi_1_5_0,
} from './abis/proxy-creation-event.js'
export { safeAbi, safeAbi_1_3_0 } from './abis/safe.js'
export { safeL2Abi, safeL2Abi_1_3_0 } from './abis/safe-l2.js'
export { safeProxyFactoryAbi, safeProxyFactoryAbi_1_3_0 } from './abis/safe-proxy-factory.js'
export { signMessageLibAbi } from './abis/sign-message-lib.js'
export { simulateTxAccessorAbi } from './abis/simulate-tx-accessor.js'
export { findLookAlike, LOOK_ALIKE_PREFIX, LOOK_ALIKE_SUFFIX, looksAlike } from './addresses/look-alike.js'
export { type ChainId, chainIdNumber, isChainId, toChainId } from './chains/chain-id.js'
export { encodeSafeSetup, type SafeSetupParameters } from './creation/encode-safe-setup.js'
export {
  type PredictSafeAddressParameters,
  predictSafeAddress,
  proxyCreationCode,
} from './creation/predict-safe-address.js'
export { currentTotp, delegateTypedData } from './delegates/delegate-typed-data.js'
export { encodeSafeTxData } from './eip712/encode-safe-tx-data.js'
export { hashSafeTxMessage } from './eip712/hash-safe-tx-message.js'
export {
  getSafeDomain,
  getSafeDomainSeparator,
  type SafeDomain,
  type SafeDomainParameters,
} from './eip712/safe-domain.js'
export {
  getSafeMessageTypedData,
  hashSafeMessage,
  hashSafeMessageContent,
  SAFE_MESSAGE_TYPES,
  type SafeMessageContent,
  type SafeMessageParameters,
  type SafeMessageTypedData,
} from './eip712/safe-message.js'
export {
  encodeSafeMessageOverBytes,
  getSafeMessageOverBytesTypedData,
  hashSafeMessageOverBytes,
  type SafeMessageOverBytesParameters,
} from './eip712/safe-message-over-bytes.js'
export {
  buildSafeTransactionData,
  type SafeTransactionData,
  type SafeTransactionDataInput,
} from './eip712/safe-transaction-data.js'
export {
  getSafeTxTypedData,
  hashSafeTx,
  SAFE_TX_TYPES,
  type SafeTxParameters,
  type SafeTxTypedData,
} from './eip712/safe-tx-typed-data.js'
export {
  DOMAIN_SEPARATOR_TYPEHASH,
  LEGACY_DOMAIN_SEPARATOR_TYPEHASH,
  SAFE_MSG_TYPEHASH,
  SAFE_TX_TYPEHASH,
} from './eip712/type-hashes.js'
export {
  InvalidAddressError,
  InvalidHexError,
  InvalidSafeMessageError,
  InvalidSafeSetupError,
  InvalidSafeTransactionError,
  InvalidSignatureVError,
  InvalidTransactionIdError,
  InvalidVersionError,
  MalformedMultiSendError,
  MalformedSignatureError,
  ProtocolError,
  SignatureRecoveryError,
  UnsupportedSafeVersionError,
} from './errors.js'
export {
  type ExecTransactionFields,
  encodeExecTransaction,
  execTransactionArgs,
} from './execution/exec-transaction.js'
export {
  KNOWN_VULNERABLE_MODULES,
  minimalProxyTarget,
  type VulnerableModule,
  vulnerableModuleOf,
} from './modules/known-vulnerable-modules.js'
export { decodeMultiSendData } from './multisend/decode-multi-send-data.js'
export {
  type CallWithOperation,
  type DelegateCallsInOptions,
  delegateCallsIn,
  type FoundDelegateCall,
  MAX_BATCH_DEPTH,
} from './multisend/delegate-calls-in.js'
export { encodeMultiSendCall, encodeMultiSendData } from './multisend/encode-multi-send.js'
export { MULTI_SEND_SELECTOR, type MultiSendTransaction } from './multisend/multi-send-transaction.js'
export { deviceRegistrationHash } from './notifications/registration-hash.js'
export { applyOwnerChange, type OwnershipSetup } from './owners/apply-owner-change.js'
export {
  explainOwnershipDeadlock,
  findOwnershipDeadlock,
  type OwnershipDeadlock,
} from './owners/find-ownership-deadlock.js'
export { isOwner, previousInList, SENTINEL } from './owners/linked-list.js'
export { revertReason } from './revert/revert-reason.js'
export { explainSafeError, SAFE_ERROR_CODES } from './revert/safe-error-codes.js'
export { classifySignature } from './signatures/classify-signature.js'
export { joinSignatures } from './signatures/join-signatures.js'
export { type RecoverSignatureOwnerParameters, recoverSignatureOwner } from './signatures/recover-signature-owner.js'
export {
  type ApprovedHashSafeSignature,
  type ContractSafeSignature,
  type EcdsaSafeSignature,
  EIP1271_LEGACY_MAGIC_VALUE,
  EIP1271_MAGIC_VALUE,
  type JoinableSignature,
  type SafeSignature,
  type SignatureType,
} from './signatures/signature-types.js'
export { sortSignaturesByOwner } from './signatures/sort-signatures-by-owner.js'
export { splitSignatures } from './signatures/split-signatures.js'
export {
  ALLOWANCE_MODULE_ADDRESS,
  ALLOWANCE_MODULE_ADDRESSES,
  allowanceModuleAbi,
} from './spending-limits/allowance-module-abi.js'
export {
  encodeDeleteSpendingLimitCall,
  encodeSetSpendingLimitCalls,
  encodeSpendingLimitTransfer,
  type SpendingLimitSpec,
  type SpendingLimitState,
  type SpendingLimitTransfer,
} from './spending-limits/encode-spending-limit-calls.js'
export { readTokenAllowance, type SpendingLimitReading } from './spending-limits/read-token-allowance.js'
export {
  resetPeriodOfMinutes,
  SPENDING_LIMIT_RESET_PERIODS,
  type SpendingLimitResetPeriod,
} from './spending-limits/reset-periods.js'
export { addressInStorageWord, MODULES_PAGE_SIZE, SAFE_STORAGE_SLOTS } from './storage/safe-storage.js'
export {
  makeCreationTxId,
  makeModuleTxId,
  makeMultisigTxId,
  makeTransferTxId,
} from './transaction-id/make-transaction-id.js'
export { type ParsedTransactionId, parseTransactionId } from './transaction-id/parse-transaction-id.js'
export { compareSemver } from './versions/compare-semver.js'
export {
  DELEGATE_CALL_LIBRARY_ROLES,
  type DelegateCallLibrary,
  delegateCallLibraryAt,
  isSafeMultiSend,
  SAFE_DELEGATE_CALL_LIBRARIES,
} from './versions/delegate-call-libraries.js'
export {
  planSafeUpdate,
  type SafeUpdateParameters,
  type SafeUpdatePlan,
} from './versions/plan-safe-update.js'
export { registryAddresses } from './versions/registry-addresses.js'
export {
  gasFromRequiredTxGasRevert,
  type RequiredTxGasCall,
  requiredTxGasData,
} from './versions/required-tx-gas.js'
export {
  DEFAULT_SAFE_VERSION,
  domainHasChainId,
  FULL_SAFE_VERSIONS,
  type FullSafeVersion,
  isFullSafeVersion,
  isSupportedVersion,
  SAFE_VERSIONS,
  type SafeVersion,
  toSafeVersion,
} from './versions/safe-version.js'
export { type SimulationPlan, simulationPlan, simulationStateOverride } from './versions/simulation-plan.js'
export {
  isKnownSafeVersion,
  KNOWN_SAFE_VERSIONS,
  type KnownSafeVersion,
  SAFE_VERSION_FACTS,
  type SafeContractRole,
  type SafeVersionFacts,
  safeContractAt,
  versionContract,
  versionContractEip155,
  versionOfSingleton,
} from './versions/version-registry.js'
