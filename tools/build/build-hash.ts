import { createHash } from 'node:crypto'
import { readFile, readdir } from 'node:fs/promises'
import { readAhead } from '../content/read-ahead'
import path from 'node:path'

async function filesUnder(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return found.filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name))
}

/**
 * The build's compilation hash: a digest of everything that shapes the output
 * (site code, the builder that bundles it, content of the brand, dependency
 * lock, brand), so the same inputs give
 * the same hash and a visitor's browser can tell two builds apart.
 */
export async function computeBuildHash(
  root: string,
  brand: string,
  contentRoot = root,
): Promise<string> {
  const inputs = [
    ...(await filesUnder(path.join(root, 'src'))),
    ...(await filesUnder(path.join(root, 'tools', 'build'))),
    ...(await filesUnder(path.join(contentRoot, 'content', brand))),
    path.join(root, 'package-lock.json'),
    path.join(root, 'vite.config.ts'),
  ].sort()
  const hash = createHash('sha256').update(brand)
  // Several files are read at a time (the content alone is thousands), hashed in order.
  const read = (file: string) => readFile(file).catch(() => Buffer.alloc(0))
  for await (const { file, contents } of readAhead(inputs, { read })) {
    hash.update(path.relative(file.startsWith(contentRoot) ? contentRoot : root, file)).update('\0')
    hash.update(contents)
  }
  return hash.digest('hex').slice(0, 20)
}
