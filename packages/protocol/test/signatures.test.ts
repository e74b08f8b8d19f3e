import fc from 'fast-check'
import { type Address, concat, type Hex, hexToNumber, keccak256, numberToHex, pad, size, slice } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  classifySignature,
  hashSafeTx,
  InvalidHexError,
  InvalidSignatureVError,
  type JoinableSignature,
  joinSignatures,
  MalformedSignatureError,
  recoverSignatureOwner,
  type SafeSignature,
  SignatureRecoveryError,
  sortSignaturesByOwner,
  splitSignatures,
} from '../src/index.js'
import { chainId, owners, safeAddress } from './fixtures.js'

const hash = hashSafeTx({
  chainId,
  safeAddress,
  version: '1.4.1',
  tx: {
    to: safeAddress,
    value: 0n,
    data: '0x',
    operation: 0,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: '0x0000000000000000000000000000000000000000',
    refundReceiver: '0x0000000000000000000000000000000000000000',
    nonce: 0n,
  },
})
const contractOwner = '0x00000000000000000000000000000000000000C0' as Address

/** eth_sign style: personal_sign over the 32-byte hash, then v + 4 as the Safe expects. */
async function ethSign(index: 0 | 1 | 2): Promise<Hex> {
  const signature = await owners[index].signMessage({ message: { raw: hash } })
  return concat([slice(signature, 0, 64), numberToHex(hexToNumber(slice(signature, 64, 65)) + 4, { size: 1 })])
}

describe('classifySignature', () => {
  it('maps v like Safe.checkNSignatures and the Transaction Service', () => {
    expect(classifySignature(0)).toBe('CONTRACT_SIGNATURE')
    expect(classifySignature(1)).toBe('APPROVED_HASH')
    expect(classifySignature(27)).toBe('EOA')
    expect(classifySignature(28)).toBe('EOA')
    expect(classifySignature(31)).toBe('ETH_SIGN')
    expect(classifySignature(32)).toBe('ETH_SIGN')
    for (const v of [2, -1, 256, 1.5]) expect(() => classifySignature(v)).toThrow(InvalidSignatureVError)
  })
})

describe('recoverSignatureOwner', () => {
  it('recovers EOA signatures made with sign (v 27/28)', async () => {
    for (const owner of owners) {
      const signature = await owner.sign({ hash })
      expect([27, 28]).toContain(hexToNumber(slice(signature, 64, 65)))
      expect(await recoverSignatureOwner({ hash, signature })).toBe(owner.address)
    }
  })

  it('accepts high-s signatures like the EVM ecrecover the Safe uses', async () => {
    const signature = await owners[0].sign({ hash })
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
    const flipped = concat([
      slice(signature, 0, 32),
      numberToHex(n - BigInt(slice(signature, 32, 64)), { size: 32 }),
      hexToNumber(slice(signature, 64, 65)) === 27 ? '0x1c' : '0x1b',
    ])
    expect(await recoverSignatureOwner({ hash, signature: flipped })).toBe(owners[0].address)
  })

  it('recovers eth_sign signatures (v 31/32) over the EIP-191 prefixed hash', async () => {
    const signature = await ethSign(2)
    expect([31, 32]).toContain(hexToNumber(slice(signature, 64, 65)))
    expect(splitSignatures(signature)[0]?.type).toBe('ETH_SIGN')
    expect(await recoverSignatureOwner({ hash, signature })).toBe(owners[2].address)
  })

  it('reads the owner from r for contract and approved-hash signatures', async () => {
    const approved = concat([pad(owners[1].address.toLowerCase() as Hex), pad('0x'), '0x01'])
    expect(await recoverSignatureOwner({ hash, signature: approved })).toBe(owners[1].address)
    const [contract] = splitSignatures(
      joinSignatures([{ type: 'CONTRACT_SIGNATURE', owner: contractOwner, contractSignature: '0xabcd' }]),
    )
    expect(contract && (await recoverSignatureOwner({ hash, signature: contract }))).toBe(contractOwner)
  })

  it('gives typed errors for bad input', async () => {
    const good = await owners[0].sign({ hash })
    await expect(recoverSignatureOwner({ hash, signature: slice(good, 0, 64) })).rejects.toThrow(
      MalformedSignatureError,
    )
    await expect(recoverSignatureOwner({ hash, signature: concat([good, good]) })).rejects.toThrow(/exactly one/)
    await expect(recoverSignatureOwner({ hash, signature: 'nothex' as Hex })).rejects.toThrow(InvalidHexError)
    await expect(recoverSignatureOwner({ hash: '0x12', signature: good })).rejects.toThrow(InvalidHexError)
    const v29 = concat([slice(good, 0, 64), '0x1d'])
    await expect(recoverSignatureOwner({ hash, signature: v29 })).rejects.toThrow(InvalidSignatureVError)
    const v33 = concat([slice(good, 0, 64), '0x21'])
    await expect(recoverSignatureOwner({ hash, signature: v33 })).rejects.toThrow(/31 or 32/)
    const zeroR = concat([pad('0x'), slice(good, 32, 65)])
    await expect(recoverSignatureOwner({ hash, signature: zeroR })).rejects.toThrow(SignatureRecoveryError)
  })
})

