// The HTML validity check shared by `npm run check:html` and the browser suite's test: every page type of both brands,
// fetched from a running local shop, validated by the Nu Html Checker (vnu-jar, one Java start for all pages).
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export { PAGE_TYPES } from './page-types.mjs'

/** GET one page of the local shop on 127.0.0.1:port with the site's Host header (Node resolves no *.localhost). */
export function fetchPage(port, host, path) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, 'user-agent': 'Mozilla/5.0 html-check' } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, html: body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const VNU = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/**
 * Validates the pages with one run of the Nu Html Checker and returns each page's errors as "line: message «extract»"
 * lines (warnings and info are left out). A checker that cannot run rejects: no answer is never "valid".
 */
export async function validatePages(pages) {
  const dir = mkdtempSync(join(tmpdir(), 'html-check-'))
  try {
    const files = pages.map((page, i) => {
      const file = join(dir, `page-${i}.html`)
      writeFileSync(file, page.html)
      return file
    })
    const stdout = await new Promise((resolve, reject) => {
      // vnu exits 1 when it finds errors; its JSON on stdout is the answer either way. Errors only, and no language
      // detection (whose findings are warnings): what this check reports, for a fraction of the checker's CPU.
      // A run of a few seconds never pays back the JVM's optimising compiler: its quick compiler alone (which needs a
      // deeper stack for the checker's schema) and one GC thread take 3 CPU-seconds per run instead of 7.
      execFile(
        'java',
        [
          '-Xss2m',
          '-XX:TieredStopAtLevel=1',
          '-XX:+UseSerialGC',
          '-jar',
          VNU,
          '--errors-only',
          '--no-langdetect',
          '--format',
          'json',
          '--stdout',
          ...files,
        ],
        { maxBuffer: 64 << 20 },
        (error, out) => (out ? resolve(out) : reject(error ?? new Error('vnu printed nothing'))),
      )
    })
    const { messages } = JSON.parse(stdout)
    return pages.map((page, i) => {
      const url = new URL(`file:${files[i]}`).href
      const errors = messages
        .filter((m) => (m.type === 'error' || m.type === 'non-document-error') && new URL(m.url).href === url)
        .map((m) => `${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` «${m.extract.trim().slice(0, 160)}»` : ''}`)
      return { name: page.name, errors }
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
