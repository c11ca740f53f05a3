/** Stand-ins for what a test file's beforeAll will create, so a file can name its server at the top level. */

/**
 * An object that forwards every read to `current()` at the time of the read (methods stay bound to
 * it); reading before it exists throws with `what` in the message.
 */
export function lateBound<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      if (!target) throw new Error(`${what} is not ready: read it inside a test or a later beforeAll`);
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
