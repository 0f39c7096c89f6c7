/**
 * Labels longer than this are written on two lines where a chart allows it:
 * a line of 35 characters fits a row chart's width (406 units) at the largest
 * size a phone's chart writes (charts.css, 19.4 units); two lines cut this way
 * hold names of up to 70.
 */
const ONE_LINE = 30

/**
 * A chart label in at most `lines` lines (one or two): a label longer than
 * one line is cut at the space that leaves its longer line shortest.
 */
export function labelLines(label: string, lines: number): string[] {
  if (lines < 2 || label.length <= ONE_LINE) return [label]
  const longer = (cut: number) => Math.max(cut, label.length - cut - 1)
  let cut = -1
  for (let i = label.indexOf(' '); i !== -1; i = label.indexOf(' ', i + 1))
    if (cut === -1 || longer(i) < longer(cut)) cut = i
  return cut === -1 ? [label] : [label.slice(0, cut), label.slice(cut + 1)]
}
