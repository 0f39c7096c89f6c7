import type { Action, ActionRewrite, ImmutableValue } from './decap-store'
import { sameValue } from './front-matter-kept'
import { isEmpty } from './shared-fields'

/**
 * Decap marks an entry changed on any field change, and some widgets report
 * their value when they mount (the relation widget, for authors and
 * portfolios): an entry opened and left untouched asked "Are you sure you want
 * to leave this page?". A change to the value the draft already holds is made
 * a no-op here, so only an editor's edit makes the entry dirty.
 */

interface FieldLike {
  get(key: 'name' | 'meta'): unknown
}
interface ChangeField {
  field: FieldLike
  value: unknown
  i18n?: { currentLocale: string; defaultLocale: string }
}

const NOTHING: Action = { type: 'CMS_FIELD_UNCHANGED' }

function plain(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'toJS' in value
    ? (value as ImmutableValue).toJS()
    : value
}

function isChangeField(payload: unknown): payload is ChangeField {
  return typeof payload === 'object' && payload !== null && 'field' in payload
}

export const unchangedIsClean: ActionRewrite = (action, state) => {
  if (action.type !== 'DRAFT_CHANGE_FIELD' || !state || !isChangeField(action.payload))
    return action
  const { field, value, i18n } = action.payload
  const name = field.get('name')
  if (typeof name !== 'string' || field.get('meta')) return action
  const data =
    i18n && i18n.currentLocale !== i18n.defaultLocale
      ? ['i18n', i18n.currentLocale, 'data']
      : ['data']
  const held: unknown = state.entryDraft.getIn(['entry', ...data, name])
  const was = plain(held)
  const now = plain(value)
  // Decap's comparison looks at the whole entry, whose other fields its widgets may hold in
  // another form than the saved file: the action itself goes, not only its value.
  return sameValue(was, now) || (isEmpty(was) && isEmpty(now)) ? NOTHING : action
}
