import { prosePageSchema, type ProsePage } from "../schema";
import { aboutPage } from "./about";
import { demoPage } from "./demo";
import { privacyPage } from "./privacy";
import { termsPage } from "./terms";
import { thankYouPage } from "./thank-you";

/** Long-form pages, validated when the site is built. */
export const prosePages = {
  about: prosePageSchema.parse(aboutPage),
  demo: prosePageSchema.parse(demoPage),
  privacy: prosePageSchema.parse(privacyPage),
  terms: prosePageSchema.parse(termsPage),
  thankYou: prosePageSchema.parse(thankYouPage),
} satisfies Record<string, ProsePage>;
