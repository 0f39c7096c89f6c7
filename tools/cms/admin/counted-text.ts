/**
 * The editor of a text with a length limit (titles, descriptions): Decap's
 * string and text fields, with the count shown while typing (`12 / 150`), so
 * the limit is met before a save is refused. The limit is the schema's
 * (`max_length`, from src/model/fields.ts); past it, the count says so.
 */

type H = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown
/**
 * Decap's create-react-class: a widget must be a class (Decap takes its
 * instance by ref and asks it `isValid`; a function component broke the form's
 * validation).
 */
export type CreateClass = (spec: {
  render(this: { props: ControlProps }): unknown
  isValid(): boolean
}) => unknown

export interface ControlProps {
  value?: unknown
  forID: string
  classNameWrapper: string
  field: { get(key: 'max_length'): unknown }
  onChange(value: string): void
  setActiveStyle(): void
  setInactiveStyle(): void
}

/** What the count says: characters typed of the limit, and how many too many. */
export function countText(length: number, max: number): string {
  return length > max ? `${length} / ${max}: ${length - max} too many` : `${length} / ${max}`
}

export function countedControl(h: H, createClass: CreateClass, multiline: boolean): unknown {
  return createClass({
    // The schema's pattern, checked by Decap, refuses a text past the limit.
    isValid: () => true,
    render() {
      return countedField(h, multiline, this.props)
    },
  })
}

function countedField(h: H, multiline: boolean, props: ControlProps): unknown {
  const value = typeof props.value === 'string' ? props.value : ''
  const max = Number(props.field.get('max_length'))
  const countId = `${props.forID}-count`
  const over = value.length > max
  return h(
    'div',
    null,
    h(multiline ? 'textarea' : 'input', {
      id: props.forID,
      className: props.classNameWrapper,
      value,
      ...(multiline ? { rows: 3, style: { resize: 'vertical' } } : { type: 'text' }),
      'aria-describedby': countId,
      onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
      onFocus: props.setActiveStyle,
      onBlur: props.setInactiveStyle,
    }),
    h(
      'p',
      {
        id: countId,
        'aria-live': 'polite',
        style: {
          margin: '4px 0 0',
          fontSize: '13px',
          textAlign: 'right',
          color: over ? '#b3261e' : '#5c6670',
          fontWeight: over ? 600 : 400,
        },
      },
      countText(value.length, max),
    ),
  )
}
