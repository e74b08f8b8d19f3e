import type { IconNode } from 'lucide'
import {
  ArrowDownLeft as arrowDownLeft,
  ArrowLeftRight as arrowLeftRight,
  ArrowUpRight as arrowUpRight,
  Ban as ban,
  Check as check,
  Code as code,
  Copy as copy,
  ExternalLink as externalLink,
  Image as image,
  Inbox as inbox,
  Layers as layers,
  Menu as menu,
  QrCode as qrCode,
  Send as send,
  Settings as settings,
  Sparkles as sparkles,
  Terminal as terminal,
  X as x,
} from 'lucide'
import type { SVGProps } from 'react'

/** Props of an icon: any SVG attribute, plus its size in pixels (width and height) and stroke width. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number; strokeWidth?: number }

/** One icon of the set, drawn as an inline SVG. */
export type Icon = (props: IconProps) => React.JSX.Element

/**
 * A lucide shape (one well-kept set) drawn as an inline SVG. Our own few lines rather than lucide-react: its per-icon
 * runtime (forwardRef, context, class merging) cost about 1.5 KB gzip of the first paint for the same shapes.
 * Decorative unless given an accessible name (`aria-label`): hidden from screen readers by default.
 */
function SvgIcon({ node, size = 24, strokeWidth = 2, className, ...rest }: IconProps & { node: IconNode }) {
  const labelled = Boolean(rest['aria-label'])
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; a named one carries aria-label and role
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      className={className ? `icon ${className}` : 'icon'}
      {...rest}
    >
      {node.map(([tag, attrs], i) => {
        const Shape = tag as 'path'
        // biome-ignore lint/suspicious/noArrayIndexKey: an icon's shapes are fixed and never reorder
        return <Shape key={i} {...(attrs as SVGProps<SVGPathElement>)} />
      })}
    </svg>
  )
}

export const ArrowDownLeft: Icon = (props) => <SvgIcon node={arrowDownLeft} {...props} />
export const ArrowLeftRight: Icon = (props) => <SvgIcon node={arrowLeftRight} {...props} />
export const ArrowUpRight: Icon = (props) => <SvgIcon node={arrowUpRight} {...props} />
export const Ban: Icon = (props) => <SvgIcon node={ban} {...props} />
export const Check: Icon = (props) => <SvgIcon node={check} {...props} />
export const Code: Icon = (props) => <SvgIcon node={code} {...props} />
export const Copy: Icon = (props) => <SvgIcon node={copy} {...props} />
export const ExternalLink: Icon = (props) => <SvgIcon node={externalLink} {...props} />
export const Image: Icon = (props) => <SvgIcon node={image} {...props} />
export const Inbox: Icon = (props) => <SvgIcon node={inbox} {...props} />
export const Layers: Icon = (props) => <SvgIcon node={layers} {...props} />
export const Menu: Icon = (props) => <SvgIcon node={menu} {...props} />
export const QrCode: Icon = (props) => <SvgIcon node={qrCode} {...props} />
export const Send: Icon = (props) => <SvgIcon node={send} {...props} />
export const Settings: Icon = (props) => <SvgIcon node={settings} {...props} />
export const Sparkles: Icon = (props) => <SvgIcon node={sparkles} {...props} />
export const Terminal: Icon = (props) => <SvgIcon node={terminal} {...props} />
export const X: Icon = (props) => <SvgIcon node={x} {...props} />
