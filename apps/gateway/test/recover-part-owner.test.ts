import { recoverSignatureOwner, splitSignatures } from '@concord/protocol'
import { type Hex, keccak256, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { recoverPartOwner } from '../src/indexer/plan/recover-part-owner.js'

// secp256k1's group order: s and n - s are both valid for ecrecover (the Safe does not require low s).
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** Both recoveries of one part: the protocol's (viem) and the indexer's native one; a throw is `null`. */
async function bothOwners(hash: Hex, signature: Hex) {
  const [part] = splitSignatures(signature)
  if (part === undefined) throw new Error('no part')
  const reference = await recoverSignatureOwner({ hash, signature: part }).catch(() => null)
  let native: string | null
  try {
    native = recoverPartOwner(hash, part)
  } catch {
    native = null
  }
  return { reference, native }
}

/** r ‖ s ‖ v as a 65-byte Safe signature part. */
const join = (r: bigint, s: bigint, v: number): Hex =>
  `0x${r.toString(16).padStart(64, '0')}${s.toString(16).padStart(64, '0')}${v.toString(16).padStart(2, '0')}`

describe('native signature recovery in the indexer', () => {
  it('finds the same owner as @concord/protocol for EOA, eth_sign and high-s parts, and fails where it fails', async () => {
    for (let i = 0; i < 25; i++) {
      const account = privateKeyToAccount(generatePrivateKey())
      const hash = keccak256(toHex(`safe tx ${i} ${Math.random()}`))
      // EOA: the raw hash signed (v 27/28).
      const eoa = await account.sign({ hash })
      expect(await bothOwners(hash, eoa)).toEqual({ reference: account.address, native: account.address })
      // eth_sign: the hash signed as a message, v + 4 (31/32).
      const message = await account.signMessage({ message: { raw: hash } })
      const ethSign = `${message.slice(0, 130)}${(Number.parseInt(message.slice(130), 16) + 4).toString(16)}` as Hex
      expect(await bothOwners(hash, ethSign)).toEqual({ reference: account.address, native: account.address })
      // The same signature with s' = n - s and the other v recovers the same key.
      const r = BigInt(`0x${eoa.slice(2, 66)}`)
      const s = BigInt(`0x${eoa.slice(66, 130)}`)
      const v = Number.parseInt(eoa.slice(130), 16)
      const flipped = join(r, N - s, v === 27 ? 28 : 27)
      expect(await bothOwners(hash, flipped)).toEqual({ reference: account.address, native: account.address })
      // A different v recovers a different key, the same one on both sides.
      const other = await bothOwners(hash, join(r, s, v === 27 ? 28 : 27))
      expect(other.native).toBe(other.reference)
      expect(other.native).not.toBe(account.address)
    }
    const hash = keccak256(toHex('nothing'))
    expect(await bothOwners(hash, join(0n, 1n, 27))).toEqual({ reference: null, native: null })
    expect(await bothOwners(hash, join(1n, N, 27))).toEqual({ reference: null, native: null })
  })

  it('takes contract and approved-hash owners from the part itself', () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address
    const hash = keccak256(toHex('approved'))
    const approved = `0x${owner.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(64)}01` as Hex
    const [part] = splitSignatures(approved)
    if (part === undefined) throw new Error('no part')
    expect(recoverPartOwner(hash, part)).toBe(owner)
  })
})
