import { nodeProject } from '../../vitest.shared.ts'

// The test files of a worker share one module graph (isolate: false): each file imported the gateway's few hundred
// modules anew, about a third of the project's run (1,000 → 640 s on a 2-core machine). Every file starts gateways
// of its own, so only process-wide counters are shared (RPC calls by method, delivery latencies, request pacers by
// provider URL): a test must not expect them to start at zero.
export default nodeProject('gateway', { isolate: false })
