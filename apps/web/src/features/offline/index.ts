// Public surface of the offline feature: the wallet when the gateway is down.
export { LateOfflineMode } from './gateway-down/LateOfflineMode'
