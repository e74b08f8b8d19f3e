export { eventually } from './eventually.js'
export { type PollOptions, pollUntil } from './poll-until.js'
