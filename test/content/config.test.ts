import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { ConfigError, getConfig } from '../../src/config'

describe('config', () => {
  it('parses wrangler.toml vars once per env object', () => {
    const config = getConfig(env)
    expect(config.scheme).toBe('http')
    expect(config.hosts.get('poster.com.localhost')).toMatchObject({ brand: 'poster', country: 'US' })
    expect(config.cms.tokens.cards.published).toBeUndefined()
    expect(getConfig(env)).toBe(config)
  })

  it('names every bad variable', () => {
    const bad = { ...env, SITE_HOSTS: 'not json', PUBLIC_SCHEME: 'ftp', CMS_TIMEOUT_MS: '-1' }
    expect(() => getConfig(bad)).toThrow(ConfigError)
    try {
      getConfig(bad)
    } catch (error) {
      expect(String(error)).toMatch(/SITE_HOSTS/)
      expect(String(error)).toMatch(/PUBLIC_SCHEME/)
      expect(String(error)).toMatch(/CMS_TIMEOUT_MS/)
    }
  })

  it('accepts a per-country host map', () => {
    const config = getConfig({
      ...env,
      SITE_HOSTS: JSON.stringify({ cards: { DE: 'www.kartenfee.de' }, poster: 'www.posterhaus.{suffix}' }),
    })
    expect(config.hosts.get('www.kartenfee.de')?.brand).toBe('cards')
    expect(config.hosts.get('www.kartenfee.ch')).toBeUndefined()
  })

  it.each(['eu', 'us', 'ap', 'ca', 'cn'] as const)('gives the CMS client and the picture builder the same region: %s', (region) => {
    const config = getConfig({ ...env, STORYBLOK_REGION: region })
    expect(config.cms.region).toBe(region)
    expect(config.images).toEqual({ resizeBase: '/_image', region })
  })

  it('serves a page stale for hours past its freshness unless PAGE_STALE_SECONDS says otherwise, at most a week', () => {
    const { PAGE_STALE_SECONDS: declared, ...unset } = env
    expect(declared).toBe('21600')
    expect(getConfig(unset).pageStaleSeconds).toBe(21_600)
    expect(getConfig({ ...env, PAGE_STALE_SECONDS: '0' }).pageStaleSeconds).toBe(0)
    expect(() => getConfig({ ...env, PAGE_STALE_SECONDS: '604801' })).toThrow(/PAGE_STALE_SECONDS/)
  })

  it('refuses a region Storyblok does not have', () => {
    expect(() => getConfig({ ...env, STORYBLOK_REGION: 'au' })).toThrow(/STORYBLOK_REGION/)
  })
})
