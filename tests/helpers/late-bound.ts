/** Stand-ins for what a test file's beforeAll will create, so a file can name its server at the top level. */

/**
 * An object that forwards every read to `current()` at the time of the read (methods stay bound to
 * it; writes, spreading and `in` reach it too); reading before it exists throws with `what` in the message.
 */
export function lateBound<T extends object>(current: () => T | undefined, what: string): T {
  const target = (): T => {
    const value = current();
    if (!value) throw new Error(`${what} is not ready: read it inside a test or a later beforeAll`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const value: unknown = Reflect.get(target(), key);
      return typeof value === 'function' ? value.bind(target()) : value;
    },
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      // A proxy may only report a property its own (empty) target lacks as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
