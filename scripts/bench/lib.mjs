// Small helpers shared by the benchmark steps: paths, child processes, gzip sizes, timed HTTP requests, formatting.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const OUT_DIR = join(ROOT, '.wrangler', 'bench')
export const WORKER_OUT_DIR = join(OUT_DIR, 'worker')
export const PRODUCTION_OUT_DIR = join(OUT_DIR, 'production')
export const API_OUT_DIR = join(OUT_DIR, 'api')
export const PUBLIC_DIR = join(ROOT, 'public')
export const WRANGLER_CONFIG = join(ROOT, 'wrangler.toml')
export const API_CONFIG = join(ROOT, 'wrangler.api.toml')

// Everything that must be stopped on Ctrl-C or on a failure: child processes and Miniflare instances.
export const active = { children: new Set(), instances: new Set(), stopping: false }

/** Runs a command to completion, collecting its output; rejects on a non-zero exit with the output's tail. */
export function runCommand(command, args, { env = {}, timeoutMs = 300_000, label = command } = {}) {
  return new Promise((resolve, reject) => {
    if (active.stopping) {
      reject(new Error(`${label}: not started, the benchmark is stopping`))
      return
    }
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    active.children.add(child)
    let output = ''
    let stdout = ''
    child.stdout.setEncoding('utf8')
    child.stderr.setEncoding('utf8')
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    const timer = setTimeout(() => {
      child.kill('SIGTERM')
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      active.children.delete(child)
      reject(new Error(`${label}: ${error.message}`))
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      active.children.delete(child)
      if (code === 0) resolve({ stdout, output })
      else {
        const tail = output.split('\n').slice(-40).join('\n')
        reject(new Error(`${label} exited with ${code ?? signal}\n${tail}`))
      }
    })
  })
}

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length
}

export function fileSizes(path) {
  const buffer = readFileSync(path)
  return { rawBytes: buffer.length, gzipBytes: gzipSize(buffer) }
}

/**
 * One GET on a fresh connection. Time to first byte = until the response head arrived ('response' event), when
 * `onHead` is called; total = until the last body byte.
 */
export function timedGet(base, path, host, { timeoutMs = 20_000, onHead } = {}) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base)
    const start = performance.now()
    const request = http.request(url, { method: 'GET', agent: false, headers: { host, accept: 'text/html,*/*' } }, (response) => {
      const ttfbMs = performance.now() - start
      onHead?.()
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const totalMs = performance.now() - start
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          ttfbMs,
          totalMs,
        })
      })
    })
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`GET ${path} (Host ${host}) timed out after ${timeoutMs} ms`)))
    request.on('error', reject)
    request.end()
  })
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const ms = (value) => (value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`)
export const round1 = (value) => Math.round(value * 10) / 10
export const sleep = (millis) => new Promise((resolve) => setTimeout(resolve, millis))

export function packageVersion(name) {
  const path = join(ROOT, 'node_modules', name, 'package.json')
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).version : undefined
}
