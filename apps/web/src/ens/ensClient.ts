import type { PublicClient } from 'viem'

/** The one chain call ENS lookups need: any viem public client fits. */
export type EnsReader = Pick<PublicClient, 'readContract'>
