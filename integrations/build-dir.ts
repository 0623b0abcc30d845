/** BUILD_DIR keeps a build beside dist/ (the e2e tests' analytics variant, the benchmark's). */
export const buildDir = process.env.BUILD_DIR || "dist";
