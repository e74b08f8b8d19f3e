import { forwardRef } from 'react'
import { type NavLinkProps, useLocation, useResolvedPath } from 'react-router'
import { definedOptions } from './definedOptions'
import { Link } from './Link'

/** Whether the location's path is `toPathname` or, unless `end`, below it (react-router's NavLink rule). */
function isActivePath(locationPathname: string, toPathname: string, end: boolean, caseSensitive: boolean): boolean {
  const here = caseSensitive ? locationPathname : locationPathname.toLowerCase()
  const target = caseSensitive ? toPathname : toPathname.toLowerCase()
  if (here === target) return true
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length
  return !end && here.startsWith(target) && here.charAt(slashAt) === '/'
}

/**
 * react-router's `NavLink` over our lighter `Link`: `aria-current="page"` and the `active` class on the link of the
 * page shown. A declarative router has no pending navigation or view transition, so those states are always false.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { 'aria-current': ariaCurrent = 'page', caseSensitive = false, className, end = false, style, children, ...rest },
  ref,
) {
  const path = useResolvedPath(rest.to, definedOptions({ relative: rest.relative }))
  const isActive = isActivePath(useLocation().pathname, path.pathname, end, caseSensitive)
  const renderProps = { isActive, isPending: false, isTransitioning: false }
  const classes =
    typeof className === 'function'
      ? className(renderProps)
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
  return (
    <Link
      {...rest}
      ref={ref}
      aria-current={isActive ? ariaCurrent : undefined}
      className={classes}
      style={typeof style === 'function' ? style(renderProps) : style}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  )
})
