import { isEmailOnlyForm } from "@/leads/fields";
import type { Lead } from "@/server/db/schema";

type Named = Pick<Lead, "form" | "name" | "practice" | "email">;

/**
 * The field the inbox calls a lead by: its name, or for a form that asks for an email alone,
 * whose name is the site's stand-in ("Website Visitor"), its practice or else its email.
 */
export const nameField = (lead: Named): "name" | "practice" | "email" =>
  !isEmailOnlyForm(lead.form) ? "name" : lead.practice ? "practice" : "email";

export const leadName = (lead: Named): string => lead[nameField(lead)] ?? lead.email;
