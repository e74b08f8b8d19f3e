import { describe, expect, it } from 'vitest'
import * as protocol from '../src/index.js'

describe('public surface', () => {
  it('exports exactly these names (other packages code against them: change only on purpose)', () => {
    expect(Object.keys(protocol).sort()).toEqual([
      'DOMAIN_SEPARATOR_TYPEHASH',
      'EIP1271_LEGACY_MAGIC_VALUE',
      'EIP1271_MAGIC_VALUE',
      'InvalidAddressError',
      'InvalidHexError',
      'InvalidSafeMessageError',
      'InvalidSafeSetupError',
      'InvalidSafeTransactionError',
      'InvalidSignatureVError',
      'InvalidTransactionIdError',
      'InvalidVersionError',
      'KNOWN_SAFE_VERSIONS',
      'LEGACY_DOMAIN_SEPARATOR_TYPEHASH',
      'MAX_BATCH_DEPTH',
      'MODULES_PAGE_SIZE',
      'MULTI_SEND_SELECTOR',
      'MalformedMultiSendError',
      'MalformedSignatureError',
      'ProtocolError',
      'SAFE_ERROR_CODES',
      'SAFE_MESSAGE_TYPES',
      'SAFE_MSG_TYPEHASH',
      'SAFE_PROXY_CREATION_CODE_1_3_0',
      'SAFE_PROXY_CREATION_CODE_1_4_1',
      'SAFE_STORAGE_SLOTS',
      'SAFE_TX_TYPEHASH',
      'SAFE_TX_TYPES',
      'SAFE_VERSIONS',
      'SAFE_VERSION_FACTS',
      'SENTINEL',
      'SignatureRecoveryError',
      'UnsupportedSafeVersionError',
      'addressInStorageWord',
      'buildSafeTransactionData',
      'canonicalAddresses',
      'classifySignature',
      'compareSemver',
      'compatibilityFallbackHandlerAbi',
      'compatibilityFallbackHandlerAbi_1_3_0',
      'createCallAbi',
      'createCallAbi_1_3_0',
      'currentTotp',
      'decodeMultiSendData',
      'delegateCallsIn',
      'delegateTypedData',
      'deviceRegistrationHash',
      'domainHasChainId',
      'eip155Addresses',
      'encodeExecTransaction',
      'encodeMultiSendCall',
      'encodeMultiSendData',
      'encodeSafeSetup',
      'erc20CallsAbi',
      'erc721CallsAbi',
      'execTransactionArgs',
      'explainSafeError',
      'getSafeDomain',
      'getSafeDomainSeparator',
      'getSafeMessageTypedData',
      'getSafeTxTypedData',
      'hashSafeMessage',
      'hashSafeMessageContent',
      'hashSafeTx',
      'hashSafeTxMessage',
      'isKnownSafeVersion',
      'isOwner',
      'isSupportedVersion',
      'joinSignatures',
      'makeCreationTxId',
      'makeModuleTxId',
      'makeMultisigTxId',
      'makeTransferTxId',
      'migrationAddresses',
      'multiSendAbi',
      'multiSendCallOnlyAbi',
      'parseTransactionId',
      'planSafeUpdate',
      'predictSafeAddress',
      'previousInList',
      'proxyCreationCode',
      'proxyCreationEventAbi_1_3_0',
      'proxyCreationEventAbi_1_4_1',
      'recoverSignatureOwner',
      'registryAddresses',
      'revertReason',
      'safeAbi',
      'safeAbi_1_3_0',
      'safeAbisByVersion',
      'safeL2Abi',
      'safeL2Abi_1_3_0',
      'safeMigrationAbi',
      'safeProxyFactoryAbi',
      'safeProxyFactoryAbi_1_3_0',
      'safeSettingsCallsAbi',
      'safeSettingsMethods',
      'safeToL2MigrationAbi',
      'signMessageLibAbi',
      'simulateTxAccessorAbi',
      'sortSignaturesByOwner',
      'splitSignatures',
      'toSafeVersion',
      'versionContract',
      'versionContractEip155',
      'versionOfSingleton',
    ])
  })

  it('throws errors that share one base class with a stable code and literal name', () => {
    const caught = (fn: () => unknown) => {
      try {
        fn()
      } catch (error) {
        return error
      }
      throw new Error('expected a throw')
    }
    const cases = [
      [() => protocol.parseTransactionId('nope'), 'INVALID_TRANSACTION_ID', 'InvalidTransactionIdError'],
      [() => protocol.compareSemver('x', '1'), 'INVALID_VERSION', 'InvalidVersionError'],
      [() => protocol.toSafeVersion('9.0.0'), 'UNSUPPORTED_SAFE_VERSION', 'UnsupportedSafeVersionError'],
      [() => protocol.splitSignatures('0x00'), 'MALFORMED_SIGNATURE', 'MalformedSignatureError'],
      [() => protocol.classifySignature(2), 'INVALID_SIGNATURE_V', 'InvalidSignatureVError'],
      [() => protocol.decodeMultiSendData('0x02'), 'MALFORMED_MULTISEND', 'MalformedMultiSendError'],
    ] as const
    for (const [fn, code, name] of cases) {
      const error = caught(fn)
      expect(error).toBeInstanceOf(protocol.ProtocolError)
      expect(error).toMatchObject({ code, name })
    }
  })
})
