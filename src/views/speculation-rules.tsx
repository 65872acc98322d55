// The page's speculation rules (src/domain/speculation-rules.ts) in the one inline rules script, carrying the response's
// CSP nonce like every script the server places. None on preview hosts: an editor's next page is a draft.
import { SPECULATION_RULES } from '../domain/speculation-rules'
import { useNonce } from './nonce'

export function SpeculationRules({ preview }: { preview: boolean }) {
  const nonce = useNonce()
  if (preview || !nonce) return null
  return <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
}
