/**
 * sysexits.h's EX_CONFIG. The systemd units in deploy/ do not restart on it: a restart would read
 * the same settings and stop the same way.
 */
export const EXIT_BAD_CONFIGURATION = 78;

export function settingsOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(EXIT_BAD_CONFIGURATION);
  }
}
