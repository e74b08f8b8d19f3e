import {
  canonicalAddresses,
  compatibilityFallbackHandlerAbi,
  compatibilityFallbackHandlerAbi_1_3_0,
  decodeMultiSendData,
  EIP1271_LEGACY_MAGIC_VALUE,
  EIP1271_MAGIC_VALUE,
  encodeMultiSendCall,
  getSafeMessageTypedData,
  getSafeTxTypedData,
  hashSafeMessage,
  hashSafeMessageContent,
  hashSafeTx,
  joinSignatures,
  type MultiSendTransaction,
  recoverSignatureOwner,
  type SafeMessageContent,
  type SafeTransactionData,
  safeAbisByVersion,
  sortSignaturesByOwner,
  splitSignatures,
} from '@concord/protocol'
import fc from 'fast-check'
import {
  type Address,
  concatHex,
  encodeFunctionData,
  type Hex,
  pad,
  parseAbi,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devSigner } from '../src/chain/dev-accounts.js'
import { createDevClient, type DevClient } from '../src/chain/dev-client.js'
import { type DeployedSafeVersion, type DevChain, demoErc20Abi, demoErc721Abi, startDevChain } from '../src/index.js'
import { executeSafeTx, readSafeNonce } from '../src/safe/execute-safe-tx.js'
import { anySafeTx } from './support.js'

let chain: DevChain
let client: DevClient
let safes: Record<DeployedSafeVersion, { address: Address; version: DeployedSafeVersion }>
beforeAll(async () => {
  chain = await startDevChain()
  client = createDevClient(chain.rpcUrl, chain.chainId)
  safes = {
    '1.4.1': { address: chain.demo.safe.address, version: '1.4.1' },
    '1.3.0': { address: chain.demo.safe130.address, version: '1.3.0' },
  }
})
afterAll(() => chain?.stop())

const versions = ['1.4.1', '1.3.0'] as const
const domainOf = (version: DeployedSafeVersion) => ({
  chainId: chain.chainId,
  safeAddress: safes[version].address,
  version,
})

const onChainTxHash = (version: DeployedSafeVersion, tx: SafeTransactionData) =>
  client.readContract({
    address: safes[version].address,
    abi: safeAbisByVersion[version].Safe,
    functionName: 'getTransactionHash',
    args: [
      tx.to,
      tx.value,
      tx.data,
      tx.operation,
      tx.safeTxGas,
      tx.baseGas,
      tx.gasPrice,
      tx.gasToken,
      tx.refundReceiver,
      tx.nonce,
    ],
  })

describe('safeTxHash', () => {
  const safeTx = anySafeTx(300)

  it.each(versions)('hashSafeTx equals Safe %s getTransactionHash for random transactions', async (version) => {
    await fc.assert(
      fc.asyncProperty(safeTx, async (tx) => {
        expect(hashSafeTx({ ...domainOf(version), tx })).toBe(await onChainTxHash(version, tx))
      }),
      { numRuns: 50 },
    )
  })
})

