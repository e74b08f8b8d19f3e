import { forwardRef, type MouseEvent } from 'react'
import { type LinkProps, useHref, useLinkClickHandler } from 'react-router'
import { definedOptions } from './definedOptions'

// A URL with a scheme, or a protocol-relative one, leaves the app: a plain link, as react-router's own Link treats it.
const EXTERNAL_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

/**
 * react-router's `Link` without its prefetch and route-discovery code, which a declarative router never runs. A real
 * `<a href>`: a modified or middle click, or a `target`, is left to the browser (useLinkClickHandler lets those
 * through); a plain click navigates in the app.
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
  const href = useHref(to, definedOptions({ relative }))
  const navigateOnClick = useLinkClickHandler(
    to,
    definedOptions({
      replace,
      state,
      target,
      preventScrollReset,
      relative,
      viewTransition,
    }),
  )
  const external = typeof to === 'string' && EXTERNAL_URL.test(to)
  if (external || reloadDocument) {
    return <a {...rest} ref={ref} href={external ? (to as string) : href} target={target} onClick={onClick} />
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!event.defaultPrevented) navigateOnClick(event)
  }
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />
})
