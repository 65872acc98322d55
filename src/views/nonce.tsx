// The response's CSP nonce for server components that emit scripts (islands' module script). Never passed to islands.
import { createContext, useContext } from 'react'

export const NonceContext = createContext<string | undefined>(undefined)

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
