import type { z } from 'zod'

/** What is wrong with a manifest's fields, in words: the first missing or empty field the wallet needs. */
export function manifestProblem(error: z.ZodError, manifestUrl: string): string {
  const issue = error.issues[0]
  const field = issue?.path[0]
  if ((field === 'name' || field === 'description') && issue?.code === 'too_small') {
    return `The manifest at ${manifestUrl} has an empty "${field}" (blank or only invisible characters): the app's developer must fill it in.`
  }
  if (field === 'name' || field === 'description') {
    return `The manifest at ${manifestUrl} has no "${field}": the app's developer must add it.`
  }
  const where = issue ? issue.path.join('.') || 'its top level' : 'its top level'
  return `The manifest at ${manifestUrl} is not a valid app manifest (${where}: ${issue?.message ?? 'invalid'}).`
}
