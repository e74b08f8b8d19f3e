// Minimal types for the parts of autocannon 9 the gateway and scale benchmarks use (the package ships none).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number }
  export type Result = {
    latency: Histogram
    requests: Histogram & { total: number }
    non2xx: number
    errors: number
    timeouts: number
  }
  export default function autocannon(options: {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    /** Requests per second over all connections (a fixed arrival rate). */
    overallRate?: number
    /** Per connection, in turn; `setupRequest` may change each request before it is sent (e.g. its path). */
    requests?: { setupRequest?: (request: { path?: string }) => { path?: string } }[]
  }): Promise<Result>
}
