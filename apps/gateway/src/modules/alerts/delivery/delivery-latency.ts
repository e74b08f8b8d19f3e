// Seconds from a delivery's creation (the event that caused it) to its successful attempt, for the metrics: the most
// recent ones in this process, so a scrape reads percentiles without a query over the deliveries table.
const KEPT = 1_024
const recent: number[] = []
let next = 0

/** Records one delivered alert's latency. */
export function recordDeliveryLatency(seconds: number): void {
  if (recent.length < KEPT) recent.push(seconds)
  else recent[next] = seconds
  next = (next + 1) % KEPT
}

/** The `q` quantile (0–1) of the recent latencies in seconds; null before any delivery. */
export function deliveryLatencyQuantile(q: number): number | null {
  if (recent.length === 0) return null
  const sorted = [...recent].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? null
}
