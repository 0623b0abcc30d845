declare namespace App {
  interface Locals {
    /** Every page of the site, its records and its links (src/middleware.ts). */
    readonly site: import("@/routing/routes").SiteMap & {
      navigation: import("@/routing/navigation").Navigation;
    };
    /** The production server's database (cli/serve.ts); `astro dev` opens its own. */
    database?: () => Promise<import("@/server/db/client").DbHandle>;
    /** On the inbox's pages and actions (src/inbox/server/gate.ts). */
    inbox: import("@/inbox/server/locals").InboxLocals;
  }
}
