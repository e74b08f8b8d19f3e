import { Link } from 'react-router'

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <section className="page">
      <h1>Page not found</h1>
      <p>There is nothing at this address. Check the link, or start from the welcome page.</p>
      <Link className="button" to="/">
        Go to the welcome page
      </Link>
    </section>
  )
}
