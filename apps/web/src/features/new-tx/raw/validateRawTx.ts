import { getAddress, isAddress, isHex, parseEther } from 'viem'
import type { TxDraft } from '../../../tx-draft/txDraft'

/** The raw-transaction form's fields, as typed. */
export type RawTxFields = { to: string; value: string; data: string; operation: string }

/** A draft (origin 'raw') from the raw form, or what to fix for each field, in words. */
export function validateRawTx(
  fields: RawTxFields,
): { ok: true; draft: TxDraft } | { ok: false; errors: Partial<Record<keyof RawTxFields, string>> } {
  const errors: Partial<Record<keyof RawTxFields, string>> = {}
  const to = fields.to.trim()
  if (!isAddress(to, { strict: false })) errors.to = 'An address: 0x followed by 40 hex digits.'
  const valueText = fields.value.trim() || '0'
  let value = 0n
  if (!/^\d+(\.\d{1,18})?$/.test(valueText)) errors.value = 'An amount such as 0.1 (at most 18 decimals).'
  else value = parseEther(valueText)
  const data = fields.data.trim() || '0x'
  if (!isHex(data) || data.length % 2 !== 0) errors.data = 'Hex bytes starting with 0x (an even number of digits).'
  const operation = fields.operation === '1' ? 1 : 0
  if (Object.keys(errors).length) return { ok: false, errors }
  const address = getAddress(to)
  return {
    ok: true,
    draft: {
      title: operation === 1 ? `DELEGATE call to ${address}` : `Raw transaction to ${address}`,
      origin: 'raw',
      calls: [{ to: address, value: value.toString(), data: data.toLowerCase(), operation }],
    },
  }
}
