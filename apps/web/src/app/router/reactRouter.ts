// What the app's modules get for `import … from 'react-router'` (build/lightRouter.ts): the library, with a Link and
// NavLink of our own.
export * from 'react-router'
export { Link } from './Link'
export { NavLink } from './NavLink'
