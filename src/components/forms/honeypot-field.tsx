import { HONEYPOT_FIELD } from "@/leads/fields";

/**
 * A field only bots fill: moved off-screen, inert (so it cannot be focused or reached by
 * assistive technology) and hidden from the accessibility tree.
 */
export function HoneypotField() {
  return (
    <div
      aria-hidden="true"
      inert
      className="absolute -left-[9999px] h-px w-px overflow-hidden"
      data-honeypot=""
    >
      <label>
        Company website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
