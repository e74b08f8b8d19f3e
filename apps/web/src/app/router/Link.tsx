import { forwardRef, type MouseEvent, useContext } from 'react'
import {
  createPath,
  type LinkProps,
  type Path,
  UNSAFE_NavigationContext,
  useLocation,
  useResolvedPath,
} from 'react-router'
import { definedOptions } from './definedOptions'

// A URL with a scheme, or a protocol-relative one, leaves the app: a plain link, as react-router's own Link treats it.
const EXTERNAL_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

/** react-router's rule: the app navigates on a plain left click on a link that opens in the same frame. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey
  return event.button === 0 && (!target || target === '_self') && !modified
}

/** `path` under the router's `basename`, as react-router's useHref and navigate put it. */
function underBasename(path: Path, basename: string): Path {
  if (basename === '/') return path
  const pathname = path.pathname === '/' ? basename : `${basename}/${path.pathname}`.replace(/\/\/+/g, '/')
  return { ...path, pathname }
}

/**
 * react-router's `Link` without its prefetch and route-discovery code, which a declarative router never runs. A real
 * `<a href>`: a modified or middle click, or a `target`, is left to the browser; a plain click navigates in the app.
 * The path is resolved once per render and a click hands it to the router's history itself: the library's Link
 * resolved it three times (its href, its click handler, the handler's `navigate`) and set a layout effect per link,
 * most of a page's render time for a list of links on a phone.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    onClick,
    discover: _discover,
    prefetch: _prefetch,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition,
    ...rest
  },
  ref,
) {
  const { basename, navigator } = useContext(UNSAFE_NavigationContext)
  const location = useLocation()
  const path = useResolvedPath(to, relative === undefined ? undefined : { relative })
  const href = navigator.createHref(underBasename(path, basename))
  const external = typeof to === 'string' && EXTERNAL_URL.test(to)
  if (external || reloadDocument) {
    return <a {...rest} ref={ref} href={external ? (to as string) : href} target={target} onClick={onClick} />
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !isPlainClick(event, target)) return
    event.preventDefault()
    // As react-router's Link: a link to the page shown replaces its history entry rather than adding one.
    const replaceEntry = replace ?? createPath(location) === createPath(path)
    const options = definedOptions({ replace: replaceEntry, state, preventScrollReset, relative, viewTransition })
    if (replaceEntry) navigator.replace(underBasename(path, basename), state, options)
    else navigator.push(underBasename(path, basename), state, options)
  }
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />
})
