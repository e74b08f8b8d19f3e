import { formatEther, getAddress, isAddress } from 'viem'
import { hasValidChecksum } from './batch-checksum.js'
import { BatchFile, BatchTransaction } from './batch-file.js'
import { encodeContractCall } from './encode-contract-call.js'
import type { Call } from './parse-call.js'

/** What an import found: the calls, and whether the checksum vouches for the file. */
export type ImportedBatch = {
  name: string
  calls: Call[]
  /** `missing`: a hand-made file; `changed`: edited since the builder wrote it (loaded anyway, as Safe's builder does). */
  checksum: 'valid' | 'missing' | 'changed'
}

/** Why a file was refused, in words; one line per problem. */
export type ImportResult = { ok: true; batch: ImportedBatch } | { ok: false; errors: string[] }

/** Reads a Transaction Builder batch file for a Safe on `chainId`; every transaction is checked and encoded. */
export function readBatchFile(text: string, chainId: number): ImportResult {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, errors: ['The file is not JSON: choose a batch file exported by a Transaction Builder.'] }
  }
  const file = BatchFile.safeParse(json)
  if (!file.success) {
    const fields = [...new Set(file.error.issues.map((issue) => issue.path.join('.') || 'the file'))]
    return { ok: false, errors: [`This is not a Transaction Builder batch file: check ${fields.join(', ')}.`] }
  }
  if (file.data.chainId !== String(chainId)) {
    return {
      ok: false,
      errors: [`The batch was made for chain ${file.data.chainId}; this Safe is on chain ${chainId}.`],
    }
  }
  if (file.data.transactions.length === 0) return { ok: false, errors: ['The batch has no transactions.'] }
  const errors: string[] = []
  const calls: Call[] = []
  file.data.transactions.forEach((raw, index) => {
    const call = toCall(raw)
    if (typeof call === 'string') errors.push(`Transaction ${index + 1}: ${call}`)
    else calls.push(call)
  })
  if (errors.length > 0) return { ok: false, errors }
  const checksum = file.data.meta.checksum ? (hasValidChecksum(file.data) ? 'valid' : 'changed') : 'missing'
  return { ok: true, batch: { name: file.data.meta.name, calls, checksum } }
}

/** One transaction as a call, or what is wrong with it. */
function toCall(raw: unknown): Call | string {
  const parsed = BatchTransaction.safeParse(raw)
  if (!parsed.success) return 'it needs "to" and "value" as strings.'
  const tx = parsed.data
  if (!isAddress(tx.to, { strict: false })) return `"to" is not an address (${tx.to}).`
  if (!/^\d+$/.test(tx.value)) return `"value" must be a whole number of wei (${tx.value}).`
  if (tx.data && !/^0x([0-9a-fA-F]{2})*$/.test(tx.data)) return '"data" is not hex.'
  try {
    const data = encodeContractCall(tx).toLowerCase() as `0x${string}`
    const valueWei = BigInt(tx.value)
    return { to: getAddress(tx.to), valueWei, valueEth: formatEther(valueWei), data, source: tx }
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}
