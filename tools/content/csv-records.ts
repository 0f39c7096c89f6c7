/**
 * The records of RFC 4180 text, with their lines, for the data files written
 * as tables (redirects.csv, fund histories). Reading never throws.
 */

export interface RawField {
  value: string
  quoted: boolean
}

export interface RawRecord {
  line: number
  fields: RawField[]
  /** Quoting problems met while reading the record; reported against their own line. */
  problems: Array<{ line: number; column: number; message: string }>
}

/**
 * Splits RFC 4180 text into records: fields separated by commas, records by
 * CRLF or LF (a lone CR too), quoted fields may hold commas, newlines and
 * doubled quotes. Never throws: malformed quoting is noted on the record.
 */
export function readRecords(text: string): RawRecord[] {
  const records: RawRecord[] = []
  let line = 1
  let i = 0
  const n = text.length
  const atBreak = (k: number) => text[k] === '\n' || text[k] === '\r'
  /** Skips the line break at k (CRLF counts once); returns the index after it. */
  const skipBreak = (k: number) => {
    line += 1
    return text[k] === '\r' && text[k + 1] === '\n' ? k + 2 : k + 1
  }

  while (i < n) {
    const record: RawRecord = { line, fields: [], problems: [] }
    let ended = false
    while (!ended) {
      const column = record.fields.length
      if (text[i] === '"') {
        const opened = line
        let value = ''
        let closed = false
        i += 1
        while (i < n) {
          const c = text[i]
          if (c === '"') {
            if (text[i + 1] === '"') {
              value += '"'
              i += 2
              continue
            }
            closed = true
            i += 1
            break
          }
          if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line += 1
          value += c
          i += 1
        }
        if (!closed) {
          record.problems.push({
            line: opened,
            column,
            message: 'the quoted value never closes: add the closing " or remove the opening one',
          })
        } else if (i < n && text[i] !== ',' && !atBreak(i)) {
          record.problems.push({
            line,
            column,
            message:
              'text after the closing quote: put the whole value inside the quotes, doubling any " in it',
          })
          while (i < n && text[i] !== ',' && !atBreak(i)) value += text[i++]
        }
        record.fields.push({ value, quoted: true })
      } else {
        const start = i
        while (i < n && text[i] !== ',' && !atBreak(i)) i += 1
        const value = text.slice(start, i)
        if (value.includes('"')) {
          record.problems.push({
            line,
            column,
            message: `stray " in ${value}: quote the whole value and double the " inside ("")`,
          })
        }
        record.fields.push({ value, quoted: false })
      }
      if (i < n && text[i] === ',') {
        i += 1
      } else {
        if (i < n) i = skipBreak(i)
        ended = true
      }
    }
    records.push(record)
  }
  return records
}

/** A record that is an empty line. */
export function isBlank(record: RawRecord): boolean {
  const only = record.fields[0]
  return (
    record.fields.length === 1 && only !== undefined && !only.quoted && only.value.trim() === ''
  )
}

