/**
 * Query fields the Safe gateway SDK sends that the gateway ignores (it pages by cursor and labels days only in the
 * history); an action's query type adds the ones its Safe SDK twin takes, so drop-in callers still type-check.
 */
export type IgnoredSdkQuery = {
  /** The Safe SDK's day-label time zone; only the history uses one. */
  timezone?: string | undefined
  /** Safe SDK compatibility: ignored by the gateway, pass the URL as `pageUrl`. */
  page_url?: string | undefined
  /** Safe SDK paging: the gateway pages by `cursor`. */
  ordering?: string | undefined
  limit?: number | undefined
  offset?: number | undefined
}
