// Imported first by each command (cli/serve.ts, cli/worker.ts, cli/leads.ts) for its one effect:
// the .env files are in process.env before any other module is evaluated, as some read their
// settings when loaded (src/config/site.ts for the lead API's origin and scheduler,
// src/server/log.ts). Called later, a value set only in .env would not reach them.
import { loadEnvFiles } from "@/config/env-files";

loadEnvFiles();
