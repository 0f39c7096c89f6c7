import { cp, mkdir, symlink } from 'node:fs/promises'
import path from 'node:path'

/** What a build reads of the project's code: copied, so a test may change it. */
const CODE = [
  'src',
  'sw',
  'tools',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
]

/**
 * A copy of the project's code (`src/`, `sw/`, `tools/`, the configs and the
 * lockfile) in `dir/project`, with links to `linked` (the dependencies and
 * the content by default: the brand's theme reads its icon from the
 * project), so a test can change the code without touching the project's.
 * `tools/` is copied, not linked: the server renderer's entry is in it, and
 * the bundler would follow a link back to the project's `src/`.
 */
export async function projectCopy(
  dir: string,
  linked: readonly string[] = ['node_modules', 'content'],
): Promise<string> {
  const root = path.join(dir, 'project')
  await mkdir(root)
  for (const name of CODE) await cp(name, path.join(root, name), { recursive: true })
  for (const name of linked) {
    await mkdir(name, { recursive: true })
    await symlink(path.resolve(name), path.join(root, name))
  }
  return root
}
