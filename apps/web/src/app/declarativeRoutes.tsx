import { type ComponentType, useContext, useEffect, useState } from 'react'
import {
  matchRoutes,
  type RouteMatch,
  type RouteObject,
  renderMatches,
  UNSAFE_NavigationContext,
  useLocation,
} from 'react-router'
import { pageLoadStarted, pageMounted } from '../services/pageLoads'
import { ErrorState } from '../ui/States'

type PageModule = { Component?: ComponentType | null }
type LoadPage = () => Promise<PageModule>

// Each route's page load, started once: by preloadMatches for every route a location matches, or by its LazyPage.
const loads = new WeakMap<RouteObject, Promise<PageModule>>()
const loaders = new WeakMap<RouteObject, LoadPage>()
let nextPageKey = 0
// Each route's page component once its module has loaded: a page shown again renders at once.
const loadedPages = new WeakMap<RouteObject, ComponentType>()

/** The route's page module, fetched once. */
function loadOnce(route: RouteObject): Promise<PageModule> {
  let load = loads.get(route)
  const loader = loaders.get(route)
  if (!load && loader) {
    pageLoadStarted(route)
    load = loader()
    load.then(
      ({ Component }) => Component && loadedPages.set(route, Component),
      () => undefined,
    )
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
 * page becomes a LazyPage. The data router (createBrowserRouter) would bring react-router's loader and fetcher engine,
 * about a third of its size, to the first paint, and the app uses none of it. As the data router did, preloadMatches
 * fetches the nested pages of a location together (the Safe's layout and its page), not one by one.
 */
export function declarativeRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, children, ...rest } = route
    const converted = { ...rest } as RouteObject
    if (typeof load === 'function') {
      loaders.set(converted, load as LoadPage)
      // Keyed by route: two pages under one layout are the same element type, and a LazyPage kept across a navigation
      // would go on showing the page it loaded first.
      converted.element = <LazyPage key={nextPageKey++} route={converted} />
    }
    if (children) converted.children = declarativeRoutes(children)
    return converted
  }) as RouteObject[]
}

/**
 * A route's page: nothing until its module has loaded (at once if it has), then the page; a failed load says so and
 * offers a retry. State and an effect rather than React.lazy and Suspense: under Preact's compat layer a page whose
 * layout and module loaded together could stay suspended for good, its Safe's frame shown around an empty page.
 */
function LazyPage({ route }: { route: RouteObject }) {
  const [page, setPage] = useState<{ Component: ComponentType } | null>(() => {
    const Component = loadedPages.get(route)
    return Component ? { Component } : null
  })
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  useEffect(() => {
    if (page || failure) return
    let active = true
    loadOnce(route).then(
      ({ Component }) => {
        if (!active) return
        if (Component) setPage({ Component })
        else setFailure({ error: new Error('A lazy route resolved without a Component.') })
      },
      (error: unknown) => active && setFailure({ error }),
    )
    return () => {
      active = false
    }
  }, [route, page, failure])
  if (failure) {
    return <ErrorState title="This page could not load" error={failure.error} onRetry={() => setFailure(null)} />
  }
  if (!page) return null
  return (
    <>
      <page.Component />
      <PageMounted route={route} />
    </>
  )
}

/** Marks the page of `route` mounted: rendered after it (a sibling in its Suspense boundary), its effects run after. */
function PageMounted({ route }: { route: RouteObject }) {
  useEffect(() => pageMounted(route), [route])
  return null
}

// The matches of the pathnames seen lately, per route table. react-router flattens and ranks the whole table and
// compiles each path's pattern on every match: the boot's preload, then the first render's preload and routing, all
// matched the same location, the last two in the app's first (longest) render.
const matchCaches = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>()
const CACHED_PATHNAMES = 32

/** The routes of `routes` that `pathname` matches, outermost first (null for none), matched once per pathname. */
function matchesOf(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let cache = matchCaches.get(routes)
  if (!cache) {
    cache = new Map()
    matchCaches.set(routes, cache)
  }
  if (cache.has(pathname)) return cache.get(pathname) ?? null
  const matches = matchRoutes(routes, pathname)
  // The oldest pathname makes room: Map keeps insertion order.
  if (cache.size >= CACHED_PATHNAMES) cache.delete(cache.keys().next().value ?? '')
  cache.set(pathname, matches)
  return matches
}

/** Starts fetching, all at once, the pages of every route `pathname` matches (idempotent). */
export function preloadMatches(routes: RouteObject[], pathname: string): void {
  for (const match of matchesOf(routes, pathname) ?? []) void loadOnce(match.route)
}

// The matches as react-router's useRoutes renders them at the top of the app: each match's pathname in the URL's own
// encoding (the router's encodeLocation), per pathname.
const renderedMatches = new WeakMap<RouteMatch[], RouteMatch[]>()

/**
 * The element of the route `routes` matches at the current location, as react-router's `useRoutes` renders it at the
 * top of the app (no parent route), with the location's pages fetched together (preloadMatches). Matches come from a
 * per-pathname cache rather than a new match of the whole table on each render.
 */
export function useRouteTable(routes: RouteObject[]) {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const { pathname } = useLocation()
  const matches = matchesOf(routes, pathname)
  if (!matches) return null
  for (const match of matches) void loadOnce(match.route)
  let rendered = renderedMatches.get(matches)
  if (!rendered) {
    // As useRoutes joins each to the parent's base ('/'): repeated slashes collapse.
    const encode = (path: string) =>
      (navigator.encodeLocation
        ? navigator.encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname
        : path
      ).replace(/\/\/+/g, '/')
    rendered = matches.map((match) => ({
      ...match,
      pathname: encode(match.pathname),
      pathnameBase: match.pathnameBase === '/' ? '/' : encode(match.pathnameBase),
    }))
    renderedMatches.set(matches, rendered)
  }
  return renderMatches(rendered)
}
