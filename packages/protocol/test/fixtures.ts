import { privateKeyToAccount } from 'viem/accounts'

// Anvil's well-known public development keys (never hold value; safe to embed).
export const owners = [
  privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'),
  privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'),
  privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'),
] as const

export const safeAddress = '0x1111111111111111111111111111111111111111' as const
export const chainId = 31337
