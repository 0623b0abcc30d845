import { INBOX_PATHS } from "@/lib/inbox-paths";
import type { SignedIn } from "./sign-in";

/**
 * An admin's work besides working leads: exporting them, sending dead deliveries again, and
 * (lead-actions.ts) erasing a person and correcting someone else's note. A staff account asking
 * for one is told it is an admin's, where it would find it and in a refusal.
 */
const ADMIN_PATHS: ReadonlySet<string> = new Set([INBOX_PATHS.export, INBOX_PATHS.retryDeliveries]);

export const isAdmin = (signedIn: SignedIn | null): boolean => signedIn?.staff.role === "admin";

export const isAdminPath = (path: string): boolean => ADMIN_PATHS.has(path);
