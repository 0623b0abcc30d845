// The floor for `npm run bench:api`: the least a lead API must do, with the same durability (WAL,
// synchronous=FULL, one commit per lead).
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { join } from "node:path";
import SQLite from "better-sqlite3";

const [port = "0", dataDir = "."] = process.argv.slice(2);
const database = new SQLite(join(dataDir, "bare.db"));
database.pragma("journal_mode = WAL");
database.pragma("synchronous = FULL");
database.exec(
  "create table if not exists leads (id text primary key, created_at text not null, body text not null)",
);
const insert = database.prepare("insert into leads (id, created_at, body) values (?, ?, ?)");

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    let lead: unknown;
    try {
      lead = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      response.writeHead(400).end();
      return;
    }
    const id = randomUUID();
    insert.run(id, new Date().toISOString(), JSON.stringify(lead));
    response.writeHead(201, { "content-type": "application/json" });
    response.end(JSON.stringify({ ok: true, id }));
  });
}).listen(Number(port), "127.0.0.1", () => {
  console.info(`[bare] listening on http://127.0.0.1:${port}`);
});
