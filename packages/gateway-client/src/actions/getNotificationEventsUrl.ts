import { path, type Transport } from '../request.js'

/** The URL of a device's server-sent events stream, for `new EventSource(url, { withCredentials })`. */
export function getNotificationEventsUrl(transport: Transport, chainId: string, uuid: string): string {
  return `${transport.baseUrl}${path`/v1/chains/${chainId}/notifications/devices/${uuid}/events`}`
}
