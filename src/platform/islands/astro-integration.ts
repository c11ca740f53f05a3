/** Registers this site's own client directives (see README, Architecture: islands) with Astro. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** `client:interaction` (./interaction-directive.ts): hydrate at the first interaction with the island. */
export function islandDirectives(): AstroIntegration {
  return {
    name: 'guide-island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction-directive.ts', import.meta.url)) });
      },
    },
  };
}
