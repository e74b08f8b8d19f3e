import { type Address, getAddress, isAddress } from 'viem'

/** One checked row of the CSV (Safe's CSV Airdrop format, field-2026.md). */
export type AirdropRow =
  | { line: number; type: 'native'; receiver: Address; amount: string }
  | { line: number; type: 'erc20'; token: Address; receiver: Address; amount: string }
  | { line: number; type: 'nft'; token: Address; receiver: Address; id: bigint }

/** The rows, or what is wrong, one sentence per bad line (line 1 is the header). */
export type ParsedCsv = { ok: true; rows: AirdropRow[] } | { ok: false; errors: string[] }

const HEADER = ['token_type', 'token_address', 'receiver', 'amount', 'id']
const AMOUNT = /^(\d+(\.\d*)?|\.\d+)$/

/**
 * Reads the CSV: the header `token_type,token_address,receiver,amount,id` is mandatory (`id` may be left out when no
 * row is an NFT); fields are plain (addresses and numbers need no quoting), blank lines are skipped.
 */
export function parseAirdropCsv(text: string): ParsedCsv {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const header = (lines[0] ?? '').split(',').map((cell) => cell.trim().toLowerCase())
  const knownHeader = header.every((name, i) => name === HEADER[i]) && header.length >= 4
  if (!knownHeader) {
    return { ok: false, errors: [`Line 1 must be the header "${HEADER.join(',')}".`] }
  }
  const rows: AirdropRow[] = []
  const errors: string[] = []
  lines.slice(1).forEach((text, index) => {
    if (text.trim() === '') return
    const line = index + 2
    const row = parseRow(
      text.split(',').map((cell) => cell.trim()),
      line,
    )
    if (typeof row === 'string') errors.push(`Line ${line}: ${row}`)
    else rows.push(row)
  })
  if (errors.length > 0) return { ok: false, errors }
  if (rows.length === 0) return { ok: false, errors: ['The file has no transfers below its header.'] }
  return { ok: true, rows }
}

function parseRow(cells: string[], line: number): AirdropRow | string {
  const [type = '', token = '', receiver = '', amount = '', id = ''] = cells
  if (!isAddress(receiver, { strict: false })) return `the receiver "${receiver}" is not an address.`
  const to = getAddress(receiver)
  switch (type.toLowerCase()) {
    case 'native':
      if (token !== '') return 'token_address must be empty for a native (ETH) transfer.'
      return AMOUNT.test(amount) ? { line, type: 'native', receiver: to, amount } : amountError(amount)
    case 'erc20':
      if (!isAddress(token, { strict: false })) return `the token_address "${token}" is not an address.`
      if (!AMOUNT.test(amount)) return amountError(amount)
      return { line, type: 'erc20', token: getAddress(token), receiver: to, amount }
    case 'nft':
      if (!isAddress(token, { strict: false })) return `the token_address "${token}" is not an address.`
      if (!/^\d+$/.test(id)) return `an nft row needs the token id as a whole number in "id" (got "${id}").`
      return { line, type: 'nft', token: getAddress(token), receiver: to, id: BigInt(id) }
    default:
      return `the token_type "${type}" is not one of erc20, native or nft.`
  }
}

function amountError(amount: string): string {
  return `the amount "${amount}" is not a positive decimal number (use a dot, as in 1.5).`
}
