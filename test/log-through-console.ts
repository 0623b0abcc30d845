import { logTo } from "@/server/log";

// The server's log goes through the console in the unit tests, which shows it for a failing
// test only.
logTo((line) => console.info(line.trimEnd()));
