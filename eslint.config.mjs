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
/** Text between tags, a string standing as a child, a visible attribute. */
const JSX_COPY = [
  `JSXText[value=${WORDS}]:not([value=${ALLOWED}])`,
  ...stringsIn(":matches(JSXElement, JSXFragment) > JSXExpressionContainer"),
  ...stringsIn(VISIBLE_ATTRIBUTE),
  ...stringsIn(`${VISIBLE_ATTRIBUTE} > JSXExpressionContainer`),
];

/**
 * A sentence or a label in a string of the server's: a capitalised word and another ("Reply to
 * "), or three words or more ending as a sentence does.
 */
const SENTENCE = "/^\\s*[A-Z][a-z’']* +[A-Za-z’'(]|[a-z]{2,} [a-z]{2,} .*[.?!]\\s*$/";
/**
 * The server's strings that are not copy: what it logs and what it throws for developers (an
 * HttpError's message is an answer, so not those), and the messages for developers and operators
 * named here: the lead API's answers to a malformed request, the delivery endpoint's to a
 * scheduler, a configuration error's heading, the PDF font's family and an auth header.
 */
const NOT_COPY =
  "CallExpression[callee.object.name=/^(log|console)$/], NewExpression[callee.name=/^(?!HttpError$)\\w*Error$/]";
const SERVER_ALLOWED = `/^(${[
  "Send the lead as",
  "The request body",
  "The form (data has|sent)",
  "This address accepts leads with POST only",
  "This Idempotency-Key was already used",
  "Not found\\.$",
  "Call with GET or POST",
  "Send the scheduler's key",
  "The outbox could not run",
  "Invalid server configuration",
  "Plus Jakarta Sans",
  "Bearer realm",
].join("|")})/`;
const SERVER_COPY = [
  `Literal[value=${SENTENCE}]:not([value=${SERVER_ALLOWED}]):not(:matches(${NOT_COPY}) Literal)`,
  // A template whose opening words are allowed is allowed whole.
  `TemplateLiteral:not(:has(> TemplateElement:first-child[value.cooked=${SERVER_ALLOWED}])) > TemplateElement[value.cooked=${SENTENCE}]:not(:matches(${NOT_COPY}) TemplateElement)`,
];

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
  {
    // A region that scrolls sideways (a wide table on a phone) takes focus, so a keyboard can
    // scroll it; the plugin's default allows a tab panel only.
    rules: {
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
    },
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
        ...JSX_COPY.map((selector) => ({ selector, message: COPY_MESSAGE })),
      ],
    },
  },
  {
    // The words the server sends are content too (src/content/copy: the emails, the lead API's
    // answers and problem page, the PDFs' labels), written by the build for the server: its
    // components and modules write none, only the strings for developers NOT_COPY names.
    files: [
      "src/leads/server/**/*.{ts,tsx}",
      "src/server/**/*.{ts,tsx}",
      "src/documents/**/*.{ts,tsx}",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[...JSX_COPY, ...SERVER_COPY].map((selector) => ({
          selector,
          message:
            'Words the server sends belong in src/content/copy (docs/content.md, "The server\'s words").',
        })),
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
