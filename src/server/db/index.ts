import { serverEnv } from "../env";
import { openDatabase, storageOf, type DbHandle } from "./client";

let opening: Promise<DbHandle> | undefined;

/** Opened on first use; a failed open is forgotten, so the next request tries again. */
export function getDatabase(): Promise<DbHandle> {
  if (!opening) {
    opening = openDatabase(storageOf(serverEnv()));
    opening.catch(() => {
      opening = undefined;
    });
  }
  return opening;
}

/** Closes the shared handle, if one was opened (SQLite writes its journal back into the file). */
export async function closeDatabase(): Promise<void> {
  const handle = await opening?.catch(() => undefined);
  opening = undefined;
  await handle?.close();
}
