import { nextTask } from './nextTask'

/**
 * `fetch`, called in a task of its own (the gateway client's transport): a page's first effects subscribe a dozen
 * queries in one task, and each fetch() call (building the request, its CSP and CORS checks) lengthened that task by a
 * millisecond or more on a slow phone. A yield resumes ahead of other queued tasks, so the request is not held back.
 */
export async function fetchInOwnTask(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  await nextTask()
  return fetch(input, init)
}
