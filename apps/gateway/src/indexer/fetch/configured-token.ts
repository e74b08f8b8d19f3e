/** A token as the chain config lists it. */
export type ConfiguredToken = { name: string; symbol: string; decimals: number; logoUri: string }