describe('owner signatures', () => {
  const transfer = async (version: DeployedSafeVersion): Promise<SafeTransactionData> => ({
    to: devSigner(7).address,
    value: 1n,
    data: '0x',
    operation: 0,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    nonce: await readSafeNonce(client, safes[version]),
  })
  const eip712 = (index: number, version: DeployedSafeVersion, tx: SafeTransactionData) =>
    devSigner(index).signTypedData(getSafeTxTypedData({ ...domainOf(version), tx }))
  const ethSign = async (index: number, hash: Hex) => {
    const signature = await devSigner(index).signMessage({ message: { raw: hash } })
    return concatHex([
      signature.slice(0, -2) as Hex,
      `0x${(Number.parseInt(signature.slice(-2), 16) + 4).toString(16)}`,
    ])
  }
  const approveHash = async (index: number, version: DeployedSafeVersion, hash: Hex) => {
    const account = devSigner(index)
    const abi = safeAbisByVersion[version].Safe
    const tx = await client.writeContract({
      account,
      address: safes[version].address,
      abi,
      functionName: 'approveHash',
      args: [hash],
    })
    await client.waitForTransactionReceipt({ hash: tx })
    return concatHex([pad(account.address), pad('0x'), '0x01'])
  }
  const checkSignatures = (version: DeployedSafeVersion, hash: Hex, signatures: Hex, required?: bigint) => {
    const { address } = safes[version]
    const abi = safeAbisByVersion[version].Safe
    return required === undefined
      ? client.readContract({ address, abi, functionName: 'checkSignatures', args: [hash, '0x', signatures] })
      : client.readContract({
          address,
          abi,
          functionName: 'checkNSignatures',
          args: [hash, '0x', signatures, required],
        })
  }

  it('EIP-712, eth_sign and approveHash confirmations recover to their owners and pass Safe 1.4.1 checks once sorted', async () => {
    const tx = await transfer('1.4.1')
    const hash = hashSafeTx({ ...domainOf('1.4.1'), tx })
    const parts = [
      { owner: devSigner(0).address, type: 'EOA', signature: await eip712(0, '1.4.1', tx) },
      { owner: devSigner(1).address, type: 'ETH_SIGN', signature: await ethSign(1, hash) },
      { owner: devSigner(3).address, type: 'APPROVED_HASH', signature: await approveHash(3, '1.4.1', hash) },
    ]
    for (const part of parts) expect(await recoverSignatureOwner({ hash, signature: part.signature })).toBe(part.owner)
    const sorted = sortSignaturesByOwner(parts)
    const blob = joinSignatures(sorted.map(({ signature }) => ({ signature })))
    expect(splitSignatures(blob).map((part) => part.type)).toEqual(sorted.map(({ type }) => type))
    await expect(checkSignatures('1.4.1', hash, blob, 3n)).resolves.toBeUndefined()
    await expect(checkSignatures('1.4.1', hash, blob)).resolves.toBeUndefined()
    // Unsorted, the Safe rejects them (GS026): the order is part of the format.
    const reversed = joinSignatures([...sorted].reverse().map(({ signature }) => ({ signature })))
    await expect(checkSignatures('1.4.1', hash, reversed, 3n)).rejects.toThrow(/GS026/)
  })

  it('each kind of confirmation by its single owner passes Safe 1.3.0 checkSignatures', async () => {
    const tx = await transfer('1.3.0')
    const hash = hashSafeTx({ ...domainOf('1.3.0'), tx })
    const owner = devSigner(3).address
    for (const signature of [
      await eip712(3, '1.3.0', tx),
      await ethSign(3, hash),
      await approveHash(3, '1.3.0', hash),
    ]) {
      expect(await recoverSignatureOwner({ hash, signature })).toBe(owner)
      await expect(checkSignatures('1.3.0', hash, signature)).resolves.toBeUndefined()
    }
    // A non-owner's signature is refused.
    await expect(checkSignatures('1.3.0', hash, await eip712(8, '1.3.0', tx))).rejects.toThrow(/GS026/)
  })
})

