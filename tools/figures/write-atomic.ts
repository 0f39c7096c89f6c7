import { open, rename, rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * Writes `text` to `file` all at once: to a temporary file beside it, flushed
 * to disk, then renamed over it. A reader (the build, the editor, git) sees
 * the old file or the new one, never half of one; a failed write leaves the
 * old file and no temporary one.
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`)
  try {
    const handle = await open(temporary, 'w')
    try {
      await handle.writeFile(text, 'utf8')
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
