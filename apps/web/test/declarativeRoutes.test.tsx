// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { Link, MemoryRouter, Outlet, type RouteObject, useParams } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { declarativeRoutes, preloadMatches, useRouteTable } from '../src/app/declarativeRoutes'

afterEach(cleanup)

/** A module load the test settles when it wants. */
function deferredModule<T>() {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRouteTable(routes)
}

function App({ routes, path }: { routes: RouteObject[]; path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <RouteTable routes={routes} />
    </MemoryRouter>
  )
}

function SafeHome() {
  return <p>The Safe's home</p>
}

function SafeFrame() {
  return (
    <main>
      <h1>The Safe</h1>
      <Link to="/safe/balances">Assets</Link>
      <Outlet />
    </main>
  )
}

function SafeAssets() {
  return <p>The Safe's assets of {useParams().safe}</p>
}

function Settings() {
  return <p>Settings</p>
}

/** A Safe's layout with two pages, each loaded lazily. */
function safeRoutes(): RouteObject[] {
  return declarativeRoutes([
    {
      path: ':safe',
      lazy: async () => ({ Component: SafeFrame }),
      children: [
        { path: 'home', lazy: async () => ({ Component: SafeHome }) },
        { path: 'balances', lazy: async () => ({ Component: SafeAssets }) },
      ],
    },
  ])
}

describe('lazy pages of the route table', () => {
  test('a layout and its page loading together both show, whichever arrives first', async () => {
    const layout = deferredModule<{ Component: ComponentType }>()
    const page = deferredModule<{ Component: ComponentType }>()
    const routes = declarativeRoutes([
      { path: ':safe', lazy: () => layout.promise, children: [{ path: 'home', lazy: () => page.promise }] },
    ])
    preloadMatches(routes, '/safe/home')
    render(<App routes={routes} path="/safe/home" />)
    page.resolve({ Component: SafeHome })
    await Promise.resolve()
    layout.resolve({ Component: SafeFrame })
    await screen.findByText("The Safe's home")
    expect(screen.getByRole('heading', { name: 'The Safe' })).toBeTruthy()
  })

  test('moving to another page under the same layout shows that page, not the one before', async () => {
    const routes = safeRoutes()
    render(<App routes={routes} path="/safe/home" />)
    await screen.findByText("The Safe's home")
    fireEvent.click(screen.getByRole('link', { name: 'Assets' }))
    await screen.findByText("The Safe's assets of safe")
    expect(screen.queryByText("The Safe's home")).toBeNull()
  })

  test('a page whose code failed to load says so, and Retry loads it again', async () => {
    let attempts = 0
    const routes = declarativeRoutes([
      {
        path: 'settings',
        lazy: async () => {
          attempts += 1
          if (attempts === 1) throw new Error('Failed to fetch dynamically imported module')
          return { Component: Settings }
        },
      },
    ])
    render(<App routes={routes} path="/settings" />)
    await screen.findByText('This page could not load')
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch dynamically imported module')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByText('Settings')
    expect(attempts).toBe(2)
  })

  test('a location is matched against the table once, however often it is preloaded and rendered', async () => {
    const routes = safeRoutes()
    // Every match of the table reads each route's path: count the reads of the layout's.
    let reads = 0
    const layout = routes[0] as RouteObject
    Object.defineProperty(layout, 'path', {
      get: () => {
        reads += 1
        return ':safe'
      },
    })
    preloadMatches(routes, '/safe/home')
    const afterPreload = reads
    expect(afterPreload).toBeGreaterThan(0)
    render(<App routes={routes} path="/safe/home" />)
    await screen.findByText("The Safe's home")
    expect(reads).toBe(afterPreload)
    fireEvent.click(screen.getByRole('link', { name: 'Assets' }))
    await screen.findByText("The Safe's assets of safe")
    // A new location is matched, once.
    const afterMove = reads
    expect(afterMove).toBeGreaterThan(afterPreload)
    preloadMatches(routes, '/safe/balances')
    expect(reads).toBe(afterMove)
  })
})
