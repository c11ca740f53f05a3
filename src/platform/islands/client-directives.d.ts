/** Types the site's own client directive (./interaction-directive.ts) on components in .astro files. */
declare namespace Astro {
  interface ClientDirectives {
    'client:interaction'?: boolean;
  }
}
