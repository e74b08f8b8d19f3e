import { type Address, type Hash, type LocalAccount, labelhash, namehash, zeroHash } from 'viem'
import type { DevClient } from '../chain/dev-client.js'
import { waitForSuccess } from '../chain/send-and-wait.js'
import {
  deployDevEns,
  devEnsRegistryAbi,
  devEnsRegistryAddress,
  devEnsResolverAbi,
  devEnsResolverAddress,
} from './dev-ens-contracts.js'
import { devEnsNames, reverseName } from './dev-ens-names.js'

/**
 * Deploys the dev ENS and seeds devEnsNames: forward `addr` records and reverse `name` records, all on one resolver
 * and owned by `sender` (which must own the root). Idempotent: it reads each record first; returns how many
 * transactions it sent.
 */
export async function seedDevEns(client: DevClient, sender: LocalAccount): Promise<number> {
  let sent = await deployDevEns(client, sender)
  const send = async (hash: Hash, what: string) => {
    await waitForSuccess(client, hash, what)
    sent++
  }
  const registry = { address: devEnsRegistryAddress, abi: devEnsRegistryAbi, account: sender } as const
  const resolver = { address: devEnsResolverAddress, abi: devEnsResolverAbi, account: sender } as const

  // Every ancestor of a name must be the sender's before it may create the next label.
  const claim = async (name: string) => {
    const labels = name.split('.')
    let parent: Hash = zeroHash
    for (let i = labels.length - 1; i >= 1; i--) {
      const node = namehash(labels.slice(i).join('.'))
      const owner = await client.readContract({ ...registry, functionName: 'owner', args: [node] })
      if (owner !== sender.address) {
        const label = labelhash(labels[i] ?? '')
        const args = [parent, label, sender.address] as const
        await send(await client.writeContract({ ...registry, functionName: 'setSubnodeOwner', args }), `ENS ${name}`)
      }
      parent = node
    }
    const node = namehash(name)
    const [owner, current] = await Promise.all([
      client.readContract({ ...registry, functionName: 'owner', args: [node] }),
      client.readContract({ ...registry, functionName: 'resolver', args: [node] }),
    ])
    if (owner !== sender.address || current !== devEnsResolverAddress) {
      const args = [parent, labelhash(labels[0] ?? ''), sender.address, devEnsResolverAddress, 0n] as const
      await send(await client.writeContract({ ...registry, functionName: 'setSubnodeRecord', args }), `ENS ${name}`)
    }
    return node
  }

  for (const { name, address } of devEnsNames) {
    const node = await claim(name)
    if ((await client.readContract({ ...resolver, functionName: 'addr', args: [node] })) !== address) {
      const hash = await client.writeContract({ ...resolver, functionName: 'setAddr', args: [node, address] })
      await send(hash, `ENS addr of ${name}`)
    }
    const reverse = await claim(reverseName(address as Address))
    if ((await client.readContract({ ...resolver, functionName: 'name', args: [reverse] })) !== name) {
      const hash = await client.writeContract({ ...resolver, functionName: 'setName', args: [reverse, name] })
      await send(hash, `ENS reverse name of ${address}`)
    }
  }
  return sent
}
