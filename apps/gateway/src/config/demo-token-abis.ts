import { parseAbi } from 'viem'
import { ERC20_FULL_ABI, ERC721_FULL_ABI } from '../decoder/known-abis.js'

// The dev chain's demo tokens are standard ERC-20/ERC-721 plus an open `mint` faucet (see @concord/devchain).
const MINT_ERC20 = parseAbi(['function mint(address to, uint256 amount)'])
const MINT_ERC721 = parseAbi(['function mint(address to, uint256 tokenId)'])

/** The ABI of a demo token of the given type, as config `abis` entries hold it. */
export function demoTokenAbi(type: 'ERC20' | 'ERC721'): Record<string, unknown>[] {
  return type === 'ERC721' ? [...ERC721_FULL_ABI, ...MINT_ERC721] : [...ERC20_FULL_ABI, ...MINT_ERC20]
}
