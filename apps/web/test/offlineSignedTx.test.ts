import { devAccounts } from '@concord/devchain'
import { buildSafeTransactionData, getSafeTxTypedData, hashSafeTx } from '@concord/protocol'
import { type Address, getAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { checkSignedTx } from '../src/features/offline/file/checkSignedTx'
import { parseSignedTx, safeTxOf, signedTxFile } from '../src/features/offline/file/signedTxFile'
import { readTxFragment, txFragment } from '../src/features/offline/file/txLink'

const key = (i: number) => (devAccounts[i] as { privateKey: Hex }).privateKey
const [a, b, c] = [0, 1, 2].map((i) => privateKeyToAccount(key(i)))
if (!a || !b || !c) throw new Error('anvil has three dev accounts')
const SAFE = getAddress('0x00000000000000000000000000000000000000a1')
const CHAIN = '31337'
const domain = { chainId: 31337n, safeAddress: SAFE, version: '1.4.1' as const }
const tx = buildSafeTransactionData({ to: c.address, value: 10n ** 18n, nonce: 7 })
const sign = (account: typeof a) => account.signTypedData(getSafeTxTypedData({ ...domain, tx }))
const onChain = { chainId: CHAIN, safe: SAFE, version: '1.4.1' as const, owners: [a.address, b.address] }

describe('the signed transaction format (version 1)', () => {
  test('a file survives the link (#tx= base64url JSON) and gives back the same SafeTx', async () => {
    const file = signedTxFile(CHAIN, SAFE, tx, [{ signer: a.address, data: await sign(a) }])
    const link = `https://wallet.example/dev:${SAFE}/transactions/offline${txFragment(file)}`
    expect(txFragment(file)).toMatch(/^#tx=[A-Za-z0-9_-]+$/)
    const read = readTxFragment(link)
    expect(read).toEqual({ ok: true, file })
    if (!read?.ok) throw new Error('unreachable')
    expect(safeTxOf(read.file)).toEqual(tx)
    expect(readTxFragment('https://wallet.example/')).toBeNull()
    expect(readTxFragment('#tx=%%%')).toMatchObject({ ok: false })
  })

  test('anything else is refused with where it is wrong', () => {
    const good = signedTxFile(CHAIN, SAFE, tx, [])
    expect(parseSignedTx({ ...good, version: 2 })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('version'),
    })
    expect(parseSignedTx({ ...good, safe: '0x12' })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('safe'),
    })
    const badNonce = { ...good, safeTx: { ...good.safeTx, nonce: '-1' } }
    expect(parseSignedTx(badNonce)).toMatchObject({ ok: false, problem: expect.stringContaining('safeTx.nonce') })
    expect(parseSignedTx('nope').ok).toBe(false)
  })
})

describe('checking a signed transaction in the browser', () => {
  test('the hash is recomputed; each signature counts only when it recovers to an owner it claims, once', async () => {
    const [sigA, sigB, sigC] = await Promise.all([sign(a), sign(b), sign(c)])
    const file = signedTxFile(CHAIN, SAFE, tx, [
      { signer: a.address, data: sigA },
      { signer: c.address, data: sigC },
      { signer: b.address, data: sigA },
      { signer: a.address, data: sigA },
      { signer: b.address, data: sigB },
    ])
    const checked = await checkSignedTx(file, onChain)
    expect(checked.safeTxHash).toBe(hashSafeTx({ ...domain, tx }))
    expect(checked.signers).toEqual([a.address, b.address])
    expect(checked.signatures.map((s) => s.problem)).toEqual([
      null,
      'not an owner of this Safe: does not count',
      `signed by ${a.address}, not ${b.address}, or for another transaction`,
      'a second signature of this owner',
      null,
    ])
  })

  test('a changed field changes the hash: the old signatures no longer count', async () => {
    const file = signedTxFile(CHAIN, SAFE, tx, [{ signer: a.address, data: await sign(a) }])
    const tampered = { ...file, safeTx: { ...file.safeTx, value: '2000000000000000000' } }
    const checked = await checkSignedTx(tampered, onChain)
    expect(checked.signers).toEqual([])
    expect(checked.signatures[0]?.problem).toMatch(/^signed by 0x[0-9a-fA-F]{40}, not /)
  })

  test('a file for another Safe or chain is refused', async () => {
    const file = signedTxFile(CHAIN, SAFE, tx, [])
    const other = getAddress('0x00000000000000000000000000000000000000b2') as Address
    await expect(checkSignedTx(file, { ...onChain, safe: other })).rejects.toThrow(/open that Safe to import it/)
    await expect(checkSignedTx(file, { ...onChain, chainId: '1' })).rejects.toThrow(/on chain 31337/)
  })
})
