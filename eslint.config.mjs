import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/** A word of visible copy, and the strings a component may still write (see below). */
const WORDS = "/[A-Za-z]{2,}/";
const ALLOWED = "/^\\s*(Main|Mobile|Company website)\\s*$/";
/**
 * A string written as it is where `context` holds it: a literal, or a template literal with no
 * placeholders, directly or as a branch of `a ? "…" : b` or `a && "…"`.
 */
const stringsIn = (context) =>
  ["", " > :matches(ConditionalExpression, LogicalExpression)"].flatMap((branch) => [
    `${context}${branch} > Literal[value=${WORDS}]:not([value=${ALLOWED}])`,
    `${context}${branch} > TemplateLiteral[expressions.length=0] > TemplateElement[value.cooked=${WORDS}]`,
  ]);
const VISIBLE_ATTRIBUTE = `JSXAttribute:matches([name.name=/^(aria-label|alt|title|placeholder|label)$/], [name.namespace.name="set"])`;
const COPY_MESSAGE =
  "Visible text belongs in src/content (docs/content.md); pass it to the component as a prop.";

// TypeScript and React (components, islands, browser scripts, the server and tests), and the
// .astro route and layout shells (whose types `astro check` checks).
export default defineConfig([
  globalIgnores(["dist/**", "dist-*/**", ".astro/**", "test-results/**", "playwright-report/**"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    settings: { react: { version: "detect" } },
  },
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  astro.configs["flat/base"],
  {
    // Copy lives in src/content (docs/content.md): a component, page or layout that writes visible
    // English (text between tags, a string standing as a child, a visible attribute, set:text or
    // set:html) is refused. Allowed: the navigation landmarks' names and the honeypot's label,
    // bait for bots that people never see. Test-only pages may carry their own labels.
    files: ["src/components/**/*.{tsx,astro}", "src/pages/**/*.{tsx,astro}", "src/layouts/**"],
    ignores: ["src/pages/e2e/**", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          `JSXText[value=${WORDS}]:not([value=${ALLOWED}])`,
          ...stringsIn(":matches(JSXElement, JSXFragment) > JSXExpressionContainer"),
          ...stringsIn(VISIBLE_ATTRIBUTE),
          ...stringsIn(`${VISIBLE_ATTRIBUTE} > JSXExpressionContainer`),
        ].map((selector) => ({ selector, message: COPY_MESSAGE })),
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook, and take their arguments by
    // destructuring, an empty pattern where they need none.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
]);
