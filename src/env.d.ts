declare namespace App {
  interface Locals {
    /** Every page of the site, its records and its links (src/middleware.ts). */
    readonly site: import("@/routing/routes").SiteMap & {
      navigation: import("@/routing/navigation").Navigation;
    };
  }
}
