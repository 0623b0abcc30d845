import { z } from "zod";
import { copy } from "../fields";
import { template } from "../template";
import { AUDIT_ACTIONS, type AuditAction } from "@/server/audit-actions";
import {
  LEAD_EMAIL_CHOICES,
  NEW_LEAD_RULE_KINDS,
  type LeadEmailChoice,
  type LeadStatus,
  type NewLeadRuleKind,
  type SuspicionReason,
} from "@/server/db/schema";
import { REPORT_DIMENSIONS, type ReportDimension } from "@/lib/report-dimensions";
import type { FoundIn } from "@/server/db/lead-search";

const refusal = z.object({ title: copy, heading: copy, body: copy });

/** A radio button's words: its label and a line under it. */
const option = z.object({ label: copy, hint: copy });

const statuses = z.object({
  new: copy,
  contacted: copy,
  booked: copy,
  won: copy,
  lost: copy,
} satisfies Record<LeadStatus, typeof copy>);

/** The agency's inbox at /inbox: sign-in, the account's passkeys, and its answers to mistakes. */
export const inboxSchema = z.object({
  /** The tab's title: {page} is the page's own title. */
  documentTitle: template("page", "brand"),
  skipLink: copy,
  brandSuffix: copy,
  nav: z.object({
    label: copy,
    leads: copy,
    suspected: copy,
    report: copy,
    audit: copy,
    account: copy,
  }),
  signOut: copy,
  backToInbox: copy,
  /** Who set a status or acted in the audit log when the scheduler's webhook did. */
  scheduler: copy,
  newLeadRule: copy,
  /** Above every page while leads are not reaching the agency (the delivery alert's banner). */
  trouble: z.object({
    dead: template("count"),
    waiting: template("minutes"),
    retry: copy,
    retried: template("count"),
    /** The backup replica (docs/backup.md): failing past a minute, not running, or misset. */
    replicaFailing: template("minutes", "error"),
    replicaStopped: copy,
    replicaMisconfigured: template("error"),
  }),
  /** The form of a lead the scheduler made, for someone who booked without a form. */
  bookingForm: copy,
  signIn: z.object({
    title: copy,
    heading: copy,
    intro: template("brand"),
    passkey: copy,
    passkeyWorking: copy,
    passkeyFailed: copy,
    passkeyNeedsScript: copy,
    or: copy,
    emailLabel: copy,
    emailHint: copy,
    emailSubmit: copy,
    invalidEmail: copy,
    sent: z.object({ heading: copy, body: template("minutes") }),
    noMailServer: copy,
    linkInvalid: copy,
    signedOut: copy,
    signedOutEverywhere: copy,
    ended: copy,
    /** After a note or status sent once the session had ended: it is kept for its sender. */
    held: z.object({ heading: copy, body: copy }),
    again: copy,
  }),
  /** With scripts on, near and past the idle limit: {minutes} left when the warning shows. */
  session: z.object({
    ending: template("minutes"),
    stay: copy,
    /** The warning when the session's hours, not idleness, end it: staying cannot help. */
    limitEnding: template("hours", "minutes"),
    ended: copy,
  }),
  link: z.object({ title: copy, heading: copy, body: template("brand"), button: copy }),
  account: z.object({
    title: copy,
    heading: copy,
    signedInAs: template("name", "email"),
    /** What each role (StaffRole) may do, said to the account that has it. */
    roles: z.object({ admin: copy, staff: copy }),
    passkeys: z.object({
      heading: copy,
      intro: copy,
      none: copy,
      added: template("date"),
      unnamed: copy,
      add: copy,
      adding: copy,
      addedNow: copy,
      addFailed: copy,
      needsScript: copy,
      remove: copy,
      removed: copy,
      signInFirst: template("minutes"),
      signInAgain: copy,
    }),
    sessions: z.object({
      heading: copy,
      intro: template("minutes"),
      signOutEverywhere: copy,
      removePasskeys: copy,
      removePasskeysHint: copy,
    }),
    /** The account's own choice of new leads' emails (LEAD_EMAIL_CHOICES). */
    leadEmails: z.object({
      heading: copy,
      intro: template("email"),
      label: copy,
      choices: z.object(
        Object.fromEntries(LEAD_EMAIL_CHOICES.map((choice) => [choice, option])) as Record<
          LeadEmailChoice,
          typeof option
        >,
      ),
      /** LEAD_EMAIL_TO's addresses, which get every lead whatever staff choose. */
      agencyList: template("addresses"),
      noMail: copy,
      save: copy,
      saved: copy,
      unreadable: copy,
    }),
    /** Where new leads go (src/inbox/server/new-lead-rule.ts): set by an admin, read by all. */
    newLeadRule: z.object({
      heading: copy,
      intro: copy,
      label: copy,
      choices: z.object(
        Object.fromEntries(NEW_LEAD_RULE_KINDS.map((kind) => [kind, option])) as Record<
          NewLeadRuleKind,
          typeof option
        >,
      ),
      person: copy,
      personOption: template("name", "email"),
      /** Beside whoever gets the next lead in turn. */
      next: copy,
      save: copy,
      saved: copy,
      unreadable: copy,
      /** The one person named has no account any more. */
      removed: template("email"),
      /** The rule in words, for a staff account, which cannot change it. */
      now: z.object({ none: copy, turns: copy, one: template("name") }),
    }),
  }),
  statuses,
  leads: z.object({
    title: copy,
    heading: copy,
    all: copy,
    filters: z.object({
      label: copy,
      search: copy,
      searchHint: copy,
      more: copy,
      status: copy,
      owner: copy,
      mine: copy,
      unassigned: copy,
      form: copy,
      source: copy,
      campaign: copy,
      page: copy,
      from: copy,
      to: copy,
      any: copy,
      apply: copy,
      clear: copy,
    }),
    statusNav: copy,
    /** A search's count that stopped at its most ({count}): as shown, and as heard. */
    countMore: z.object({ shown: template("count"), spoken: template("count") }),
    owners: z.object({ label: copy, everyone: copy }),
    columns: z.object({ lead: copy, contact: copy, origin: copy, status: copy, received: copy }),
    direct: copy,
    none: copy,
    noneFiltered: copy,
    noneFrom: template("names"),
    /** A search of punctuation alone, which looks for nothing. */
    noWords: copy,
    /** Said to a screen reader of a lead no staff member has opened, which shows in bold. */
    notOpened: copy,
    /**
     * Beside the address of a lead whose address sent others, linking to them all: the short
     * words show, the long are its name and hover text, and should start with the short.
     */
    sameAddress: template("count"),
    sameAddressShort: template("count"),
    /** When a lead arrived, told from the page's time; older than yesterday, its date. */
    ago: z.object({
      justNow: copy,
      minutes: template("count"),
      hours: template("count"),
      yesterday: copy,
    }),
    /** Before an excerpt of where a search found its words. */
    found: z.object({
      subject: copy,
      message: copy,
      staffNote: copy,
      notes: copy,
      businessType: copy,
    } satisfies Record<FoundIn, typeof copy>),
    pages: z.object({ label: copy, newer: copy, older: copy }),
    export: copy,
    retention: template("days", "suspectedDays"),
    erased: template("leads", "deliveries"),
  }),
  /** The dialog `?` opens (with scripts on): the inbox's keys, each with what it does. */
  keys: z.object({
    show: copy,
    heading: copy,
    intro: copy,
    close: copy,
    list: z.array(z.object({ key: copy, does: copy })).min(1),
  }),
  /** Choosing items of a list (leads, or suspected submissions) for an action on them. */
  chosen: z.object({
    /** The heading of a list's column of boxes. */
    column: copy,
    select: template("name"),
    /** Checks every box on the page: a link without a script, a box with one. */
    chooseAll: copy,
    chooseNone: copy,
  }),
  /** A status or owner given to many leads in one step (src/inbox/server/change-many.ts). */
  changeMany: z.object({
    actions: copy,
    /** The chosen leads, or all under the filters (after a confirmation). */
    scope: z.object({ label: copy, chosen: copy, filtered: template("count") }),
    status: copy,
    setStatus: copy,
    owner: copy,
    setOwner: copy,
    noOne: copy,
    /** How many were changed ({count}) to what ({to}); of the rest, why each was not. */
    done: z.object({ status: template("count", "to"), owner: template("count", "to") }),
    moved: template("count"),
    gone: template("count"),
    refused: z.object({ "none-chosen": copy, "not-staff": copy }),
    confirm: z.object({
      title: copy,
      status: template("count", "to"),
      owner: template("count", "to"),
      after: copy,
      none: copy,
      tooMany: template("max"),
      yes: copy,
      cancel: copy,
    }),
    skipped: z.object({ title: copy, heading: copy, back: copy }),
  }),
  /** Saved views of the list (src/inbox/server/saved-views.ts), shared by the team. */
  views: z.object({
    label: copy,
    none: copy,
    /** Marks the name of the view the list shows, beside the page's heading. */
    opened: copy,
    by: template("name"),
    name: copy,
    save: copy,
    saveButton: copy,
    rename: copy,
    renameButton: copy,
    delete: copy,
    notices: z.object({
      saved: copy,
      renamed: copy,
      deleted: copy,
      unnamed: template("max"),
      "not-yours": copy,
      gone: copy,
    }),
    /** A view whose filters match nothing now: {parts} names each (staleParts). */
    stale: template("name", "parts"),
    staleParts: z.object({
      owner: template("value"),
      form: template("value"),
      source: template("value"),
      campaign: template("value"),
      search: copy,
    }),
  }),
  /** The list's CSV export: a staff note as its `staff_notes` cell gives it. */
  exportFile: z.object({ note: template("when", "author", "text") }),
  /** The suspected folder and its trash (src/inbox/server/suspected-page.ts); {days}: kept. */
  suspected: z.object({
    title: copy,
    heading: copy,
    intro: template("days"),
    /** The folder and its trash, as tabs; each shows its count. */
    places: z.object({ label: copy, suspected: copy, trash: copy }),
    trashTitle: copy,
    trashIntro: template("days"),
    reasons: z.object({
      honeypot: copy,
      "fill-time": copy,
      "booking-cap": copy,
    } satisfies Record<SuspicionReason, typeof copy>),
    /** The buttons above and below the list, and on a submission's page. */
    actions: copy,
    release: copy,
    discard: copy,
    restore: copy,
    deleteForGood: copy,
    /** How many the action did ({count}), and of the rest, why each was not done. */
    done: z.object({
      released: template("count"),
      discarded: template("count", "days"),
      restored: template("count"),
      deleted: template("count"),
    }),
    moved: z.object({
      released: template("count"),
      discarded: template("count"),
      restored: template("count"),
      deleted: template("count"),
    }),
    gone: template("count", "days"),
    noneChosen: copy,
    none: copy,
    trashNone: template("days"),
    why: copy,
    received: copy,
    discardedBy: template("who", "when"),
    /** Delete for good's second step, which says how many it deletes. */
    confirmDelete: z.object({
      title: copy,
      heading: copy,
      one: copy,
      many: template("count"),
      confirm: copy,
      cancel: copy,
    }),
  }),
  report: z.object({
    title: copy,
    heading: copy,
    intro: template("from", "to"),
    /** The period before, which each figure is shown beside. */
    before: template("from", "to"),
    /** The presets' group, and each: the last so many weeks. */
    weeks: copy,
    weeksChoice: template("weeks"),
    /** The form for days of one's own. */
    dates: copy,
    from: copy,
    to: copy,
    show: copy,
    /** Why the days typed are not a period; the report shows the default one instead. */
    problems: z.object({
      day: template("field"),
      reversed: copy,
      future: template("today"),
      long: template("days"),
      /** After the reason: the period reported instead. */
      instead: template("weeks"),
    }),
    columns: z.object({
      visits: copy,
      leads: copy,
      suspected: copy,
      booked: copy,
      rate: copy,
      revenue: copy,
      /** How many booked leads' estimates the revenue at stake adds up. */
      estimated: copy,
    }),
    /** A figure's change from the period before, and what it was then. */
    change: template("change", "before"),
    /** A rate's change, in percentage points. */
    points: template("points"),
    /** Under a table's figure: what it was in the period before. */
    beforeCell: template("before"),
    /** Where the revenue at stake comes from: no lead, one, or more. */
    estimatedFrom: z.object({ none: copy, one: copy, many: template("count") }),
    /** A week the period cuts, and the week not over yet. */
    partial: copy,
    partialDays: template("days"),
    ongoingDays: template("days"),
    /** A CSV column of the period before. */
    beforeColumn: template("column"),
    sections: z.object(
      Object.fromEntries(
        REPORT_DIMENSIONS.map((dimension) => [
          dimension,
          z.object({ heading: copy, column: copy, chart: copy }),
        ]),
      ) as Record<
        ReportDimension,
        z.ZodObject<{ heading: typeof copy; column: typeof copy; chart: typeof copy }>
      >,
    ),
    /** The chart's two series, in its legend. */
    legend: z.object({ leads: copy, booked: copy }),
    /** Under the week chart: its lighter bars are weeks not whole in the period. */
    partialLegend: copy,
    /** A bar's figures beside its label. */
    chartValues: template("leads", "booked"),
    /** The chart shows this many rows of a breakdown at most; the table has them all. */
    chartTop: template("count"),
    tableTop: template("count"),
    total: copy,
    notCounted: copy,
    csv: copy,
    tableLabel: template("section"),
    definitions: copy,
  }),
  audit: z.object({
    title: copy,
    heading: copy,
    intro: copy,
    columns: z.object({ when: copy, who: copy, what: copy, lead: copy, from: copy }),
    commandLine: copy,
    unknown: copy,
    /** After "exported" and "erased": how many leads. */
    leadCount: template("count"),
    actions: z.object(
      Object.fromEntries(AUDIT_ACTIONS.map((action) => [action, copy])) as Record<
        AuditAction,
        typeof copy
      >,
    ),
    none: copy,
    older: copy,
    newest: copy,
  }),
  erase: z.object({
    button: copy,
    heading: copy,
    body: template("email", "leads"),
    confirm: copy,
    cancel: copy,
  }),
  lead: z.object({
    back: copy,
    emailThem: copy,
    callThem: copy,
    status: z.object({
      heading: copy,
      label: copy,
      save: copy,
      setBy: template("status", "who", "when"),
      untouched: copy,
      saved: copy,
      stale: template("who", "change", "when", "wanted"),
      alreadySet: template("who", "status", "when"),
      unreadable: copy,
      /** A status chosen after the session ended, made once its sender signed in again. */
      savedSignedOut: copy,
      notSavedSignedOut: copy,
    }),
    owner: z.object({
      label: copy,
      save: copy,
      /** Gives the lead to whoever presses it. */
      take: copy,
      nobody: copy,
      setBy: template("owner", "who", "when"),
      took: template("owner", "when"),
      untouched: copy,
      takenBack: template("who", "when"),
      saved: copy,
      stale: template("who", "change", "when", "wanted"),
      alreadySet: template("who", "change", "when"),
      notStaff: template("owner"),
      unreadable: copy,
      savedSignedOut: copy,
      notSavedSignedOut: copy,
    }),
    /** The latest change to a lead, as a page refused for being stale names it (latestChange). */
    changes: z.object({
      status: template("status"),
      assigned: template("owner"),
      took: copy,
      unassigned: copy,
    }),
    changed: z.object({ text: copy, reload: copy }),
    /**
     * A suspected submission's page, in place of its status, owner and notes: what was sent (nothing)
     * and what releasing it sends ({channels}, the deliveries' names), or its time in the trash.
     */
    keptApart: z.object({
      heading: copy,
      trashHeading: copy,
      waiting: template("channels"),
      waitingUnsent: copy,
      waitingBooking: copy,
      trashed: template("who", "when", "date"),
      release: copy,
      /** After an action on this page. */
      released: copy,
      discarded: template("days"),
      restored: copy,
      moved: copy,
      backToFolder: copy,
      backToTrash: copy,
    }),
    history: z.object({
      heading: copy,
      arrived: template("form"),
      /** A released lead's arrival: sent then, kept apart until its release. */
      keptApart: template("form"),
      status: template("who", "status"),
      assigned: template("who", "owner"),
      took: template("who"),
      unassigned: template("who"),
      /** What staff did, by the audit log's name for it (lead-history.ts). */
      staff: z.object({
        released: template("who"),
        discarded: template("who"),
        restored: template("who"),
        "note-added": template("who"),
        "note-edited": template("who"),
        "note-deleted": template("who"),
        "change-held": template("who"),
      }),
      booked: template("when"),
      canceled: template("when"),
      moved: template("when"),
      delivery: template("channel", "status"),
    }),
    notes: z.object({
      heading: copy,
      label: copy,
      hint: template("max"),
      save: copy,
      none: copy,
      saved: copy,
      /** A note sent after the session ended, made (or back in the form) once signed in again. */
      savedSignedOut: copy,
      notSavedSignedOut: copy,
      empty: copy,
      tooLong: template("max"),
      edit: copy,
      delete: copy,
      editLabel: copy,
      saveEdit: copy,
      cancel: copy,
      edited: template("when"),
      corrected: copy,
      deleteHeading: copy,
      deleteBody: copy,
      deleteConfirm: copy,
      keep: copy,
      deleted: copy,
      notAuthor: copy,
      notFound: copy,
    }),
    sent: copy,
    origin: copy,
    /** Beside a long page address, with scripts. */
    copyAddress: z.object({ button: copy, done: copy }),
    estimate: copy,
    bookings: z.object({
      heading: copy,
      call: template("when"),
      /** A call canceled or moved: not a call to prepare for. */
      callOff: template("when"),
      booked: template("when"),
      canceled: template("when"),
      moved: template("when"),
      standing: copy,
    }),
    deliveries: z.object({
      heading: copy,
      none: copy,
      channels: z.object({ email: copy, webhook: copy, visitor: copy, "visitor-cap": copy }),
      statuses: z.object({
        pending: copy,
        sending: copy,
        delivered: copy,
        dead: copy,
        skipped: copy,
      }),
      attempt: template("count"),
      attempts: template("count"),
      delivered: template("when"),
      nextAttempt: template("when"),
      lastError: copy,
      whySkipped: copy,
    }),
  }),
  tooManyAttempts: refusal.extend({ body: template("minutes") }),
  forbidden: refusal,
  tooLarge: refusal.extend({ body: template("kilobytes") }),
  notFound: refusal,
  /** A staff account asking for an admin's work (src/inbox/auth/roles.ts), and where it would. */
  adminOnly: refusal.extend({ export: copy, erase: copy, retry: copy, newLeadRule: copy }),
});

export type InboxCopy = z.output<typeof inboxSchema>;
