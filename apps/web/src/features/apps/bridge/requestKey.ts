// Request ids come from the app and two requests may share one, so React keys are per request object instead.
const keys = new WeakMap<object, number>()
let next = 0

/** A stable key for one request object. */
export function requestKey(request: object): number {
  let key = keys.get(request)
  if (key === undefined) {
    key = next++
    keys.set(request, key)
  }
  return key
}
