import { type ComponentType, lazy, Suspense } from 'react'
import type { RouteObject } from 'react-router'

type LazyRoute = () => Promise<{ Component?: ComponentType | null }>

/**
 * The app's route table for react-router's declarative mode (`useRoutes` under a BrowserRouter): each route's `lazy`
 * page becomes a React.lazy component. The data router (createBrowserRouter) would bring react-router's loader and
 * fetcher engine, about a third of its size, to the first paint, and the app uses none of it.
 */
export function declarativeRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, children, ...rest } = route
    const converted = { ...rest } as RouteObject
    if (typeof load === 'function') {
      const Page = lazy(async () => {
        const { Component } = await (load as LazyRoute)()
        if (!Component) throw new Error('A lazy route resolved without a Component.')
        return { default: Component }
      })
      converted.element = (
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      )
    }
    if (children) converted.children = declarativeRoutes(children)
    return converted
  }) as RouteObject[]
}
