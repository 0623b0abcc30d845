import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../../test/databases";
import { SCHEDULER_ACTOR } from "@/leads/booking-lead";
import type { LeadStatus } from "@/server/db/schema";
import { addNote, deleteNote, editNote, NOTE_MAX_LENGTH, notesOf } from "./notes";
import { leadById } from "./queries";
import { assignLead, latestChange, markBooked, setLeadStatus, unmarkBooked } from "./changes";
import { withOrigin } from "@/lib/lead-origin";

const STAFF = "maribel.okafor@voltcare.example";
const COLLEAGUE = "dana.reyes@voltcare.example";

describe.each(dialects)("a lead's status, owner and notes on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await t.drop();
  });

  const lead = async (id: string, status: LeadStatus) => {
    await t.handle.db
      .insertInto("leads")
      .values(
        withOrigin({
          id,
          created_at: "2026-11-02T15:04:00.000Z",
          form: "contact",
          name: "Priya Raman",
          email: "priya@lakeshore-family.example",
          subject: "After-hours calls",
          utm_source: "google",
          utm_campaign: "receptionist-fall",
          status,
        }),
      )
      .execute();
    return id;
  };
  const statusOf = async (id: string) => (await leadById(t.handle.db, id))?.status;

  it("records who changed a status and when, and tells a change from none", async () => {
    const id = await lead("lead-status", "new");
    const at = "2026-11-03T09:30:00.000Z";
    expect(
      await setLeadStatus(t.handle.db, { leadId: id, status: "contacted", by: STAFF, at }),
    ).toBe("changed");
    expect(await leadById(t.handle.db, id)).toMatchObject({
      status: "contacted",
      status_by: STAFF,
      status_at: at,
    });
    const again = "2026-11-03T09:31:00.000Z";
    expect(
      await setLeadStatus(t.handle.db, { leadId: id, status: "contacted", by: STAFF, at: again }),
    ).toBe("unchanged");
    expect(await leadById(t.handle.db, id)).toMatchObject({ status_at: at });
    expect(
      await setLeadStatus(t.handle.db, { leadId: "no-such-lead", status: "won", by: STAFF, at }),
    ).toBe("unchanged");
  });

  it("refuses a change made on a page opened before another change, and counts each one", async () => {
    const id = await lead("lead-two-staff", "new");
    const opened = (await leadById(t.handle.db, id))!.version;
    const change = (status: LeadStatus, by: string, seen: number) =>
      setLeadStatus(t.handle.db, { leadId: id, status, by, at: "2026-11-05T10:42:00.000Z", seen });

    expect(await change("won", STAFF, opened)).toBe("changed");
    // A colleague saves Contacted from the page both opened: Won stays.
    expect(await change("contacted", COLLEAGUE, opened)).toBe("stale");
    expect(await change("won", COLLEAGUE, opened)).toBe("stale");
    expect(await leadById(t.handle.db, id)).toMatchObject({
      status: "won",
      status_by: STAFF,
      version: opened + 1,
    });
    // From the page as it is now, theirs applies.
    expect(await change("contacted", COLLEAGUE, opened + 1)).toBe("changed");
    expect(await change("contacted", COLLEAGUE, opened + 2)).toBe("unchanged");
    // The scheduler's changes count too, so a page opened before a booking is stale.
    expect(
      await markBooked(t.handle.db, {
        leadId: id,
        by: SCHEDULER_ACTOR,
        at: "2026-11-05T11:00:00.000Z",
      }),
    ).toBe(true);
    expect(await change("lost", STAFF, opened + 2)).toBe("stale");
    expect(await statusOf(id)).toBe("booked");
  });

  it("gives a lead an owner and takes it back, and a status and an owner refuse each other's stale page", async () => {
    const id = await lead("lead-owned", "new");
    const opened = (await leadById(t.handle.db, id))!.version;
    const assign = (owner: string | null, by: string, at: string, seen?: number) =>
      assignLead(t.handle.db, { leadId: id, owner, by, at, seen });

    expect(await assign(COLLEAGUE, STAFF, "2026-11-05T09:00:00.000Z", opened)).toBe("changed");
    expect(await assign(COLLEAGUE, STAFF, "2026-11-05T09:01:00.000Z", opened + 1)).toBe(
      "unchanged",
    );
    // A status saved from the page opened before the assignment is refused, and the reverse.
    expect(
      await setLeadStatus(t.handle.db, {
        leadId: id,
        status: "contacted",
        by: COLLEAGUE,
        at: "2026-11-05T09:05:00.000Z",
        seen: opened,
      }),
    ).toBe("stale");
    let now = (await leadById(t.handle.db, id))!;
    expect(now).toMatchObject({ owner: COLLEAGUE, owner_by: STAFF, status: "new" });
    expect(latestChange(now)).toEqual({
      kind: "owner",
      by: STAFF,
      at: "2026-11-05T09:00:00.000Z",
      owner: COLLEAGUE,
    });
    expect(
      await setLeadStatus(t.handle.db, {
        leadId: id,
        status: "contacted",
        by: COLLEAGUE,
        at: "2026-11-05T09:10:00.000Z",
        seen: now.version,
      }),
    ).toBe("changed");
    expect(await assign(null, STAFF, "2026-11-05T09:20:00.000Z", now.version)).toBe("stale");
    now = (await leadById(t.handle.db, id))!;
    expect(latestChange(now)).toMatchObject({ kind: "status", by: COLLEAGUE, status: "contacted" });
    // Taken back from the page as it is now: no one works it, and that is the latest change.
    expect(await assign(null, STAFF, "2026-11-05T09:20:00.000Z", now.version)).toBe("changed");
    expect(await assign(null, STAFF, "2026-11-05T09:21:00.000Z")).toBe("unchanged");
    now = (await leadById(t.handle.db, id))!;
    expect(now.owner).toBeNull();
    expect(latestChange(now)).toEqual({
      kind: "owner",
      by: STAFF,
      at: "2026-11-05T09:20:00.000Z",
      owner: null,
    });
    expect(now.version).toBe(opened + 3);
  });

  it("books any lead but a won one, and a cancellation puts back only what it replaced", async () => {
    const at = "2026-11-04T16:00:00.000Z";
    const by = SCHEDULER_ACTOR;
    const won = await lead("lead-won", "won");
    expect(await markBooked(t.handle.db, { leadId: won, by, at })).toBe(false);
    expect(await statusOf(won)).toBe("won");

    const contacted = await lead("lead-contacted", "contacted");
    expect(await markBooked(t.handle.db, { leadId: contacted, by, at })).toBe(true);
    expect(await statusOf(contacted)).toBe("booked");
    expect(await unmarkBooked(t.handle.db, { leadId: contacted, by, at }, "contacted")).toBe(true);
    expect(await statusOf(contacted)).toBe("contacted");

    // Staff moved it on after the booking: the cancellation leaves their status.
    const lost = await lead("lead-lost", "new");
    await markBooked(t.handle.db, { leadId: lost, by, at });
    await setLeadStatus(t.handle.db, { leadId: lost, status: "lost", by: STAFF, at });
    expect(await unmarkBooked(t.handle.db, { leadId: lost, by, at }, "new")).toBe(false);
    expect(await statusOf(lost)).toBe("lost");
    // A status the booking replaced that is no longer one of the statuses: left as it is.
    const booked = await lead("lead-booked", "booked");
    expect(await unmarkBooked(t.handle.db, { leadId: booked, by, at }, "qualified")).toBe(false);
    expect(await statusOf(booked)).toBe("booked");
  });

  it("adds a note trimmed, newest first, and refuses one empty or too long", async () => {
    const id = await lead("lead-notes", "contacted");
    const note = (text: string, at: string) =>
      addNote(t.handle.db, { leadId: id, author: STAFF, text, at });
    expect(
      await note(
        "  Called back at 2:10; the office manager wants pricing for two locations.\n",
        "2026-11-05T14:10:00.000Z",
      ),
    ).toBeUndefined();
    expect(await note("Sent the case study.", "2026-11-05T15:00:00.000Z")).toBeUndefined();
    expect(await note(" \n\t", "2026-11-05T15:01:00.000Z")).toBe("empty");
    expect(await note("x".repeat(NOTE_MAX_LENGTH + 1), "2026-11-05T15:02:00.000Z")).toBe(
      "too-long",
    );
    expect(await note(`  ${"y".repeat(NOTE_MAX_LENGTH)}  `, "2026-11-05T15:03:00.000Z")).toBe(
      undefined,
    );
    const notes = await notesOf(t.handle.db, id);
    expect(notes.map((n) => n.body.slice(0, 20))).toEqual([
      "y".repeat(20),
      "Sent the case study.",
      "Called back at 2:10;",
    ]);
    expect(notes[2]).toMatchObject({
      author: STAFF,
      createdAt: "2026-11-05T14:10:00.000Z",
      editedAt: null,
    });
  });

  it("lets a note's author alone correct or delete it, and refuses a correction empty or too long", async () => {
    const id = await lead("lead-note-fixes", "contacted");
    const other = await lead("lead-elsewhere", "new");
    await addNote(t.handle.db, {
      leadId: id,
      author: STAFF,
      text: "Mrs. Okafor asked about her son's asthma follow-up; wants the Tuesday slot.",
      at: "2026-11-06T09:00:00.000Z",
    });
    await addNote(t.handle.db, {
      leadId: id,
      author: COLLEAGUE,
      text: "Left a voicemail about pricing for two chairs.",
      at: "2026-11-06T10:00:00.000Z",
    });
    const [colleagues, mine] = await notesOf(t.handle.db, id);
    const ref = (noteId: string, by: string, leadId = id) => ({ leadId, noteId, by });
    const corrected = "Wants the Tuesday slot for the demo.";
    const at = "2026-11-06T11:30:00.000Z";

    expect(await editNote(t.handle.db, { ...ref(mine!.id, COLLEAGUE), text: corrected, at })).toBe(
      "not-author",
    );
    expect(await deleteNote(t.handle.db, ref(colleagues!.id, STAFF))).toBe("not-author");
    // A note is found on its own lead only.
    expect(await deleteNote(t.handle.db, ref(mine!.id, STAFF, other))).toBe("not-found");
    expect(await editNote(t.handle.db, { ...ref(mine!.id, STAFF), text: "  ", at })).toBe("empty");
    expect(
      await editNote(t.handle.db, {
        ...ref(mine!.id, STAFF),
        text: "z".repeat(NOTE_MAX_LENGTH + 1),
        at,
      }),
    ).toBe("too-long");
    expect((await notesOf(t.handle.db, id)).map((note) => note.body)).toEqual([
      colleagues!.body,
      mine!.body,
    ]);

    expect(
      await editNote(t.handle.db, { ...ref(mine!.id, STAFF), text: `  ${corrected}\n`, at }),
    ).toBeUndefined();
    expect(await deleteNote(t.handle.db, ref(colleagues!.id, COLLEAGUE))).toBeUndefined();
    expect(await notesOf(t.handle.db, id)).toEqual([{ ...mine, body: corrected, editedAt: at }]);
    expect(await deleteNote(t.handle.db, ref(colleagues!.id, COLLEAGUE))).toBe("not-found");
  });
});
