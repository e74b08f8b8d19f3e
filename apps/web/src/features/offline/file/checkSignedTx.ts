import {
  hashSafeTx,
  isOwner,
  recoverSignatureOwner,
  type SafeTransactionData,
  type SafeVersion,
} from '@concord/protocol'
import { type Address, type Hex, isAddressEqual } from 'viem'
import { WebAppError } from '../../../errors'
import { type SignedTxFile, safeTxOf } from './signedTxFile'

/** One signature of a file, as checked: who really signed (null: unreadable), whether it counts, and why not. */
export type CheckedSignature = {
  signer: Address
  data: Hex
  recovered: Address | null
  /** Null when the signature counts; otherwise, in words, why it does not. */
  problem: string | null
}

/** A signed transaction checked against the Safe as the chain has it. */
export type CheckedTx = {
  tx: SafeTransactionData
  safeTxHash: Hex
  signatures: CheckedSignature[]
  /** The owners whose signatures count, once each. */
  signers: Address[]
}

/** The Safe the file must be for, as the chain has it now. */
export type SafeOnChain = { chainId: string; safe: Address; version: SafeVersion; owners: readonly string[] }

async function checkOne(hash: Hex, s: SignedTxFile['signatures'][number], owners: readonly string[]) {
  let recovered: Address | null = null
  try {
    recovered = await recoverSignatureOwner({ hash, signature: s.data })
  } catch {
    return { ...s, recovered, problem: 'unreadable signature: does not count' }
  }
  if (!isAddressEqual(recovered, s.signer))
    return { ...s, recovered, problem: `signed by ${recovered}, not ${s.signer}, or for another transaction` }
  if (!isOwner(owners, recovered)) return { ...s, recovered, problem: 'not an owner of this Safe: does not count' }
  return { ...s, recovered, problem: null }
}

/**
 * Recomputes the safeTxHash in the browser and recovers every signature: each counts only when it recovers to the
 * signer it claims and that signer is an owner on chain now; a second signature of one owner does not count twice.
 * Throws when the file is for another chain or Safe.
 */
export async function checkSignedTx(file: SignedTxFile, safe: SafeOnChain): Promise<CheckedTx> {
  if (file.chainId !== safe.chainId || !isAddressEqual(file.safe, safe.safe)) {
    throw new WebAppError(
      'OFFLINE_TX_MISMATCH',
      `This transaction is for Safe ${file.safe} on chain ${file.chainId}, not this one: open that Safe to import it.`,
    )
  }
  const tx = safeTxOf(file)
  const safeTxHash = hashSafeTx({ chainId: BigInt(safe.chainId), safeAddress: safe.safe, version: safe.version, tx })
  const signatures: CheckedSignature[] = []
  const signers: Address[] = []
  for (const s of file.signatures) {
    const checked = await checkOne(safeTxHash, s, safe.owners)
    const duplicate = checked.problem === null && signers.some((o) => isAddressEqual(o, s.signer))
    signatures.push(duplicate ? { ...checked, problem: 'a second signature of this owner' } : checked)
    if (checked.problem === null && !duplicate) signers.push(s.signer)
  }
  return { tx, safeTxHash, signatures, signers }
}
