// Structured data in the head: JSON in a `<script type="application/ld+json">` with the response's nonce. `<`, `>`, `&`
// and the two JavaScript line separators are escaped, so CMS text can never close the script or open markup.
import { useNonce } from '../nonce'

export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** `json`: the object's scriptSafeJson. */
export function JsonLd({ json }: { json: string }) {
  const nonce = useNonce()
  // The one raw-markup path here is JSON made inert by scriptSafeJson; React would HTML-escape the quotes otherwise.
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
}
