import { TrustedAppsList } from './TrustedAppsList'
import { useAppPermissionList } from './useAppPermissionList'

const CAPABILITY_WORDS: Record<string, string> = { requestAddressBook: 'Read your address book' }

/** Settings → Apps: the apps trusted, and what each app origin was granted (or denied), each revocable. */
export function AppPermissionsCard() {
  const { grants, revoke, revokeFeature } = useAppPermissionList()
  return (
    <section className="card" aria-label="Apps">
      <h2>Apps</h2>
      <TrustedAppsList />
      <h3>Permissions</h3>
      {grants.length === 0 ? (
        <p className="muted">No app holds a permission in this browser.</p>
      ) : (
        <ul className="app-permissions">
          {grants.map((g) => (
            <li key={g.origin} aria-label={g.origin}>
              <h3>
                <code>{g.origin}</code>
              </h3>
              <ul>
                {g.permissions.map((p) => (
                  <li key={p.capability}>
                    {CAPABILITY_WORDS[p.capability] ?? p.capability}: {p.denied ? 'denied' : 'granted'}{' '}
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Revoke ${CAPABILITY_WORDS[p.capability] ?? p.capability} for ${g.origin}`}
                      onClick={() => revoke(g.origin, p.capability)}
                    >
                      {p.denied ? 'Forget' : 'Revoke'}
                    </button>
                  </li>
                ))}
                {g.features.map((f) => (
                  <li key={f}>
                    Browser feature {f}: granted{' '}
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Revoke browser feature ${f} for ${g.origin}`}
                      onClick={() => revokeFeature(g.origin, f)}
                    >
                      Revoke
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
