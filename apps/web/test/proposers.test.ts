import { GatewayError } from '@concord/gateway-client'
import { type Address, type Hex, recoverTypedDataAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { readProposerInput } from '../src/features/settings/proposers/readProposerInput'
import { sendDelegateSignature } from '../src/features/settings/proposers/signDelegate'

const owner = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const bot = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955' as Address
const safe = { address: '0x7210E1DE2501CE2a865df105d4fF235317DF6b1B' as Address, owners: [owner.address] }
const replayed = () =>
  new GatewayError('This signature was used already', {
    code: 'GATEWAY_HTTP_ERROR',
    url: 'http://gateway',
    status: 409,
  })

describe('adding a proposer: the form', () => {
  test('an owner, a proposer already, the Safe itself or a bad address are refused in words; the label is needed', () => {
    expect(readProposerInput({ address: owner.address, label: 'x' }, safe, [])).toEqual({
      ok: false,
      errors: { address: `${owner.address} is an owner of this Safe: owners can propose already.` },
    })
    expect(readProposerInput({ address: bot.toLowerCase(), label: 'Bot' }, safe, [bot])).toEqual({
      ok: false,
      errors: { address: `${bot} is already a proposer of this Safe.` },
    })
    expect(readProposerInput({ address: safe.address, label: 'Bot' }, safe, [])).toMatchObject({
      ok: false,
      errors: { address: 'This is the Safe itself: enter another address.' },
    })
    expect(readProposerInput({ address: bot, label: '  ' }, safe, [])).toEqual({
      ok: false,
      errors: { label: 'Enter a label, so the owners know who this proposer is.' },
    })
    expect(readProposerInput({ address: bot, label: 'b'.repeat(51) }, safe, [])).toEqual({
      ok: false,
      errors: { label: 'Shorten the label to at most 50 characters.' },
    })
    expect(readProposerInput({ address: bot.toLowerCase(), label: ' Payroll bot ' }, safe, [])).toEqual({
      ok: true,
      proposer: { delegate: bot, label: 'Payroll bot' },
    })
  })
})

describe('signing a delegation the gateway accepts once', () => {
  /** Runs sendDelegateSignature with the owner's key; `answers` says which sends the gateway refuses as replayed. */
  async function run(purpose: 'add' | 'remove', refusals: number) {
    const domains: (number | undefined)[] = []
    const sent: Hex[] = []
    await sendDelegateSignature(
      purpose,
      31337,
      bot,
      async (typed) => {
        domains.push((typed.domain as { chainId?: number }).chainId)
        const signature = await owner.signTypedData(typed)
        expect(await recoverTypedDataAddress({ ...typed, signature })).toBe(owner.address)
        return signature
      },
      async (signature) => {
        sent.push(signature)
        if (sent.length <= refusals) throw replayed()
      },
    )
    return { domains, sent }
  }

  test('an addition signs with chainId, a removal without: the two differ, so both pass within one hour', async () => {
    const add = await run('add', 0)
    const remove = await run('remove', 0)
    expect(add.domains).toEqual([31337])
    expect(remove.domains).toEqual([undefined])
    expect(add.sent[0]).not.toBe(remove.sent[0])
  })

  test('a signature the gateway has seen (409) is signed again in the next form; other errors are not retried', async () => {
    const retried = await run('add', 2)
    expect(retried.domains).toEqual([31337, undefined, 31337])
    expect(new Set(retried.sent).size).toBe(3)
    await expect(run('add', 4)).rejects.toThrow('This signature was used already')
    const failing = sendDelegateSignature(
      'add',
      31337,
      bot,
      (typed) => owner.signTypedData(typed),
      () =>
        Promise.reject(
          new GatewayError('Delegator is not an owner', { code: 'GATEWAY_HTTP_ERROR', url: 'x', status: 422 }),
        ),
    )
    await expect(failing).rejects.toThrow('Delegator is not an owner')
  })
})
