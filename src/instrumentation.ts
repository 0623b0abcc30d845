/** Runs once when the server starts: a bad configuration stops it with a clear message. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { parseSiteConfig } = await import("./config/schema");
    parseSiteConfig(process.env);
  }
}
