import { type ComponentType, lazy, Suspense, useEffect } from 'react'
import { matchRoutes, type RouteObject } from 'react-router'
import { pageLoadStarted, pageMounted } from '../services/pageLoads'

type PageModule = { Component?: ComponentType | null }
type LoadPage = () => Promise<PageModule>

// Each route's page load, started once: by preloadMatches for every route a location matches, or by React.lazy.
const loads = new WeakMap<RouteObject, Promise<PageModule>>()
const loaders = new WeakMap<RouteObject, LoadPage>()

/** The route's page module, fetched once. */
function loadOnce(route: RouteObject): Promise<PageModule> {
  let load = loads.get(route)
  const loader = loaders.get(route)
  if (!load && loader) {
    pageLoadStarted(route)
    load = loader()
    // A failed chunk load (network blip) is tried again on the next visit; the page will not mount meanwhile.
    load.catch(() => {
      loads.delete(route)
      pageMounted(route)
    })
    loads.set(route, load)
  }
  return load ?? Promise.resolve({})
}

/**
 * The app's route table for react-router's declarative mode (`useRoutes` under a BrowserRouter): each route's `lazy`
 * page becomes a React.lazy component. The data router (createBrowserRouter) would bring react-router's loader and
 * fetcher engine, about a third of its size, to the first paint, and the app uses none of it. As the data router did,
 * preloadMatches fetches the nested pages of a location together (the Safe's layout and its page), not one by one.
 */
export function declarativeRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, children, ...rest } = route
    const converted = { ...rest } as RouteObject
    if (typeof load === 'function') {
      loaders.set(converted, load as LoadPage)
      const Page = lazy(async () => {
        const { Component } = await loadOnce(converted)
        if (!Component) throw new Error('A lazy route resolved without a Component.')
        return { default: Component }
      })
      converted.element = (
        <Suspense fallback={null}>
          <Page />
          <PageMounted route={converted} />
        </Suspense>
      )
    }
    if (children) converted.children = declarativeRoutes(children)
    return converted
  }) as RouteObject[]
}

/** Marks the page of `route` mounted: rendered after it (a sibling in its Suspense boundary), its effects run after. */
function PageMounted({ route }: { route: RouteObject }) {
  useEffect(() => pageMounted(route), [route])
  return null
}

/** Starts fetching, all at once, the pages of every route `pathname` matches (idempotent). */
export function preloadMatches(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) void loadOnce(match.route)
}
