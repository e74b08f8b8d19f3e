import { buildSafeTransactionData, type SafeTransactionData } from '@concord/protocol'
import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import { z } from 'zod'

const AddressText = z
  .string()
  .refine((s) => isAddress(s), 'not an address')
  .transform((s) => getAddress(s))
const HexText = z
  .string()
  .refine((s) => isHex(s), 'not hex data')
  .transform((s) => s.toLowerCase() as Hex)
const UintText = z.string().regex(/^\d{1,78}$/, 'not a non-negative integer')

/** The SafeTx fields as decimal strings and hex, the same names as the gateway's and the Safe contract's. */
const SafeTxFields = z.object({
  to: AddressText,
  value: UintText,
  data: HexText,
  operation: z.union([z.literal(0), z.literal(1)]),
  safeTxGas: UintText,
  baseGas: UintText,
  gasPrice: UintText,
  gasToken: AddressText,
  refundReceiver: AddressText,
  nonce: UintText,
})

/**
 * A Safe transaction with its owners' signatures, signed while the gateway was down and passed between owners as a
 * file or a link (`#tx=`). Version 1; a later version gets its own literal.
 */
export const SignedTxFile = z.object({
  version: z.literal(1),
  chainId: z.string().regex(/^\d+$/, 'not a chain id'),
  safe: AddressText,
  safeTx: SafeTxFields,
  signatures: z.array(z.object({ signer: AddressText, data: HexText })).max(100),
})
export type SignedTxFile = z.output<typeof SignedTxFile>

/** The file for `tx` of `safe` on `chainId` with the given signatures (addresses checksummed, numbers in decimal). */
export function signedTxFile(
  chainId: string,
  safe: Address,
  tx: SafeTransactionData,
  signatures: SignedTxFile['signatures'],
): SignedTxFile {
  const safeTx = {
    ...tx,
    value: tx.value.toString(),
    safeTxGas: tx.safeTxGas.toString(),
    baseGas: tx.baseGas.toString(),
    gasPrice: tx.gasPrice.toString(),
    nonce: tx.nonce.toString(),
  }
  return { version: 1, chainId, safe: getAddress(safe), safeTx, signatures }
}

/** The SafeTx of a file, as the protocol package hashes it. */
export function safeTxOf(file: SignedTxFile): SafeTransactionData {
  return buildSafeTransactionData(file.safeTx)
}

/** Reads a signed transaction from untrusted JSON (a file, a link): the file, or what is wrong with it. */
export function parseSignedTx(json: unknown): { ok: true; file: SignedTxFile } | { ok: false; problem: string } {
  const parsed = SignedTxFile.safeParse(json)
  if (parsed.success) return { ok: true, file: parsed.data }
  const issue = parsed.error.issues[0]
  const where = issue?.path.join('.') || 'the file'
  return { ok: false, problem: `Not a Concord signed transaction (${where}: ${issue?.message ?? 'invalid'}).` }
}
