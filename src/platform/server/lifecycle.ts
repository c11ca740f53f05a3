/**
 * Shutdown hooks shared between the serving script and the bundled Astro server. The bundle has
 * its own copy of every module (the database connection included), so the registry lives on
 * globalThis: bundled code registers "close my database", the serving script runs the hooks.
 */

type Hook = () => void | Promise<void>;
const REGISTRY_KEY = Symbol.for('suriname-guide.shutdown-hooks');

function getRegistry(): Map<string, Hook> {
  const g = globalThis as unknown as Record<symbol, Map<string, Hook> | undefined>;
  g[REGISTRY_KEY] ??= new Map();
  return g[REGISTRY_KEY];
}

/** Registers (or replaces) a named step to run once the server has stopped taking requests. */
export function registerShutdownHook(name: string, hook: Hook): void {
  getRegistry().set(name, hook);
}

/** Runs every hook once, in registration order; a failing hook is reported and the rest still run. */
export async function runShutdownHooks(onError: (name: string, error: unknown) => void): Promise<void> {
  const registry = getRegistry();
  const hooks = [...registry.entries()];
  registry.clear();
  for (const [name, hook] of hooks) {
    try {
      await hook();
    } catch (error) {
      onError(name, error);
    }
  }
}
