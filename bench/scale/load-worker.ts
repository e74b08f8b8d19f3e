// One route's load in a process of its own (a load generator must not share the measured processes' CPU time with
// their event loops): autocannon at a fixed arrival rate, each request to the next path of the list (one per Safe).
// Input: one JSON argument {base, paths, rate, connections, seconds}; output: autocannon's result as JSON.
import autocannon from 'autocannon'

const input = JSON.parse(process.argv[2] ?? '{}') as {
  base: string
  paths: string[]
  rate: number
  connections: number
  seconds: number
}
let next = 0
const result = await autocannon({
  url: input.base,
  connections: input.connections,
  overallRate: input.rate,
  duration: input.seconds,
  requests: [{ setupRequest: (request) => ({ ...request, path: input.paths[next++ % input.paths.length] ?? '/' }) }],
})
process.stdout.write(JSON.stringify(result))
