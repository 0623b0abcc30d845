/** A snapshot not taken or not restored, and why: the live store is as it was. */
export class SnapshotError extends Error {
  override name = "SnapshotError";
}
