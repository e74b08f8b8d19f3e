import { type Address, encodeFunctionData, type Hex, zeroAddress } from 'viem'
import { safeAbi } from '../abis/safe.js'
import type { MultiSendTransaction } from '../multisend/multi-send-transaction.js'
import { ALLOWANCE_MODULE_ADDRESS, allowanceModuleAbi } from './allowance-module-abi.js'
import { SPENDING_LIMIT_RESET_PERIODS, type SpendingLimitResetPeriod } from './reset-periods.js'

/** What a new or changed spending limit is: who may spend how much of which token (zero address: the native coin). */
export type SpendingLimitSpec = {
  safe: Address
  beneficiary: Address
  token: Address
  /** In the token's smallest unit; the module stores a uint96. */
  amount: bigint
  resetPeriod: SpendingLimitResetPeriod
}

/** What the Safe already has, so the batch sends only what is missing. */
export type SpendingLimitState = { moduleEnabled: boolean; beneficiaryIsDelegate: boolean }

const MAX_UINT96 = (1n << 96n) - 1n

const call = (to: Address, data: Hex): MultiSendTransaction => ({ operation: 0, to, value: 0n, data })

/**
 * The Safe's calls that set a spending limit: enableModule (when the module is not enabled), addDelegate (when the
 * beneficiary is not a delegate yet) and setAllowance; one call is sent as is, more go through MultiSendCallOnly.
 */
export function encodeSetSpendingLimitCalls(
  spec: SpendingLimitSpec,
  state: SpendingLimitState,
  module: Address = ALLOWANCE_MODULE_ADDRESS,
): MultiSendTransaction[] {
  if (spec.amount <= 0n || spec.amount > MAX_UINT96) {
    throw new RangeError('A spending limit must be more than 0 and at most 2^96 - 1 of the smallest unit.')
  }
  const calls: MultiSendTransaction[] = []
  if (!state.moduleEnabled) {
    calls.push(call(spec.safe, encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [module] })))
  }
  if (!state.beneficiaryIsDelegate) {
    calls.push(
      call(
        module,
        encodeFunctionData({ abi: allowanceModuleAbi, functionName: 'addDelegate', args: [spec.beneficiary] }),
      ),
    )
  }
  const minutes = SPENDING_LIMIT_RESET_PERIODS[spec.resetPeriod]
  const setAllowance = encodeFunctionData({
    abi: allowanceModuleAbi,
    functionName: 'setAllowance',
    args: [spec.beneficiary, spec.token, spec.amount, minutes, 0],
  })
  calls.push(call(module, setAllowance))
  return calls
}

/** The Safe's call that removes a beneficiary's limit on one token (deleteAllowance; the delegate stays). */
export function encodeDeleteSpendingLimitCall(
  beneficiary: Address,
  token: Address,
  module: Address = ALLOWANCE_MODULE_ADDRESS,
): MultiSendTransaction {
  return call(
    module,
    encodeFunctionData({ abi: allowanceModuleAbi, functionName: 'deleteAllowance', args: [beneficiary, token] }),
  )
}

/** What a beneficiary spends from a Safe's limit. */
export type SpendingLimitTransfer = { safe: Address; token: Address; to: Address; amount: bigint; beneficiary: Address }

/**
 * The beneficiary's own executeAllowanceTransfer calldata: no relayer payment and an empty signature, which the
 * module reads as "the sender is the delegate", so the beneficiary's wallet sends it without signing a hash first.
 */
export function encodeSpendingLimitTransfer(transfer: SpendingLimitTransfer): Hex {
  if (transfer.amount <= 0n || transfer.amount > MAX_UINT96) {
    throw new RangeError('The amount must be more than 0 and at most 2^96 - 1 of the smallest unit.')
  }
  return encodeFunctionData({
    abi: allowanceModuleAbi,
    functionName: 'executeAllowanceTransfer',
    args: [transfer.safe, transfer.token, transfer.to, transfer.amount, zeroAddress, 0n, transfer.beneficiary, '0x'],
  })
}
