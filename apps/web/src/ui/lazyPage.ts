import type { ComponentType } from 'react'

/**
 * A route's `lazy` for one page component: the module loads (as a chunk of its own) when the route first matches.
 * `name` is the component's export name in that module.
 */
export const lazyPage =
  <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  async () => ({ Component: (await load())[name] as ComponentType })