describe('splitSignatures / joinSignatures', () => {
  it('splits static parts and a contract signature with a dynamic part', async () => {
    const eoa = await owners[0].sign({ hash })
    const eth = await ethSign(1)
    const contractSignature = '0x1234567890' as Hex
    const blob = joinSignatures([
      { signature: eoa },
      { type: 'CONTRACT_SIGNATURE', owner: contractOwner, contractSignature },
      { signature: eth },
    ])
    // 3 static parts, then length(32) ‖ 5 bytes.
    expect(size(blob)).toBe(3 * 65 + 32 + 5)
    const parts = splitSignatures(blob)
    expect(parts.map((p) => p.type)).toEqual(['EOA', 'CONTRACT_SIGNATURE', 'ETH_SIGN'])
    const contract = parts[1]
    expect(contract?.type === 'CONTRACT_SIGNATURE' && contract).toMatchObject({
      owner: contractOwner,
      v: 0,
      s: pad(numberToHex(195)),
      contractSignature,
    })
    expect(joinSignatures(parts)).toBe(blob)
  })

  it('re-encodes offsets when contract parts are reordered', () => {
    const a = { type: 'CONTRACT_SIGNATURE', owner: contractOwner, contractSignature: '0xaaaa' } as const
    const b = {
      type: 'CONTRACT_SIGNATURE',
      owner: '0x00000000000000000000000000000000000000B0',
      contractSignature: '0x',
    } as const
    const parts = splitSignatures(joinSignatures([b, a]))
    expect(parts.map((p) => (p.type === 'CONTRACT_SIGNATURE' ? [p.owner, p.contractSignature] : null))).toEqual([
      [b.owner, '0x'],
      [a.owner, '0xaaaa'],
    ])
    expect(splitSignatures(joinSignatures([...parts].reverse())).map((p) => hexToNumber(p.s))).toEqual([130, 130 + 34])
  })

  it('rejects blobs with a bad length or an impossible dynamic offset', async () => {
    const eoa = await owners[0].sign({ hash })
    expect(splitSignatures('0x')).toEqual([])
    expect(() => splitSignatures(concat([eoa, '0x00']))).toThrow(MalformedSignatureError)
    const pointsInside = concat([pad(contractOwner), pad('0x20'), '0x00', pad('0x00')])
    expect(() => splitSignatures(pointsInside)).toThrow(/outside/)
    const tooLong = concat([pad(contractOwner), pad('0x41'), '0x00', pad('0x05'), '0x1234'])
    expect(() => splitSignatures(tooLong)).toThrow(/declares 5 bytes/)
    const dirtyR = concat([pad('0x01', { dir: 'right' }), pad('0x00'), '0x01'])
    expect(() => splitSignatures(dirtyR)).toThrow(/left-padded address/)
    expect(() => splitSignatures(concat([slice(eoa, 0, 64), '0x02']))).toThrow(InvalidSignatureVError)
    expect(() => joinSignatures([{ signature: slice(eoa, 0, 64) }])).toThrow(/65 bytes/)
  })

  it('round-trips any mix of static and contract signatures (property)', () => {
    const hex = (min: number, max: number) =>
      fc
        .uint8Array({ minLength: min, maxLength: max })
        .map((b) => (b.length ? (`0x${Buffer.from(b).toString('hex')}` as Hex) : '0x'))
    const address = hex(20, 20).map((a) => a as Address)
    const staticPart = fc
      .tuple(hex(64, 64), fc.constantFrom(1, 27, 28, 31, 32), address)
      .map(([rs, v, owner]): JoinableSignature => {
        const body = v === 1 ? concat([pad(owner), slice(rs, 32)]) : rs
        return { signature: concat([body, numberToHex(v, { size: 1 })]) }
      })
    const contractPart = fc
      .tuple(address, hex(0, 100))
      .map(
        ([owner, contractSignature]): JoinableSignature => ({ type: 'CONTRACT_SIGNATURE', owner, contractSignature }),
      )
    fc.assert(
      fc.property(fc.array(fc.oneof(staticPart, contractPart), { maxLength: 6 }), (parts) => {
        const blob = joinSignatures(parts)
        const split = splitSignatures(blob)
        expect(split).toHaveLength(parts.length)
        expect(joinSignatures(split)).toBe(blob)
        split.forEach((p, i) => {
          const input = parts[i]
          if (input?.type === 'CONTRACT_SIGNATURE') {
            expect(p).toMatchObject({ type: 'CONTRACT_SIGNATURE', contractSignature: input.contractSignature })
            expect(p.type === 'CONTRACT_SIGNATURE' && p.owner.toLowerCase()).toBe(input.owner.toLowerCase())
          } else {
            expect(p.signature).toBe(input?.signature.toLowerCase())
          }
        })
      }),
      { numRuns: 200 },
    )
  })
})

