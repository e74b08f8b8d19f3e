import { isPlainEnsName } from './plainEnsName'

/**
 * `normalizeEnsName` for lookups that wait on the chain anyway: ens-normalize is fetched only for a name that is not
 * plain, so a page showing plain primary names never loads it.
 */
export async function normalizeEnsNameLazily(name: string): Promise<string> {
  if (isPlainEnsName(name)) return name
  const { normalizeEnsName } = await import('./normalizeEnsName')
  return normalizeEnsName(name)
}
