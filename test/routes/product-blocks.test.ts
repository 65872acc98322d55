import { describe, expect, it } from 'vitest'
import { fetchWorker } from './fetch-worker'

describe('smoke', () => {
  it('renders the card listing', async () => {
    const response = await fetchWorker('/karten-designen/?category=hochzeit')
    const html = await response.text()
    console.log(response.status, html.slice(html.indexOf('<main'), html.indexOf('<main') + 4000))
    console.log(html.match(/<link rel="(canonical|prev|next)"[^>]*>/g))
  })
})