describe('sortSignaturesByOwner', () => {
  it('orders by owner address as a number, whatever the letter case', async () => {
    const signed = await Promise.all(owners.map(async (o) => ({ owner: o.address, signature: await o.sign({ hash }) })))
    const sorted = sortSignaturesByOwner(signed)
    const numeric = sorted.map((s) => BigInt(s.owner))
    expect(numeric).toEqual([...numeric].sort((a, b) => (a < b ? -1 : 1)))
    expect(sorted.map((s) => s.owner)).toEqual(
      [owners[2].address, owners[1].address, owners[0].address].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)),
    )
    // Input untouched; mixed-case addresses compare by value.
    expect(signed[0]?.owner).toBe(owners[0].address)
    const mixed = [
      { owner: '0xBBBB000000000000000000000000000000000000' as Address },
      { owner: '0xaaaa000000000000000000000000000000000000' as Address },
    ]
    expect(sortSignaturesByOwner(mixed).map((m) => m.owner)).toEqual([mixed[1]?.owner, mixed[0]?.owner])
  })

  it('sorted parts join into a blob whose recovered owners are strictly increasing', async () => {
    const withOwners = await Promise.all(
      owners.map(async (o) => {
        const signature = await o.sign({ hash })
        return { owner: await recoverSignatureOwner({ hash, signature }), signature }
      }),
    )
    const blob = joinSignatures(sortSignaturesByOwner(withOwners))
    const recovered: string[] = []
    for (const part of splitSignatures(blob) as SafeSignature[])
      recovered.push(await recoverSignatureOwner({ hash, signature: part }))
    expect(recovered.map((a) => BigInt(a))).toEqual(recovered.map((a) => BigInt(a)).sort((a, b) => (a < b ? -1 : 1)))
    expect(new Set(recovered)).toEqual(new Set(owners.map((o) => o.address)))
    expect(keccak256(blob)).not.toBe(keccak256(joinSignatures(withOwners)))
  })
})
