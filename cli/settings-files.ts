// Imported first by each command: some modules read their settings when loaded
// (src/config/site.ts, src/server/log.ts), so the .env files must be in process.env before them.
import { loadEnvFiles } from "@/config/env-files";

loadEnvFiles();