describe('MultiSend', () => {
  const recipient = () => devSigner(7).address

  it('a batch encoded by encodeMultiSendCall runs through MultiSendCallOnly 1.4.1 with all its effects', async () => {
    const to = recipient()
    const batch: MultiSendTransaction[] = [
      { operation: 0, to, value: parseEther('0.25'), data: '0x' },
      {
        operation: 0,
        to: chain.tokens.dai.address,
        value: 0n,
        data: encodeFunctionData({ abi: demoErc20Abi, functionName: 'transfer', args: [to, parseUnits('100', 18)] }),
      },
      {
        operation: 0,
        to: chain.tokens.nft.address,
        value: 0n,
        data: encodeFunctionData({ abi: demoErc721Abi, functionName: 'mint', args: [to, 77n] }),
      },
    ]
    const data = encodeMultiSendCall(batch)
    expect(decodeMultiSendData(data)).toEqual(batch)
    const daiBefore = await daiBalance(to)
    const ethBefore = await client.getBalance({ address: to })
    await executeSafeTx(client, {
      safe: safes['1.4.1'],
      tx: { to: canonicalAddresses['1.4.1'].MultiSendCallOnly, data, operation: 1 },
      confirmers: [{ account: devSigner(0) }, { account: devSigner(2) }],
      executor: devSigner(9),
    })
    expect((await client.getBalance({ address: to })) - ethBefore).toBe(parseEther('0.25'))
    expect((await daiBalance(to)) - daiBefore).toBe(parseUnits('100', 18))
    expect(
      await client.readContract({
        address: chain.tokens.nft.address,
        abi: demoErc721Abi,
        functionName: 'ownerOf',
        args: [77n],
      }),
    ).toBe(to)
  })

  it('a batch runs through MultiSend 1.3.0 from the 1.3.0 Safe', async () => {
    const to = recipient()
    const data = encodeMultiSendCall([
      { operation: 0, to, value: parseEther('0.1'), data: '0x' },
      { operation: 0, to, value: parseEther('0.2'), data: '0x' },
    ])
    const before = await client.getBalance({ address: to })
    await executeSafeTx(client, {
      safe: safes['1.3.0'],
      tx: { to: canonicalAddresses['1.3.0'].MultiSend, data, operation: 1 },
      confirmers: [{ account: devSigner(3) }],
      executor: devSigner(9),
    })
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.3'))
  })

  function daiBalance(owner: Address) {
    return client.readContract({
      address: chain.tokens.dai.address,
      abi: demoErc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  }
})

describe('Safe messages', () => {
  const messages: Array<[string, SafeMessageContent]> = [
    ['a text message', 'Sign in to Concord'],
    [
      'an EIP-712 message',
      {
        domain: { name: 'Concord', version: '1', chainId: 31337 },
        types: {
          Greeting: [
            { name: 'text', type: 'string' },
            { name: 'from', type: 'address' },
          ],
        },
        primaryType: 'Greeting',
        message: { text: 'gm', from: '0x000000000000000000000000000000000000dEaD' },
      },
    ],
  ]
  const handlerAbi = {
    '1.4.1': compatibilityFallbackHandlerAbi,
    '1.3.0': compatibilityFallbackHandlerAbi_1_3_0,
  } as const

  it.each(versions.flatMap((version) => messages.map(([label, message]) => [version, label, message] as const)))(
    'hashSafeMessage equals CompatibilityFallbackHandler %s getMessageHashForSafe for %s',
    async (version, _label, message) => {
      const { address } = safes[version]
      const onChain = await client.readContract({
        address,
        abi: handlerAbi[version],
        functionName: 'getMessageHashForSafe',
        args: [address, hashSafeMessageContent(message)],
      })
      expect(hashSafeMessage({ ...domainOf(version), message })).toBe(onChain)
    },
  )

  it('owners signing the SafeMessage make the 2-of-4 Safe answer both EIP-1271 magic values', async () => {
    const { address } = safes['1.4.1']
    const message = 'Sign in to Concord'
    const typedData = getSafeMessageTypedData({ ...domainOf('1.4.1'), message })
    const parts = await Promise.all(
      [0, 2].map(async (index) => ({
        owner: devSigner(index).address,
        signature: await devSigner(index).signTypedData(typedData),
      })),
    )
    const signatures = joinSignatures(sortSignaturesByOwner(parts).map(({ signature }) => ({ signature })))
    const contentHash = hashSafeMessageContent(message)
    // isValidSignature is overloaded: (bytes32, bytes) is EIP-1271, (bytes, bytes) the legacy form; call each by name.
    const current = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])
    const legacy = parseAbi(['function isValidSignature(bytes data, bytes signature) view returns (bytes4)'])
    const call = (abi: typeof current | typeof legacy) =>
      client.readContract({ address, abi, functionName: 'isValidSignature', args: [contentHash, signatures] })
    expect(await call(current)).toBe(EIP1271_MAGIC_VALUE)
    expect(await call(legacy)).toBe(EIP1271_LEGACY_MAGIC_VALUE)
  })
})
