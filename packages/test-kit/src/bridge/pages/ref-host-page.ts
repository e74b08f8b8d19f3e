// A minimal wallet written from the reference (apps-bridge.md §1–§2), to check our SDK against something that is
// not our own host. It checks source and origin, answers from `responses`, or holds requests for the test.
import { addFrame, page, param } from './dom.js'

const appUrl = param('app') ?? ''
const appOrigin = new URL(appUrl).origin

type Request = { id: string; method: string; params: unknown; env: { sdkVersion: string } }

/** What the tests reach as `globalThis.refHost`. */
export type RefHostApi = {
  /** Data answered per method (rpcCall answers are keyed `rpcCall:<call>`). */
  responses: Record<string, unknown>
  /** When true, requests are only recorded; the test answers them with `reply` / `replyRaw`. */
  hold: boolean
  requests: Request[]
  reply(id: string, data: unknown): void
  replyError(id: string, error: string): void
  /** Posts any object to the app frame, as the wallet, to the app origin. */
  replyRaw(message: unknown): void
}

const requests: Request[] = []
const iframe = await addFrame(appUrl, 'app', (frame) => {
  page.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== appOrigin) return
    const request = event.data as Request
    requests.push(request)
    if (api.hold) return
    const key = request.method === 'rpcCall' ? `rpcCall:${(request.params as { call: string }).call}` : request.method
    if (key in api.responses) api.reply(request.id, api.responses[key])
    else api.replyError(request.id, 'Request failed')
  })
})

const api: RefHostApi = {
  responses: {},
  hold: false,
  requests,
  reply: (id, data) => iframe.contentWindow?.postMessage({ id, success: true, version: '9.1.0', data }, appOrigin),
  replyError: (id, error) =>
    iframe.contentWindow?.postMessage({ id, success: false, error, version: '9.1.0' }, appOrigin),
  replyRaw: (message) => iframe.contentWindow?.postMessage(message, appOrigin),
}
page.refHost = api
