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

/** Each object's JSON once: a page's head, and with it its structured data, is the same object on every request. */
const written = new WeakMap<object, string>()

function jsonOf(data: unknown): string {
  if (data === null || typeof data !== 'object') return scriptSafeJson(data)
  let json = written.get(data)
  if (json === undefined) {
    json = scriptSafeJson(data)
    written.set(data, json)
  }
  return json
}

export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce()
  // The one raw-markup path here is JSON made inert by scriptSafeJson; React would HTML-escape the quotes otherwise.
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonOf(data) }} />
}
