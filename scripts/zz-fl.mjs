import { startLocalShop } from './local-shop.mjs'
import { fetchPage } from './html-check.mjs'
import { firstLoadJs } from './bench/sizes.mjs'
const shop = await startLocalShop({ nodeEnv: 'production' })
const { html } = await fetchPage(shop.port, 'localhost', '/')
const r = firstLoadJs(html.replaceAll(`http://localhost:${shop.port}`, 'http://localhost'))
console.log(r.totalGzipBytes, r.files.map((f) => f.file + ':' + f.gzipBytes).join(' '))
await shop.stop?.(); process.exit(0)
