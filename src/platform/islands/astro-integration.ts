/** Registers this site's own client directives (see README, Architecture: islands) with Astro. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * `client:interaction` (./interaction-directive.ts): hydrate at the first interaction with the island;
 * `client:stored` (./stored-directive.ts): on idle when a stored list is not empty, else at the first interaction.
 */
export function islandDirectives(): AstroIntegration {
  return {
    name: 'guide-island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction-directive.ts', import.meta.url)) });
        addClientDirective({ name: 'stored', entrypoint: fileURLToPath(new URL('./stored-directive.ts', import.meta.url)) });
      },
    },
  };
}
