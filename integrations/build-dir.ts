/**
 * Where `npm run build` writes the site and its server: dist/, or BUILD_DIR for a build kept
 * beside it (the end-to-end tests' analytics variant, the benchmark's).
 */
export const buildDir = process.env.BUILD_DIR || "dist";
