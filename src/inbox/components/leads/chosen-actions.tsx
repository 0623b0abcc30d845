import { Button } from "@/components/ui/button";
import { buttonStyle } from "@/components/ui/button-styles";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import type { KeptApartPlace } from "@/leads/server/record/queries";

export type ChosenActionsProps = {
  place: KeptApartPlace;
  copy: InboxCopy["suspected"];
  /** The buttons' name as a group, where it is not the list's. */
  label?: string;
  /** Release's words, where they differ (one submission's page). */
  releaseLabel?: string;
  /** Delete for good as a link to its second step, where no list posts the choice. */
  deleteHref?: string;
};

const danger = "text-red-700";

/**
 * What to do with the chosen submissions, as the submit buttons of their form (`action`): release
 * or discard those in the folder; restore those in the trash, or delete them for good, which
 * asks first.
 */
export function ChosenActions({
  place,
  copy,
  label,
  releaseLabel,
  deleteHref,
}: ChosenActionsProps) {
  return (
    <div role="group" aria-label={label ?? copy.actions} className="flex flex-wrap gap-2">
      {place === "suspected" ? (
        <>
          <Button type="submit" name="action" value="release" size="sm">
            {releaseLabel ?? copy.release}
          </Button>
          <Button type="submit" name="action" value="discard" variant="secondary" size="sm">
            {copy.discard}
          </Button>
        </>
      ) : (
        <>
          <Button type="submit" name="action" value="restore" size="sm">
            {copy.restore}
          </Button>
          {deleteHref ? (
            <a href={deleteHref} className={buttonStyle("secondary", "sm", danger)}>
              {copy.deleteForGood}
            </a>
          ) : (
            <Button
              type="submit"
              name="action"
              value="delete"
              variant="secondary"
              size="sm"
              className={danger}
            >
              {copy.deleteForGood}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
