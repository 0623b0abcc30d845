declare namespace App {
  interface Locals {
    /** Every page of the site, its records and its links (src/middleware.ts). */
    readonly site: import("@/routing/routes").SiteMap & {
      navigation: import("@/routing/navigation").Navigation;
    };
    /** The production server's database (cli/serve.ts); `astro dev` opens its own. */
    database?: () => Promise<import("@/server/db/client").DbHandle>;
    /** Runs `task` once the answer has gone (cli/serve.ts); `astro dev` runs it on the next turn. */
    afterAnswer?: (task: () => void) => void;
    /** On the inbox's pages and actions (src/inbox/server/gate.ts). */
    inbox: import("@/inbox/server/locals").InboxLocals;
  }
}
