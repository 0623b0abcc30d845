import type { PostInput } from "../posts";

/**
 * Blog posts, newest first. Add a post by adding a record; its page and sitemap entry follow.
 * Worked examples use illustrative numbers; the agency's own figures are framed as what its
 * clients see or what it targets. Bylines name fictional staff.
 */
export const postRecords: readonly PostInput[] = [
  {
    slug: "practice-website-conversion-checklist",
    title: "The Practice Website Conversion Checklist",
    date: "2026-10-20",
    author: "Daniel Reyes",
    tags: ["Websites", "Conversion", "HIPAA-minded"],
    excerpt:
      "Seven checks that turn a practice website into booked visits: speed, one booking path, click-to-call, short forms, reviews and HIPAA-minded care.",
    image: {
      src: "/blog/practice-website-conversion-checklist.svg",
      alt: "A browser window with a speed gauge pointing to fast beside a checklist with every item ticked",
      width: 1200,
      height: 630,
    },
    authorName: "Daniel Reyes",
    authorType: "Person",
    datePublished: "2026-10-20",
    dateModified: "2026-11-02",
    canonical: "/blog/practice-website-conversion-checklist",
    content: {
      intro:
        "Most practice websites look fine and convert poorly. A prospective patient lands on your site from an ad or a search, on a phone, between other things, and decides within seconds whether booking looks easy. This checklist covers what we check first on every practice site we review, in the order it usually pays off.",
      bullets: [
        "Our target is a **largest contentful paint under 2 seconds** on a mid-range phone, because a slow page loses visitors before they read a word.",
        "Give every page **one clear booking path**, with the same button label everywhere and a time slot no more than a few taps away.",
        "Make the phone number a **click-to-call** link on mobile, and make sure every call is answered.",
        "Keep forms short, **pre-fill your scheduler** with what the patient already typed, and ask for no health information.",
        "Show real reviews next to the booking button. A new site that does all of this can be **live in 2 to 3 weeks**.",
      ],
      body: [
        "**1. Load in under 2 seconds on a phone.** Largest contentful paint, or LCP, measures how long the biggest element on the first screen, usually the headline or the hero image, takes to appear. Our target for practice sites is under 2 seconds on a mid-range phone over a 4G connection. Check your own site with Google’s free PageSpeed Insights and read the mobile result, not the desktop one. The usual culprits are easy to spot:",
        {
          list: [
            "A background video or image slider in the hero that loads before the headline.",
            "Photos uploaded straight from a camera at several megabytes each.",
            "Chat widgets, scheduler embeds and tracking tags that all load on the first screen.",
            "Page builders and themes that ship code for features you never use.",
          ],
        },
        "The fixes are mostly subtraction: resize and compress images, start any video after the page has loaded, and load the scheduler only when someone scrolls to it or taps to book. None of this changes how the site looks; it changes how long a patient stares at a blank screen.",
        "**2. One clear booking path.** Decide what the main action is, usually booking an appointment or a consult, and make it the one prominent button on every page, with the same label everywhere. On mobile it should be visible without scrolling and stay within reach as the visitor reads. Count the taps from your home page to a chosen time slot: three is good, six is a problem. Secondary actions, such as reading about a treatment or checking insurance, should look secondary, so the visitor never has to work out which button matters.",
        "**3. Click-to-call, answered.** Many patients would rather call, especially about tooth pain, an injury or insurance. Put the number in the header as a tap-to-call link on mobile, with your hours beside it. Then make sure the call is answered: sending more people to a phone that rings out at lunch only moves the leak somewhere else. An [AI receptionist](/services/ai-receptionist) picks up the calls your team can’t reach, and we worked out what those calls are worth in [what missed calls really cost your practice](/blog/what-missed-calls-cost-your-practice).",
        "**4. Short forms that pre-fill the scheduler.** Ask only for what you need to book: name, phone, email and the service they are interested in. When the form leads to your online scheduler, pass those details along so the patient doesn’t type them twice, because every repeated field is another chance to give up. Record the inquiry before the scheduler opens, too. Someone who fills in the form but never picks a time is still a lead, and your team can follow up the same day.",
        "**5. Reviews where the decision happens.** Star ratings and short patient quotes do the most work beside the booking button and on treatment pages, not on a separate testimonials page few people visit. Use real reviews, with permission, show where they come from and when they were written, and keep them current. Leave out any detail of a patient’s treatment or condition that they did not choose to share publicly themselves.",
        "**6. HIPAA-minded forms.** A marketing website doesn’t need health information to book a visit, so it shouldn’t ask for it. We build practice forms to be HIPAA-minded from the start:",
        {
          list: [
            "No fields for symptoms, conditions, medications or insurance numbers, and a note beside any free-text field asking visitors not to include health information.",
            "**No protected health information stored on the site.** An inquiry holds contact details and the service of interest, nothing clinical.",
            "No advertising pixels or third-party trackers on forms and booking pages by default, and analytics only after the visitor consents.",
            "A **business associate agreement on request** for the systems we run that may handle patient information, such as an AI receptionist connected to your scheduler.",
          ],
        },
        "Say plainly on the page what you collect and why, and link to a [privacy policy](/privacy) written in everyday language. Patients notice when a practice is careful with their information, and it costs nothing to show them.",
        "**7. Answers on the page, tracking behind it.** Each main treatment or service deserves its own page that answers what patients ask before they book: what it involves, how long it takes, what it costs or a price range, and who it suits. Put your address, parking notes and hours where people look for them. Then connect every form, call and booking to its source in your CRM, so you know which ads and pages bring patients and not just clicks. Where your scheduler, phones and CRM don’t talk to each other, [custom systems](/services/custom-systems) can connect them.",
        "**How long a rebuild takes.** If your site fails several of these checks, a rebuild is often quicker than a string of patches. Our [websites](/services/websites) go live in **2 to 3 weeks**: the first week for structure, copy and the booking path, the second for design and build, and the final days for speed, forms and tracking checks. You review at each step, and your current site stays up until the new one is ready to replace it. [Rosewater Aesthetic Studio](/case-studies/rosewater-aesthetic-studio-naperville) is a good example: a dated site with one after-hours contact form became clear treatment pages, a booking path that works on a phone and a chatbot that books consults at any hour, and first visits rose 29% in four months.",
        "A fast site only pays off if the inquiries it brings in get a quick answer, especially for aesthetic treatments, so read [why the first minute wins with medspa leads](/blog/medspa-speed-to-lead) next. Or [book a free demo](/demo) and we will go through this checklist on your own site with you, live, in 30 minutes.",
      ],
      ctaLinks: [
        { label: "See our website service", href: "/services/websites" },
        { label: "Book a free demo", href: "/demo" },
        { label: "Browse case studies", href: "/case-studies" },
      ],
    },
  },
  {
    slug: "medspa-speed-to-lead",
    title: "Medspa Leads: Why the First Minute Wins",
    date: "2026-09-15",
    author: "Maya Ellison",
    tags: ["Medspa", "Speed to lead", "Chatbots", "Nurture"],
    excerpt:
      "How medspas can answer Instagram DMs, web chats and ad leads within a minute, and the follow-up that turns early interest into booked consults.",
    image: {
      src: "/blog/medspa-speed-to-lead.svg",
      alt: "Chat bubbles answered within seconds beside a stopwatch showing less than a minute",
      width: 1200,
      height: 630,
    },
    authorName: "Maya Ellison",
    authorType: "Person",
    datePublished: "2026-09-15",
    dateModified: "2026-09-29",
    canonical: "/blog/medspa-speed-to-lead",
    content: {
      intro:
        "A medspa lead is never more interested than in the minute after sending the message. They have just seen a before-and-after on Instagram, filled in your ad form or opened your web chat, and they are often messaging two other clinics at the same time. The clinic that replies first, with a useful answer, usually gets the consult.",
      bullets: [
        "Aim to reply to **every Instagram DM, web chat and ad lead within a minute**, including evenings and weekends, when many people browse.",
        "A good first reply answers the actual question, then offers a next step, such as two consult times or a link to book.",
        "A **nurture sequence** follows up on its own for weeks and stops the moment someone books or opts out.",
        "Our clients see **57% more consults** and **cost per lead down 32%** when fast replies, follow-up and tracking work together.",
        "Measure time to first reply, lead-to-consult rate and cost per booked consult, by source.",
      ],
      body: [
        "**Where medspa leads come from.** Few aesthetic patients start with a phone call. They send an Instagram DM after a reel, submit a lead form inside a Facebook or Instagram ad, ask a question in web chat at 10 p.m., or text the number on your website. Each channel lands in a different inbox, and at most clinics nobody owns all of them. DMs get checked when whoever runs social has a spare moment, ad leads sit in a spreadsheet export, and web chats wait until the morning.",
        "**Why a minute matters.** Aesthetic treatments are considered purchases, but the first inquiry is impulsive. Someone who asked about lip filler at 9:40 p.m. is on their phone and in the mood to decide; by the next afternoon they are at work and the moment has passed, or another clinic has already offered them a Saturday slot. Paid leads are even more fragile. You paid for that click, and an ad lead who hears nothing for a day often doesn’t remember filling in the form. In the accounts we audit, the first reply commonly arrives hours after the inquiry, and after hours it often arrives the next day.",
        "**What a good first reply looks like.** Speed is wasted on a canned “Thanks, someone will be in touch.” The first reply should read as if your best coordinator wrote it:",
        {
          list: [
            "It names the treatment they asked about and answers the question, whether that is a price range, how long results last or whether the consult is free.",
            "It asks one simple question, such as whether this would be their first treatment, so it can point them to the right appointment.",
            "It offers a concrete next step: two consult times this week, or a link that opens your booking page with their details already filled in.",
            "It never gives medical advice. Questions about candidacy, medications, pregnancy or side effects go to a provider, and the patient is told who will follow up and when.",
          ],
        },
        "**How to reply in under a minute without hiring.** A coordinator can’t watch four inboxes at 10 p.m. An AI [chatbot](/services/chatbots) can: it answers web chat, SMS, Instagram DMs and Facebook Messenger in your clinic’s voice, using answers you approve, and books consults straight into your calendar. Phone calls get the same treatment from the [AI receptionist](/services/ai-receptionist), which answers 24/7 with a target of under 7 seconds. Your staff see every conversation, can step in at any point, and get an alert when a lead asks for a person. If your Instagram is quiet between replies, our [social media](/services/social) team can keep it posting too.",
        "**Nurture: the follow-up most clinics skip.** Plenty of people who ask about a treatment are not ready to book this week. They are waiting for payday, an event date or a second opinion from a partner. Without follow-up, they drift to whichever clinic reminds them first. A simple sequence, sent only to people who have agreed to hear from you, keeps your clinic in the conversation:",
        {
          list: [
            "**Within a minute:** the first reply, with an answer and a way to book.",
            "**Same day:** if there is no reply, a short text asking whether they have a question about the treatment or the consult.",
            "**Day 2:** a helpful answer to the most common worry, such as downtime, discomfort or how many sessions it takes.",
            "**Day 5:** what the consult includes and how long it takes, with a booking link.",
            "**Day 14:** a friendly check-in, with a current offer if you are running one.",
            "**Monthly after that:** seasonal reminders and new treatments, until they book, reply or opt out.",
          ],
        },
        "Every message stops the moment someone books, replies to a person or texts STOP. Keep texts short, name your clinic in each one, and send them at reasonable local hours. Follow-up that feels like a real person remembering them works; a daily promotional blast does not.",
        "**What our clients see.** When fast replies, nurture and tracking run together, our clients see **57% more consults** and **cost per lead down 32%**. The first figure comes from answering people while they are still interested and staying in touch with those who weren’t ready. The second comes from two places: conversations that used to vanish in an inbox are now captured and counted as leads, and CRM tracking shows which ads bring people who actually book, so budget moves to those ads. Results depend on your market, your offers and your ad spend, and we measure your starting point before we change anything. [Lumen Aesthetics in Scottsdale](/case-studies/lumen-aesthetics-scottsdale) shows how it plays out: Instagram DMs that used to wait until the next afternoon now get an answer in under 7 seconds, late at night included.",
        "**What to measure.** Track these by source, whether Instagram, paid ads, web chat or phone, so you can see where your time and budget do the most:",
        {
          list: [
            "Median time to first reply, during office hours and after.",
            "Lead-to-consult rate: the share of inquiries that book a consult.",
            "Consult show rate, which confirmations and reminders help protect.",
            "Cost per booked consult, which tells you more than cost per lead alone.",
          ],
        },
        "If you are not sure how fast your clinic replies today, test it tonight: send a DM, open a web chat and fill in one of your own ad forms, then note when each answer arrives. Unanswered phone calls are the other leak, and we worked through what they cost in [what missed calls really cost your practice](/blog/what-missed-calls-cost-your-practice). To see how ads, capture, instant response, nurture and booking fit together, look at [our client acquisition system](/solutions).",
        "[Book a free demo](/demo) and we will message a sample clinic live, show the chatbot answering in your voice, and walk through a nurture sequence built around your treatments.",
      ],
      ctaLinks: [
        { label: "See how our chatbots work", href: "/services/chatbots" },
        { label: "Explore the full system", href: "/solutions" },
        { label: "Book a free demo", href: "/demo" },
      ],
    },
  },
  {
    slug: "what-missed-calls-cost-your-practice",
    title: "What Missed Calls Really Cost Your Practice",
    date: "2026-08-18",
    author: "{brand} Growth Team",
    tags: ["AI receptionist", "Missed calls", "Front desk"],
    excerpt:
      "A worked example of what unanswered calls cost a practice each month, and how an AI receptionist answers every call in seconds, day and night.",
    image: {
      src: "/blog/what-missed-calls-cost-your-practice.svg",
      alt: "A phone with an incoming call radiating toward a calendar with a newly booked appointment",
      width: 1200,
      height: 630,
    },
    authorName: "{brand} Growth Team",
    authorType: "Organization",
    datePublished: "2026-08-18",
    dateModified: "2026-09-03",
    canonical: "/blog/what-missed-calls-cost-your-practice",
    content: {
      intro:
        "A missed call rarely looks like lost revenue. It looks like a blinking light at lunch, or a voicemail nobody returns until the next morning. Yet in many of the practices we audit, as many as 40% of inbound calls go unanswered, and behind a good share of them is a new patient who simply called the next practice on the list.",
      bullets: [
        "In many practices we audit, **as many as 40% of calls** go unanswered, mostly at lunch, after hours and when every line is busy.",
        "You can estimate the loss in minutes: **missed calls × share from new patients × share who would have booked × value of a new patient**.",
        "Many callers hang up rather than leave a voicemail, so a callback list recovers only part of the loss.",
        "An [AI receptionist](/services/ai-receptionist) answers **24/7**, with a target of **under 7 seconds** per call, handles common questions and books straight into your calendar.",
        "Most practices go live in **7 to 10 business days**, with your scripts, booking rules and handoffs to staff built in.",
      ],
      body: [
        "**Why calls go unanswered.** Rarely because anyone is careless. Your front desk answers phones while checking patients in, taking payments, verifying insurance and helping the person standing at the counter, which is exactly where their attention belongs. Calls also cluster at the worst moments: the first hour of the day, lunch, and late afternoon as people leave work. Then there are the hours when nobody is there at all. Evenings and weekends are when many people finally have a minute to look for a dentist or a chiropractor, and they get a recording.",
        "**What a caller does next.** Someone with a toothache, a stiff back or a question about pricing usually has several practices in their search results. If the first doesn’t pick up, calling the second takes one tap. Many hang up without leaving a voicemail, and those who do leave one often book elsewhere before your team calls back the next day. Existing patients are more forgiving, but when they can’t get through to reschedule, the result shows up later as no-shows and gaps in the schedule.",
        "**A simple way to estimate the loss.** You need four numbers, and your phone system can give you the first. Here is the formula worked through for an illustrative general dental practice:",
        {
          list: [
            "**Calls per month:** 600 inbound calls. At a 40% miss rate, that is **240 missed calls**.",
            "**Share from new patients:** not every missed call is a new patient. Say one in four is, which leaves **60 new-patient calls** unanswered.",
            "**Share who would have booked:** if your team books about half of the new-patient callers it does reach, those 60 calls were worth around **30 appointments**.",
            "**Value of a new patient:** a first visit with an exam and cleaning might bring in $300, and a typical new patient’s first year closer to $1,000.",
          ],
        },
        "Multiply it out: 30 lost appointments at $300 is **$9,000 a month** in first visits alone, or $108,000 a year. Counted at first-year value, the same 30 patients are worth about **$30,000 a month**. Even if callbacks win back a third of them, the practice is still leaving $6,000 to $20,000 on the table every month. A medspa usually has fewer calls but a higher ticket: 15 lost consults a month at an average first treatment of $600 is another $9,000 a month, before a single repeat visit.",
        "These are illustrative numbers, not a forecast, so run the formula with your own. Export two weeks of call logs, count the calls that rang out or went to voicemail, and note the hour each one came in. Then call your own practice at 12:15 on a Tuesday and at 7 p.m. on a Thursday and see what a new patient hears. The pattern you find is usually the business case, or proof that you don’t need one.",
        "**Why callbacks don’t close the gap.** A callback list helps, but it starts too late. By the time someone works through the voicemails, the caller has often booked elsewhere or stopped answering unknown numbers. Callbacks also take staff time away from the patients in the building. Answering the call the first time is cheaper than chasing it afterward.",
        "**How an AI receptionist recovers missed calls.** An [AI receptionist](/services/ai-receptionist) picks up the calls your team can’t: after hours, at lunch, when every line is busy, or every call if you prefer. It answers **24/7**, weekends and holidays included, and our target is a pickup in **under 7 seconds**. On the call it does what a well-trained front-desk coordinator would do:",
        {
          list: [
            "Greets callers in your practice’s name and answers common questions about services, hours, location, accepted insurance and what new patients should expect.",
            "Books, reschedules and cancels appointments directly in your calendar, following your rules for providers, appointment types and buffers.",
            "Texts the caller a confirmation, and answers texts and direct messages the same way it answers calls.",
            "Hands off to a person when it should: a caller who asks for staff, a billing dispute or any clinical question. Callers describing an emergency are directed to 911 or your on-call line, as you instruct.",
            "Logs every conversation, with the caller’s details and the outcome, in your CRM, so your team starts the morning knowing what happened overnight.",
          ],
        },
        "It doesn’t replace your front desk. It takes the calls they were never going to reach, so the person at the counter can give the patient in front of them their full attention. We set it up to be HIPAA-minded: it asks only for what booking needs, and we sign a business associate agreement on request.",
        "**What launch looks like.** Most practices go live in **7 to 10 business days**. In the first days we review how your phones are handled now and where calls are lost, then write call flows and answers with your team, connect your calendar and set the handoff rules. Before launch you call it yourself, as often as you like, and we adjust the wording until it sounds like your practice. After launch we review conversations and bookings with you and keep refining.",
        "**What to measure after launch.** Track the share of calls answered, time to answer, appointments booked outside office hours and new-patient bookings per month, against the baseline from your call logs. Phone calls are only part of the picture: web chats, DMs and ad leads need the same speed, which we cover in [why the first minute wins with medspa leads](/blog/medspa-speed-to-lead). To see what this looks like in a practice like yours, read how [Harbor Smile Dental](/case-studies/harbor-smile-dental-san-diego) went from missing about 40% of its calls to answering every one in under 6 seconds, with 41% more new-patient bookings, or browse all our [case studies](/case-studies).",
        "If you would like your own numbers run through the formula above, [book a free demo](/demo). We will call the AI receptionist live, look at your call data together, and you keep the plan whether or not you work with us.",
      ],
      ctaLinks: [
        { label: "See the AI receptionist", href: "/services/ai-receptionist" },
        { label: "Book a free demo", href: "/demo" },
        { label: "Browse case studies", href: "/case-studies" },
      ],
    },
  },
];
