/** One example app: a folder of the build (its URL path) and the numeric id the gateway catalogue needs. */
export type ExampleAppDefinition = { id: number; slug: string }

/** The apps this package ships; ids are stable because the gateway's Safe Apps catalogue keys on them. */
export const EXAMPLE_APPS: readonly ExampleAppDefinition[] = [
  { id: 1, slug: 'tx-builder' },
  { id: 2, slug: 'message-signer' },
  { id: 3, slug: 'csv-airdrop' },
  { id: 4, slug: 'wagmi-reader' },
]
