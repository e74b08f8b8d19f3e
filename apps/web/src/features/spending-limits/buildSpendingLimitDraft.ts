import {
  encodeDeleteSpendingLimitCall,
  encodeSetSpendingLimitCalls,
  SPENDING_LIMIT_RESET_PERIODS,
  type SpendingLimitResetPeriod,
} from '@concord/protocol'
import { type Address, getAddress, isAddress, isAddressEqual, parseUnits } from 'viem'
import type { TxDraft } from '../../tx-draft/txDraft'
import { describeLimit } from './describeLimit'
import type { LimitToken } from './tokenDirectory'

/** The fields of the "New spending limit" form, as typed. */
export type SpendingLimitForm = { beneficiary: string; token: string; amount: string; resetPeriod: string }

/** A form's outcome: the draft for the review screen, or each field to fix, in words. */
export type SpendingLimitPlan =
  | { ok: true; draft: TxDraft }
  | { ok: false; errors: Partial<Record<keyof SpendingLimitForm, string>> }

/** The Safe as the form needs it: its address, owners and enabled modules. */
export type LimitSafe = { address: Address; owners: readonly string[]; modules: readonly string[] }

const MAX_UINT96 = (1n << 96n) - 1n

const toDraft = (title: string, calls: ReturnType<typeof encodeSetSpendingLimitCalls>): TxDraft => ({
  title,
  origin: 'settings',
  calls: calls.map((c) => ({ to: c.to, value: c.value.toString(), data: c.data, operation: c.operation })),
})

/** Reads an amount in the token's units; an error in words when it is not a positive number it can hold. */
function readAmount(typed: string, token: LimitToken): { ok: true; value: bigint } | { ok: false; error: string } {
  const trimmed = typed.trim()
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, error: `Enter an amount of ${token.symbol}, e.g. 100.` }
  const decimals = trimmed.split('.')[1]?.length ?? 0
  if (decimals > token.decimals) {
    return { ok: false, error: `${token.symbol} has ${token.decimals} decimals: use at most that many.` }
  }
  const value = parseUnits(trimmed, token.decimals)
  if (value === 0n) return { ok: false, error: 'Enter an amount above 0.' }
  if (value > MAX_UINT96) return { ok: false, error: 'That amount is more than the module can hold; enter less.' }
  return { ok: true, value }
}

/**
 * A new or changed limit: one Safe transaction (enableModule when the module is not enabled, addDelegate when the
 * beneficiary is not a delegate yet, setAllowance), titled with what it allows in words; or the fields to fix.
 */
export function buildSetSpendingLimit(
  safe: LimitSafe,
  form: SpendingLimitForm,
  tokens: ReadonlyMap<string, LimitToken>,
  module: Address,
  delegates: readonly string[],
): SpendingLimitPlan {
  const errors: Partial<Record<keyof SpendingLimitForm, string>> = {}
  const beneficiary = form.beneficiary.trim()
  if (!isAddress(beneficiary, { strict: false })) {
    errors.beneficiary = 'Enter the beneficiary’s address (0x and 40 hex digits).'
  } else if (isAddressEqual(beneficiary, safe.address)) {
    errors.beneficiary = 'The Safe cannot be its own beneficiary: enter the address that will spend.'
  }
  const token = isAddress(form.token, { strict: false }) ? tokens.get(getAddress(form.token)) : undefined
  if (!token) errors.token = 'Pick a token this Safe holds.'
  const amount = token ? readAmount(form.amount, token) : null
  if (amount && !amount.ok) errors.amount = amount.error
  if (!(form.resetPeriod in SPENDING_LIMIT_RESET_PERIODS)) errors.resetPeriod = 'Pick how often the limit resets.'
  if (Object.keys(errors).length > 0 || !token || !amount?.ok) return { ok: false, errors }
  const resetPeriod = form.resetPeriod as SpendingLimitResetPeriod
  const who = getAddress(beneficiary)
  const calls = encodeSetSpendingLimitCalls(
    { safe: safe.address, beneficiary: who, token: token.address, amount: amount.value, resetPeriod },
    {
      moduleEnabled: safe.modules.some((m) => isAddressEqual(m as Address, module)),
      beneficiaryIsDelegate: delegates.some((d) => isAddressEqual(d as Address, who)),
    },
    module,
  )
  const minutes = SPENDING_LIMIT_RESET_PERIODS[resetPeriod]
  const words = describeLimit(who, amount.value, token, minutes)
  // safeTxGas 0 (all the gas the execution is sent with; a failing call reverts the whole execution), as Safe{Wallet}
  // sends for 1.3.0+: the gateway's estimate is the gas the batch used, and MultiSend forwards only 63/64 of what is
  // left to each call, so the last call (setAllowance, new storage) came up short and the execution was "Failed".
  return { ok: true, draft: { ...toDraft(`Spending limit: ${words}`, calls), safeTxGas: '0' } }
}

/** Removing a limit: deleteAllowance for the beneficiary and token, titled in words. */
export function buildRemoveSpendingLimit(beneficiary: Address, token: LimitToken, module: Address): TxDraft {
  const call = encodeDeleteSpendingLimitCall(beneficiary, token.address, module)
  return toDraft(`Remove the ${token.symbol} spending limit of ${beneficiary}`, [call])
}
