/** "Load more" under a paged list, shown while the list has a next page and off while it loads. */
export function LoadMoreButton({
  query,
  busyLabel = 'Load more',
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }
  /** The label while the next page loads. */
  busyLabel?: string
}) {
  if (!query.hasNextPage) return null
  return (
    <button type="button" className="button" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
      {query.isFetchingNextPage ? busyLabel : 'Load more'}
    </button>
  )
}
