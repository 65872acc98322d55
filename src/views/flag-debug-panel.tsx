// The debug panel (SPEC §2 `splitDebug` / `_debug`): this page's flags and treatments, on development and preview hosts.
import { useOptionalPageContext } from './page-context'

export function FlagDebugPanel() {
  const context = useOptionalPageContext()
  if (!context?.debugFlags) return null
  const flags = Object.entries(context.flags?.all() ?? {})
  return (
    <aside className="flag-debug" aria-label="Feature flags">
      <h2>Feature flags</h2>
      {flags.length === 0 ? (
        <p>No flags evaluated (a crawler, no granted consent, or no definitions).</p>
      ) : (
        <table>
          <tbody>
            {flags.map(([name, treatment]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td data-treatment={treatment}>{treatment}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </aside>
  )
}
