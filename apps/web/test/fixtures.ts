import type { TransactionDetails, TransactionSummary } from '@concord/gateway-client'
import { getAddress } from 'viem'

/** A Safe address used across tests. */
export const SAFE = getAddress('0xa063cb0e5d3e5f5a5e3ec7f0e8c1c2c8f2d456b6')
const OWNER_A = '0x1111111111111111111111111111111111111111' as const
const OWNER_B = '0x2222222222222222222222222222222222222222' as const
const info = (value: `0x${string}`) => ({ value, name: null, logoUri: null })

/** A queued multisig summary with `submitted` of 2 confirmations. */
export function queuedTx(id: string, nonce: number, submitted: number): TransactionSummary {
  return {
    id,
    txHash: null,
    timestamp: 1_718_000_000_000,
    txStatus: submitted >= 2 ? 'AWAITING_EXECUTION' : 'AWAITING_CONFIRMATIONS',
    txInfo: {
      type: 'Transfer',
      humanDescription: null,
      sender: info(SAFE),
      recipient: info(OWNER_B),
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: '1000000000000000000' },
    },
    executionInfo: {
      type: 'MULTISIG',
      nonce,
      confirmationsRequired: 2,
      confirmationsSubmitted: submitted,
      missingSigners: submitted >= 2 ? null : [info(OWNER_B)],
    },
    safeAppInfo: null,
    note: null,
  } as TransactionSummary
}

/** Details of a 1 ETH transfer proposed on the Safe; `safeTxHash` is what the gateway claims. */
export function transferDetails(safeTxHash: `0x${string}`): TransactionDetails {
  return {
    safeAddress: SAFE,
    txId: `multisig_${SAFE}_${safeTxHash}`,
    executedAt: null,
    txStatus: 'AWAITING_CONFIRMATIONS',
    txInfo: queuedTx('x', 7, 1).txInfo,
    txData: {
      hexData: null,
      dataDecoded: null,
      to: info(OWNER_B),
      value: '1000000000000000000',
      operation: 0,
      trustedDelegateCallTarget: null,
      untrustedDelegateCalls: [],
      addressInfoIndex: null,
      tokenInfoIndex: null,
    },
    txHash: null,
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt: 1_718_000_000_000,
      nonce: 7,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: '0x0000000000000000000000000000000000000000',
      fee: '0',
      payment: '0',
      refundReceiver: info('0x0000000000000000000000000000000000000000'),
      safeTxHash,
      executor: null,
      signers: [info(OWNER_A), info(OWNER_B)],
      confirmationsRequired: 2,
      confirmations: [{ signer: info(OWNER_A), signature: '0x', submittedAt: 1_718_000_000_000 }],
      removedOwnerConfirmations: [],
      rejectors: [],
      gasTokenInfo: null,
      trusted: true,
      proposer: null,
      proposedByDelegate: null,
    },
    safeAppInfo: null,
    note: null,
  } as TransactionDetails
}
