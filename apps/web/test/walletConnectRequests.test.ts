import { getAddress, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { approveNamespaces } from '../src/features/walletconnect/proposal/approveNamespaces'
import { routeDappRequest } from '../src/features/walletconnect/requests/routeDappRequest'
import { pairingUriProblem } from '../src/features/walletconnect/sessions/pairingUri'

// The wallet side of WalletConnect (issue 31): which handler a dapp's request reaches, and which sessions a Safe grants.

const safe = getAddress('0x1c7d4b196cb0c7b01d743fbc6116a902379c7238')
const other = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const ctx = { safe, chainId: '31337' }
const route = (method: string, params?: unknown) => routeDappRequest({ method, params }, ctx)

describe('the request router: method → handler, or a JSON-RPC error', () => {
  it('answers the chain, the accounts and the capabilities itself', () => {
    expect(route('eth_chainId')).toEqual({ kind: 'answer', result: '0x7a69' })
    expect(route('eth_accounts')).toEqual({ kind: 'answer', result: [safe] })
    expect(route('eth_requestAccounts')).toEqual({ kind: 'answer', result: [safe] })
    expect(route('wallet_getCapabilities', [safe, ['0x7a69']])).toEqual({
      kind: 'answer',
      result: { '0x7a69': { atomic: { status: 'supported' } } },
    })
  })

  it('forwards reads to the chain', () => {
    for (const method of ['eth_call', 'eth_getBalance', 'eth_blockNumber', 'eth_getTransactionReceipt']) {
      expect(route(method, ['0x1'])).toEqual({ kind: 'read', method, params: ['0x1'] })
    }
  })

  it('eth_sendTransaction: one call for the review screen, value in wei as a decimal string', () => {
    expect(
      route('eth_sendTransaction', [{ from: safe, to: other.toLowerCase(), value: '0x10', data: '0xabcd' }]),
    ).toEqual({
      kind: 'transaction',
      calls: [{ to: other, value: '16', data: '0xabcd' }],
      batch: false,
    })
    expect(route('eth_sendTransaction', [{ to: other }])).toMatchObject({ calls: [{ value: '0', data: '0x' }] })
  })

  it('wallet_sendCalls: every call in one batch; another chain, another sender or a required capability is refused', () => {
    const calls = [
      { to: other, value: '0x1' },
      { to: safe, data: '0x12' },
    ]
    expect(
      route('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: safe, atomicRequired: true, calls }]),
    ).toEqual({
      kind: 'transaction',
      calls: [
        { to: other, value: '1', data: '0x' },
        { to: safe, value: '0', data: '0x12' },
      ],
      batch: true,
    })
    expect(route('wallet_sendCalls', [{ chainId: '0x1', calls }])).toMatchObject({ error: { code: 5710 } })
    expect(route('wallet_sendCalls', [{ chainId: '0x7a69', from: other, calls }])).toMatchObject({
      error: { code: 4100 },
    })
    expect(
      route('wallet_sendCalls', [{ chainId: '0x7a69', calls, capabilities: { paymasterService: { url: 'x' } } }]),
    ).toMatchObject({ error: { code: 5700 } })
    expect(
      route('wallet_sendCalls', [{ chainId: '0x7a69', calls, capabilities: { paymasterService: { optional: true } } }]),
    ).toMatchObject({ kind: 'transaction' })
    expect(route('wallet_sendCalls', [{ chainId: '0x7a69', calls: [] }])).toMatchObject({ error: { code: -32602 } })
  })

  it('personal_sign and eth_signTypedData_v4 go to the message review; hex text is decoded, binary refused', () => {
    expect(route('personal_sign', [toHex('Hello Safe'), safe])).toEqual({
      kind: 'message',
      message: { kind: 'text', message: 'Hello Safe' },
      typed: false,
    })
    expect(route('personal_sign', ['0xff00fe', safe])).toMatchObject({ error: { code: -32602 } })
    expect(route('personal_sign', [toHex('x'), other])).toMatchObject({ error: { code: 4100 } })
    const typedData = { domain: { name: 'D' }, types: { M: [{ name: 'a', type: 'uint256' }] }, message: { a: 1 } }
    expect(route('eth_signTypedData_v4', [safe, JSON.stringify(typedData)])).toEqual({
      kind: 'message',
      message: { kind: 'typed', typedData },
      typed: true,
    })
    expect(route('eth_signTypedData_v4', [safe, 'not json'])).toMatchObject({ error: { code: -32602 } })
  })

  it('wallet_getCallsStatus and wallet_switchEthereumChain', () => {
    const id = `0x${'ab'.repeat(32)}`
    expect(route('wallet_getCallsStatus', [id])).toEqual({ kind: 'callsStatus', id })
    expect(route('wallet_getCallsStatus', ['some-other-id'])).toMatchObject({ error: { code: -32602 } })
    expect(route('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      kind: 'switchChain',
      chainId: '31338',
    })
  })

  it('anything else is an error that names the method, never silence', () => {
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_addEthereumChain', 'debug_traceTransaction']) {
      const answer = route(method, [])
      expect(answer).toMatchObject({ kind: 'error', error: { code: 4200 } })
      expect(answer.kind === 'error' && answer.error.message).toContain(`"${method}" is not supported`)
    }
  })
})

describe('session proposals: only the open Safe, only on chains where it exists', () => {
  const names = { 'eip155:1': 'Ethereum (eip155:1)', 'eip155:31337': 'Concord Devnet (eip155:31337)' }
  const ns = (chains: string[]) => ({ eip155: { chains, methods: ['eth_sendTransaction'], events: ['chainChanged'] } })

  it('approves the Safe as the account on the asked chains where it exists, the open chain first', () => {
    const decision = approveNamespaces(
      { requiredNamespaces: {}, optionalNamespaces: ns(['eip155:1', 'eip155:31338', 'eip155:31337']) },
      safe,
      ['eip155:31337', 'eip155:31338'],
    )
    expect(decision).toMatchObject({
      ok: true,
      namespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          accounts: [`eip155:31337:${safe}`, `eip155:31338:${safe}`],
        },
      },
    })
    expect(decision.ok && decision.namespaces.eip155.methods).toEqual(
      expect.arrayContaining(['eth_sendTransaction', 'personal_sign', 'wallet_sendCalls', 'wallet_getCallsStatus']),
    )
    // A method the Safe cannot do is approved when asked for: called, the wallet answers it with an error (above).
    const optional = { eip155: { chains: ['eip155:31337'], methods: ['eth_signTransaction'], events: [] } }
    const asked = approveNamespaces({ requiredNamespaces: {}, optionalNamespaces: optional }, safe, ['eip155:31337'])
    expect(asked.ok && asked.namespaces.eip155.methods).toContain('eth_signTransaction')
  })

  it('refuses in words a required chain where the Safe does not exist, and a proposal with none of its chains', () => {
    const required = approveNamespaces({ requiredNamespaces: ns(['eip155:1']) }, safe, ['eip155:31337'], names)
    expect(required).toEqual({
      ok: false,
      reason: expect.stringContaining(
        'The dapp requires Ethereum (eip155:1), where this Safe does not exist (it exists on Concord Devnet (eip155:31337))',
      ),
    })
    const none = approveNamespaces(
      { requiredNamespaces: {}, optionalNamespaces: ns(['eip155:1']) },
      safe,
      ['eip155:31337'],
      names,
    )
    expect(none).toMatchObject({ ok: false, reason: expect.stringContaining('asks for Ethereum (eip155:1)') })
    const solana = approveNamespaces(
      { requiredNamespaces: { solana: { chains: ['solana:1'], methods: [], events: [] } } },
      safe,
      ['eip155:31337'],
    )
    expect(solana).toMatchObject({ ok: false, reason: expect.stringContaining('"solana"') })
  })
})

describe('the pasted link', () => {
  it('says what is wrong with a text that is not a WalletConnect v2 pairing link', () => {
    const good = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`
    expect(pairingUriProblem(good)).toBeNull()
    expect(pairingUriProblem('')).toMatch(/starts with wc:/)
    expect(pairingUriProblem('https://dapp.example')).toMatch(/not a WalletConnect link/)
    expect(pairingUriProblem(`wc:abc@1?bridge=x&key=y`)).toMatch(/not version 2/)
    expect(pairingUriProblem(`wc:${'a'.repeat(64)}@2?relay-protocol=irn`)).toMatch(/no key/)
  })
})
