// `tsx test/s3-store.ts PORT FOLDER BUCKET`: an S3-compatible store (s3rver) on 127.0.0.1 for the
// restore drill (test/restore-drill.ts), in a process of its own as a real store is, so the
// drill's own clients never hold up its uploads. Prints "listening" once it takes requests.
import S3rver from "s3rver";

const [port, directory, bucket] = process.argv.slice(2);
if (!port || !directory || !bucket) {
  console.error("Usage: tsx test/s3-store.ts PORT FOLDER BUCKET");
  process.exit(2);
}

const s3 = new S3rver({
  address: "127.0.0.1",
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});

// s3rver 3.7 lists no common prefix for keys two folders or more below the prefix asked for (its
// walk stops at the first folder), and Litestream finds its generations (generations/ID/wal/…)
// by them: a delimited listing here walks every key under the prefix and folds them as S3 does.
const listAll = s3.store.listObjects.bind(s3.store);
s3.store.listObjects = async (name, options) => {
  const { delimiter = "", prefix = "" } = options;
  if (!delimiter) return listAll(name, options);
  const all = await listAll(name, { ...options, delimiter: "", maxKeys: Infinity });
  const commonPrefixes = new Set<string>();
  const objects = all.objects.filter(({ key }) => {
    const at = key.indexOf(delimiter, prefix.length);
    if (at !== -1) commonPrefixes.add(key.slice(0, at + delimiter.length));
    return at === -1;
  });
  return { objects, commonPrefixes: [...commonPrefixes].sort(), isTruncated: false };
};

await s3.run();
console.log("listening");
process.once("SIGTERM", () => void s3.close().then(() => process.exit(0)));
