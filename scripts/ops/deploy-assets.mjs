// The static files production and preview deploy: public/ without the development stand-ins (public/demo/: the demo's
// pictures and the help chat's stand-in script). wrangler.toml's production and preview environments build them into
// dist/public and serve that folder; development serves public/ itself. Run by their [build] command.
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** Folders of public/ that hold only development stand-ins. */
export const STAND_IN_FOLDERS = ['demo']
export const DEPLOY_ASSETS_DIR = 'dist/public'

/** Every file of public/, relative and with `/`, that production and preview deploy. */
export function deployedAssetFiles(root = ROOT) {
  const publicDir = join(root, 'public')
  const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
  return files.filter((file) => !STAND_IN_FOLDERS.some((folder) => file.startsWith(`${folder}/`))).sort()
}

/** Copies those files into dist/public, afresh. */
export function writeDeployAssets(root = ROOT) {
  const target = join(root, DEPLOY_ASSETS_DIR)
  rmSync(target, { recursive: true, force: true })
  for (const file of deployedAssetFiles(root)) {
    mkdirSync(dirname(join(target, file)), { recursive: true })
    cpSync(join(root, 'public', file), join(target, file))
  }
  return target
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeDeployAssets()
