/**
 * A path context for d3-shape that writes relative moves (`l1.6-0.3`) rather
 * than absolute ones (`L123.4,56.7`): a monthly line steps by the same x each
 * time, so its path is a third as long and compresses to a third as much
 * again. Rounding follows the emitted position, so no error builds up.
 */
export class RelativePath {
  private text = ''
  private x = 0
  private y = 0

  constructor(private readonly digits = 1) {}

  private round(n: number): number {
    const f = 10 ** this.digits
    return Math.round(n * f) / f
  }

  moveTo(x: number, y: number): void {
    this.x = this.round(x)
    this.y = this.round(y)
    this.text += `M${this.x},${this.y}`
  }

  lineTo(x: number, y: number): void {
    const dx = this.round(x - this.x)
    const dy = this.round(y - this.y)
    this.x = this.round(this.x + dx)
    this.y = this.round(this.y + dy)
    this.text += `l${dx}${dy < 0 ? '' : ' '}${dy}`
  }

  closePath(): void {
    this.text += 'z'
  }

  toString(): string {
    return this.text
  }
}
