/**
 * A declared lifecycle: the states a module-owned record goes through, the actions that move it,
 * and the permission each action needs. One declaration drives both sides: the server's
 * transition path (apps/server/src/workflow) refuses an action whose `from` lacks the record's
 * state (409) or whose permission the caller lacks over the record's place (403); the screens
 * draw the buttons of the actions the server lists for a record (`actionsFrom` ∩ permissions).
 *
 * Generalised from the tests module's table (its `TEST_TRANSITIONS` is now one of these). See
 * docs/adding-a-workflow.md.
 */

/** One action of a lifecycle. */
export interface LifecycleAction<S extends string, P extends string> {
  /** States the action starts from; `null` for the action that creates the record. */
  readonly from: readonly (S | null)[];
  /** States it may lead to (more than one when the work decides, e.g. passed or failed). */
  readonly to: readonly S[];
  /** The permission the caller needs over the record's place (besides seeing it). */
  readonly permission: P;
  /** Whether a reason (at least `MIN_REASON_LENGTH` characters) is required. */
  readonly reasonRequired?: boolean;
  /**
   * A rule of the module's own checked besides the permission, by name (the tests module's
   * `examiner`: only the examiner assigned to the request may submit its result).
   */
  readonly only?: string;
}

export interface LifecycleSpec<S extends string, A extends string, P extends string> {
  /** The resource name: permissions' prefix, audit entries' resource, change events' name. */
  readonly name: string;
  readonly states: readonly S[];
  /** States that end the record's life (no action starts from them but those declared). */
  readonly final?: readonly S[];
  readonly actions: { readonly [K in A]: LifecycleAction<S, P> };
}

export interface Lifecycle<S extends string, A extends string, P extends string> {
  readonly name: string;
  readonly states: readonly S[];
  readonly final: readonly S[];
  readonly actionNames: readonly A[];
  readonly actions: { readonly [K in A]: LifecycleAction<S, P> };
  /** Whether `action` may start from `state` (`null`: the record does not exist yet). */
  can(state: S | null, action: A): boolean;
  /** The actions that may start from `state`, in declaration order (permissions still apply). */
  actionsFrom(state: S | null): A[];
  /** Whether `state` ends the record's life. */
  isFinal(state: S): boolean;
  /** Whether `value` is one of the states (for text read from the database). */
  isState(value: string): value is S;
  /** Whether `value` is one of the actions (for a route's parameter). */
  isAction(value: string): value is A;
  /** Whether `action` may lead to `to`. */
  leadsTo(action: A, to: S): boolean;
}

/** Every lifecycle declared so far (for checks over all of them: audit labels, documentation). */
const declared: Lifecycle<string, string, string>[] = [];

/** The lifecycles the loaded modules have declared. */
export function declaredLifecycles(): readonly Lifecycle<string, string, string>[] {
  return declared;
}

/** The shortest reason accepted where an action requires one (so "." or "x" is not one). */
export const MIN_REASON_LENGTH = 3;

/** A lifecycle declaration that does not hold together (a programming error, found at load). */
export class LifecycleDefinitionError extends Error {}

/**
 * Declares a lifecycle and checks it: every state an action names is declared, every declared
 * state is reachable (some action leads to it), no action starts from a final state unless the
 * declaration says so explicitly in its `from`, and at most one action creates the record.
 */
export function defineLifecycle<
  const S extends string,
  const A extends string,
  const P extends string,
>(spec: LifecycleSpec<S, A, P>): Lifecycle<S, A, P> {
  const states = new Set<string>(spec.states);
  const fail = (why: string) => {
    throw new LifecycleDefinitionError(`Lifecycle ${spec.name}: ${why}`);
  };
  if (states.size !== spec.states.length) fail('a state is declared twice');
  const final = spec.final ?? [];
  for (const s of final) if (!states.has(s)) fail(`final state "${s}" is not declared`);
  const actionNames = Object.keys(spec.actions) as A[];
  if (actionNames.length === 0) fail('no actions');
  const reached = new Set<string>();
  let creators = 0;
  for (const name of actionNames) {
    const a: LifecycleAction<S, P> = spec.actions[name];
    if (a.to.length === 0) fail(`action "${name}" leads nowhere`);
    for (const s of a.from) {
      if (s === null) creators += 1;
      else if (!states.has(s)) fail(`action "${name}" starts from undeclared "${s}"`);
    }
    for (const s of a.to) {
      if (!states.has(s)) fail(`action "${name}" leads to undeclared "${s}"`);
      reached.add(s);
    }
  }
  if (creators > 1) fail('more than one action creates the record');
  for (const s of spec.states) if (!reached.has(s)) fail(`state "${s}" is reached by no action`);

  const actionSet = new Set<string>(actionNames);
  const lifecycle: Lifecycle<S, A, P> = {
    name: spec.name,
    states: spec.states,
    final,
    actionNames,
    actions: spec.actions,
    can: (state, action) => spec.actions[action].from.includes(state),
    actionsFrom: (state) => actionNames.filter((a) => spec.actions[a].from.includes(state)),
    isFinal: (state) => final.includes(state),
    isState: (value): value is S => states.has(value),
    isAction: (value): value is A => actionSet.has(value),
    leadsTo: (action, to) => spec.actions[action].to.includes(to),
  };
  const frozen = Object.freeze(lifecycle);
  declared.push(frozen as unknown as Lifecycle<string, string, string>);
  return frozen;
}

/** Whether a reason is long enough for an action that requires one. */
export function reasonGiven(reason: string | null | undefined): boolean {
  return (reason ?? '').trim().length >= MIN_REASON_LENGTH;
}
