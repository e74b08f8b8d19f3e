export { freePort } from './free-port.js'
export { isListening } from './is-listening.js'
