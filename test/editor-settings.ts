import { editorEnvSchema } from "../src/config/editor";

/**
 * The browser editor's settings (docs/editor.md), each empty, which counts as unset whatever a
 * .env file says: `astro dev` edits the local files, and a build has no editor.
 */
export const LOCAL_EDITOR = Object.fromEntries(
  Object.keys(editorEnvSchema.shape).map((key) => [key, ""]),
);
