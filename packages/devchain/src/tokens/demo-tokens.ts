import {
  type Address,
  encodeDeployData,
  erc20Abi,
  erc721Abi,
  keccak256,
  type LocalAccount,
  parseAbi,
  stringToHex,
} from 'viem'
import artifact from '../../artifacts/DemoTokens.json' with { type: 'json' }
import {
  type DeterministicDeployment,
  deployDeterministic,
  deterministicAddress,
  SAFE_SINGLETON_FACTORY,
} from '../chain/deterministic-deploy.js'
import { devAccount } from '../chain/dev-accounts.js'
import type { DevClient } from '../chain/dev-client.js'
import type { DemoTokensArtifact } from './compile-demo-tokens.js'

/** An ERC-20 the dev chain deploys. */
export type DemoErc20 = { address: Address; symbol: string; name: string; decimals: number }
/** The ERC-721 the dev chain deploys. */
export type DemoErc721 = { address: Address; symbol: string; name: string }
/** The demo tokens, at the same addresses on every fresh dev chain. */
export type DemoTokens = { usdc: DemoErc20; dai: DemoErc20; nft: DemoErc721 }

/** The demo ERC-20 ABI: standard ERC-20 plus the open `mint` faucet. */
export const demoErc20Abi = [...erc20Abi, ...parseAbi(['function mint(address to, uint256 amount)'])] as const
/** The demo ERC-721 ABI: standard ERC-721 plus the open `mint` faucet. */
export const demoErc721Abi = [...erc721Abi, ...parseAbi(['function mint(address to, uint256 tokenId)'])] as const

const compiled = (artifact as DemoTokensArtifact).contracts
// The initial supply goes to dev account 0, which funds the demo Safes from it.
const holder = devAccount(0).address
const salt = (label: string) => BigInt(keccak256(stringToHex(`concord.devchain.${label}`)))

const erc20Specs = {
  usdc: { name: 'Demo USD Coin', symbol: 'dUSDC', decimals: 6, supply: 1_000_000_000n * 10n ** 6n },
  dai: { name: 'Demo DAI', symbol: 'dDAI', decimals: 18, supply: 1_000_000_000n * 10n ** 18n },
} as const
const nftSpec = { name: 'Concord Demo NFT', symbol: 'CDNFT' } as const

function erc20Deployment(key: keyof typeof erc20Specs): DeterministicDeployment {
  const spec = erc20Specs[key]
  const { abi, bytecode } = compiled.DemoERC20
  return {
    factory: SAFE_SINGLETON_FACTORY,
    salt: salt(key),
    label: `${spec.symbol} token`,
    initCode: encodeDeployData({ abi, bytecode, args: [spec.name, spec.symbol, spec.decimals, holder, spec.supply] }),
  }
}

function nftDeployment(): DeterministicDeployment {
  const { abi, bytecode } = compiled.DemoNft
  return {
    factory: SAFE_SINGLETON_FACTORY,
    salt: salt('nft'),
    label: `${nftSpec.symbol} token`,
    initCode: encodeDeployData({ abi, bytecode, args: [nftSpec.name, nftSpec.symbol] }),
  }
}

const deployments = { usdc: erc20Deployment('usdc'), dai: erc20Deployment('dai'), nft: nftDeployment() }

/** Where the demo tokens are (or will be) on any dev chain: CREATE2 addresses of fixed bytecode and salts. */
export const demoTokens: DemoTokens = {
  usdc: { address: deterministicAddress(deployments.usdc), ...pickInfo(erc20Specs.usdc) },
  dai: { address: deterministicAddress(deployments.dai), ...pickInfo(erc20Specs.dai) },
  nft: { address: deterministicAddress(deployments.nft), ...nftSpec },
}

function pickInfo({ name, symbol, decimals }: { name: string; symbol: string; decimals: number }) {
  return { name, symbol, decimals }
}

/** Deploys the demo tokens through the Safe singleton factory (which must exist), skipping those already there. */
export async function deployDemoTokens(client: DevClient, sender: LocalAccount): Promise<{ deployed: number }> {
  let deployed = 0
  for (const deployment of Object.values(deployments)) {
    if ((await deployDeterministic(client, sender, deployment)).deployed) deployed++
  }
  return { deployed }
}
