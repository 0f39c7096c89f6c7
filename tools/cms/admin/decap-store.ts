/**
 * Decap CMS keeps the editor's state in a Redux store it does not expose. It
 * composes that store with the Redux DevTools hook when the page defines one
 * (`window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__`, redux-devtools-extension's
 * protocol), so this script, loaded before Decap, defines the hook: it hands
 * us the store and lets us look at (and correct) each action before Decap's
 * reducers see it. Nothing here changes Decap's bundle.
 */

export interface ImmutableValue {
  toJS(): unknown
  equals?(other: unknown): boolean
}
/** The part of Decap's Immutable state we read. */
export interface StateLike {
  getIn(path: (string | number)[]): unknown
}
export interface Action {
  type: string
  payload?: unknown
}
export interface DecapState {
  entryDraft: StateLike
}
export interface DecapStore {
  getState(): DecapState
  dispatch(action: Action): unknown
}

/** Changes an action before Decap's reducers see it (or returns it as it is). */
export type ActionRewrite = (action: Action, state: DecapState | undefined) => Action

type Reducer = (state: DecapState | undefined, action: Action) => DecapState
type CreateStore = (reducer: Reducer, ...rest: unknown[]) => DecapStore
type Enhancer = (next: CreateStore) => CreateStore

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (...enhancers: Enhancer[]) => Enhancer
  }
}

let store: DecapStore | undefined
const rewrites: ActionRewrite[] = []

/** Decap's store, once Decap has made it. */
export function decapStore(): DecapStore | undefined {
  return store
}

export function rewriteActions(rewrite: ActionRewrite): void {
  rewrites.push(rewrite)
}

/**
 * Defines the DevTools hook: call before Decap's bundle runs. The root reducer
 * is wrapped, so every action passes the rewrites, those of Decap's thunks too.
 */
export function captureDecapStore(): void {
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (...enhancers) =>
    (createStore) =>
    (reducer, ...rest) => {
      const rewritten: Reducer = (state, action) =>
        reducer(
          state,
          rewrites.reduce((a, rewrite) => rewrite(a, state), action),
        )
      // Redux's compose: the last enhancer is applied first.
      const compose = enhancers.reduceRight<CreateStore>(
        (next, enhance) => enhance(next),
        createStore,
      )
      store = compose(rewritten, ...rest)
      return store
    }
}
