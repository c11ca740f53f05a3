/** Types the site's own client directives (./interaction-directive.ts, ./stored-directive.ts) on components in .astro files. */
declare namespace Astro {
  interface ClientDirectives {
    'client:interaction'?: boolean;
    /** The localStorage key of the list the island shows (./stored-directive.ts). */
    'client:stored'?: string;
  }
}
