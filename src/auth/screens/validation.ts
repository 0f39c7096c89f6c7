import type { AuthMessageKey } from './messages'

/** The fields the specification says may not be empty (section 5), and its message for each. */
export const EMPTY_MESSAGES = {
  username: 'usernameEmpty',
  password: 'passwordEmpty',
  code: 'codeEmpty',
  challengeResponse: 'challengeResponseEmpty',
  email: 'emailEmpty',
  phone: 'phoneEmpty',
} as const satisfies Record<string, AuthMessageKey>

export type RequiredKind = keyof typeof EMPTY_MESSAGES

export interface FieldProblem {
  /** The id of the field, for the message to point at it. */
  field: string
  message: AuthMessageKey
}

/**
 * The fields left empty (spaces only count as empty), in the order given,
 * each with the specification's message: checked before anything is sent.
 */
export function emptyFields(
  fields: ReadonlyArray<{ id: string; kind: RequiredKind; value: string }>,
): FieldProblem[] {
  return fields
    .filter((f) => f.value.trim() === '')
    .map((f) => ({ field: f.id, message: EMPTY_MESSAGES[f.kind] }))
}
