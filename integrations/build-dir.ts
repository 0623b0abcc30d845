/** BUILD_DIR keeps a build beside dist/ (the end-to-end tests' analytics variant, the benchmark's). */
export const buildDir = process.env.BUILD_DIR || "dist";
