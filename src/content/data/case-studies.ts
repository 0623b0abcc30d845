import type { CaseStudyInput } from "../case-studies";

/**
 * Client stories for /case-studies. The clinics, people and figures are fictional samples that
 * show the kind of results the service aims for; replace them with real, permitted stories.
 * Add a story by adding a record: its page, sitemap entry and search entry follow from it.
 */
export const caseStudyRecords: readonly CaseStudyInput[] = [
  // Medspa
  {
    slug: "lumen-aesthetics-scottsdale",
    clinic: "Lumen Aesthetics",
    specialty: "Medspa",
    city: "Scottsdale",
    state: "AZ",
    rating: 5,
    metrics: [
      { type: "uplift", percent: 57, label: "more booked consults" },
      { type: "response", seconds: 7, label: "average reply, day or night" },
      { type: "other", value: "−32%", label: "cost per lead" },
    ],
    problem:
      "Lumen's Meta ads for injectables filled the inbox with Instagram DMs, most of them arriving after 8 p.m. With two injectors and one patient coordinator, replies went out the next afternoon, and by then many prospects had booked somewhere else. The ads were paying about $58 for each lead, and most of those leads never got a real conversation.",
    solution:
      "We put an AI receptionist on the phone line, text and Instagram DMs, trained on Lumen's approved treatment menu, price ranges and consult policy, so it could answer the usual questions and offer real openings in the calendar. The Meta campaigns were rebuilt to optimize for booked consults instead of form fills, and every lead now lands in a CRM pipeline that shows its ad, its conversation and whether it booked.",
    results:
      "Within 90 days, booked consults rose **57%** and the average first reply dropped to **under 7 seconds**, late-night DMs included. Because the ads were now learning from bookings rather than clicks, cost per lead fell **32%**. The coordinator spends her day with clients in the chair instead of catching up on messages.",
    testimonial:
      "Our DMs used to sit until I got to them between patients. Now people are booked before I've finished a treatment, and I can finally see which ad sent them.",
    role: "Owner & Lead Injector",
  },
  {
    slug: "verbena-skin-laser-charlotte",
    clinic: "Verbena Skin & Laser",
    specialty: "Medspa",
    city: "Charlotte",
    state: "NC",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 38, label: "more laser package bookings" },
      { type: "response", seconds: 9, label: "average reply time" },
      { type: "other", value: "14% → 6%", label: "no-show rate" },
    ],
    problem:
      "Laser hair removal season starts in the fall, and that is when Verbena's phone rings hardest. Their one front-desk lead was also checking clients in and out, so calls during treatments rolled to voicemail. On top of that, about one in seven booked appointments was a no-show.",
    solution:
      "The AI receptionist picked up every call the front desk couldn't reach, answered questions about package pricing and session spacing, and booked straight into open slots. We added two-way text reminders that let clients confirm or move an appointment by replying, plus a cancellation list that offers a freed-up slot to the next client who wants one.",
    results:
      "Laser package bookings climbed **38%** over the season, with replies going out in **under 9 seconds**. No-shows fell from 14% to **6%**, because clients who can't make it now reschedule by text instead of quietly not turning up.",
    testimonial:
      "September used to mean a voicemail box I dreaded opening. This year it was empty most mornings, and the schedule was full anyway.",
    role: "Practice Manager",
  },
  {
    slug: "halcyon-med-spa-boise",
    clinic: "Halcyon Med Spa",
    specialty: "Medspa",
    city: "Boise",
    state: "ID",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 44, label: "more returning-client bookings" },
      { type: "response", seconds: 12, label: "average reply time" },
      { type: "other", value: "214", label: "lapsed clients rebooked" },
      { type: "other", value: "3.1x", label: "return on ad spend" },
    ],
    problem:
      "Halcyon had more than 2,000 past clients on file and no one with time to work the list. Clients who came in once for a facial or filler rarely heard from the spa again. Meanwhile the owner was paying for new-client ads while a list of warm contacts sat untouched.",
    solution:
      "We set up a reactivation campaign by text and email for anyone who hadn't visited in six months or more, with a seasonal offer and a one-tap link to book. The AI receptionist answered the replies, handled questions and put clients straight onto the calendar. New-client Meta ads were narrowed to the two treatments with the best margins.",
    results:
      "In the first quarter, **214 lapsed clients** rebooked and returning-client bookings rose **44%**. Every reply was answered in **under 12 seconds**. With the ads focused on two treatments, return on ad spend reached **3.1x**.",
    testimonial:
      "I knew those old clients were out there, I just never had a free afternoon to call them. Seeing familiar names back on the book was the best part of the whole project.",
    role: "Owner, RN",
  },
  {
    slug: "rosewater-aesthetic-studio-naperville",
    clinic: "Rosewater Aesthetic Studio",
    specialty: "Medspa",
    city: "Naperville",
    state: "IL",
    rating: 4.8,
    metrics: [
      { type: "uplift", percent: 29, label: "more first visits" },
      { type: "response", seconds: 5, label: "average chat reply" },
      { type: "other", value: "9 hrs", label: "front-desk time saved weekly" },
    ],
    problem:
      "Rosewater's website was dated, and the only way to ask a question after hours was a contact form that got checked once a day. Google searches for lip filler and skin treatments in the western suburbs were sending visitors, but very few of them became appointments.",
    solution:
      "We rebuilt the site around clear treatment pages and a booking path that works on a phone, and added a chatbot that answers common questions and books consults at any hour. Google Search ads were restructured around the treatments Rosewater most wanted to grow, each with its own landing page.",
    results:
      "First visits rose **29%** in four months, and website chats get an answer in **under 5 seconds**. The front desk saves about **9 hours a week** that used to go to returning calls and emails about prices and aftercare.",
    testimonial:
      "People ask the same ten questions, and now they get good answers at midnight. My front desk finally takes a real lunch.",
    role: "Founder & Nurse Injector",
  },
  {
    slug: "marigold-aesthetics-wellness-tampa",
    clinic: "Marigold Aesthetics & Wellness",
    specialty: "Medspa",
    city: "Tampa",
    state: "FL",
    rating: 5,
    metrics: [
      { type: "uplift", percent: 52, label: "more membership sign-ups" },
      { type: "response", seconds: 4, label: "average reply time" },
      { type: "other", value: "$9.6k", label: "new recurring revenue each month" },
      { type: "other", value: "−21%", label: "member cancellations" },
    ],
    problem:
      "Marigold launched a monthly membership with included treatments, but explaining it properly took ten minutes, and the staff rarely had ten minutes. Interested clients asked on Instagram or by text, got a two-line answer and drifted off.",
    solution:
      "The AI receptionist learned the membership tiers, what each one includes and how billing works, so it could walk a client through the choice by text or DM and book their first member visit. A short follow-up checks in after each visit, and members who skip a month get a friendly nudge to use their credit.",
    results:
      "Membership sign-ups rose **52%** in five months, adding about **$9.6k** in recurring revenue each month. Replies go out in **under 4 seconds**, and member cancellations are down **21%** now that nobody forgets to use what they've paid for.",
    testimonial:
      "The membership was a good idea that nobody had time to sell. Now it sells in the DMs, and honestly it explains the tiers more patiently than I do.",
    role: "Owner & Medical Director",
  },
  {
    slug: "juniper-vine-aesthetics-franklin",
    clinic: "Juniper & Vine Aesthetics",
    specialty: "Medspa",
    city: "Franklin",
    state: "TN",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 23, label: "more new-client bookings" },
      { type: "response", seconds: 15, label: "average reply to listing inquiries" },
      { type: "other", value: "+146", label: "Google reviews in four months" },
      { type: "other", value: "Top 3", label: "local map ranking for medspa searches" },
    ],
    problem:
      "Juniper & Vine had loyal clients but only 38 Google reviews, while two newer medspas down the road had hundreds. People searching nearby rarely found them, and the owner felt awkward asking for reviews at checkout.",
    solution:
      "We set up a review request by text a few hours after every visit, the same message for every client, with a separate reply line that reaches the owner directly if something wasn't right. The Google Business Profile was brought up to date with current treatments, photos and hours, and the AI receptionist now handles calls and messages that come in from the listing.",
    results:
      "The practice earned **146 new Google reviews** in four months and now sits in the **top 3** of local map results for medspa searches. New-client bookings are up **23%**, and inquiries from the listing get a reply in **under 15 seconds**.",
    testimonial:
      "I hated asking for reviews face to face. The text goes out on its own, and if someone has a concern, it comes to me first so I can make it right.",
    role: "Owner & Aesthetician",
  },

  // Dental
  {
    slug: "harbor-smile-dental-san-diego",
    clinic: "Harbor Smile Dental",
    specialty: "Dental",
    city: "San Diego",
    state: "CA",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 41, label: "more new-patient bookings" },
      { type: "response", seconds: 6, label: "to answer every call" },
      { type: "other", value: "$18.3k", label: "new production booked monthly" },
      { type: "other", value: "24/7", label: "call and text coverage" },
    ],
    problem:
      "When we audited Harbor Smile's phone logs, about **40% of calls** were going unanswered, mostly over lunch, before 8 a.m. and after 5 p.m. Those are exactly the hours when working adults call to book a cleaning or ask whether their insurance is accepted. Very few of them left a voicemail.",
    solution:
      "We connected an AI receptionist to the practice's phone line and schedule so it could answer every call, check open times and book new patients around the clock. Insurance and billing questions it can't settle go to the front desk with a short summary, and no patient health information is stored on our side.",
    results:
      "New-patient bookings grew **41%** in the first three months, and every call is now answered in **under 6 seconds**, with **24/7** coverage by phone and text. The practice puts the value at about **$18.3k** in new production booked each month from calls that used to ring out.",
    testimonial:
      "We honestly didn't believe the 40% number until we saw our own call logs. Lunch hour used to be a black hole. Now it's when a lot of our new patients book.",
    role: "Office Manager",
  },
  {
    slug: "cedar-ridge-family-dentistry-lakewood",
    clinic: "Cedar Ridge Family Dentistry",
    specialty: "Dental",
    city: "Lakewood",
    state: "CO",
    rating: 5,
    metrics: [
      { type: "uplift", percent: 34, label: "more hygiene appointments" },
      { type: "response", seconds: 11, label: "average reply to recall texts" },
      { type: "other", value: "412", label: "overdue patients back on the schedule" },
      { type: "other", value: "$58k", label: "hygiene production in 90 days" },
    ],
    problem:
      "Cedar Ridge had hundreds of patients overdue for a cleaning. The recall list was printed once a month and worked by hand whenever the front desk had a slow afternoon. Slow afternoons were rare, so the list kept growing and the hygiene schedule had gaps most weeks.",
    solution:
      "We built a recall campaign that texts patients when they're due, offers the next open hygiene times and lets them book by replying. Anyone who doesn't respond gets a second text a week later and a short email after that. The AI receptionist handles the replies, including the ones that arrive at 10 p.m.",
    results:
      "In 90 days, **412 overdue patients** were back on the schedule and hygiene appointments rose **34%**, worth about **$58k** in hygiene production. Replies to recall texts are answered in **under 11 seconds**.",
    testimonial:
      "The recall list used to be a guilt pile on my desk. Now it works itself, and our hygienists haven't had an empty hour in weeks.",
    role: "Practice Administrator",
  },
  {
    slug: "bluebonnet-pediatric-dentistry-san-antonio",
    clinic: "Bluebonnet Pediatric Dentistry",
    specialty: "Dental",
    city: "San Antonio",
    state: "TX",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 27, label: "more new-patient visits" },
      { type: "response", seconds: 8, label: "average reply, English or Spanish" },
      { type: "other", value: "−41%", label: "voicemails left" },
    ],
    problem:
      "Most parents call Bluebonnet between school pickup and dinner, which is also when the front desk is checking out the last patients of the day. Many families prefer Spanish, and only one team member could help them. Late-afternoon calls went to voicemail, and parents tried another office.",
    solution:
      "We set up an AI receptionist that answers in English or Spanish, books new-patient visits around school schedules and texts a confirmation with what to bring. Missed calls now get an instant text back, so a parent stuck in the pickup line can book without waiting on hold.",
    results:
      "New-patient visits rose **27%**, and replies go out in **under 8 seconds** in either language. Voicemails dropped **41%**, which gave the front desk back its busiest hour of the day.",
    testimonial:
      "Half our families are more comfortable in Spanish, and now every one of them gets an answer right away. Parents tell us it was the easiest appointment they've ever made.",
    role: "Office Manager",
  },
  {
    slug: "keystone-implant-cosmetic-dentistry-pittsburgh",
    clinic: "Keystone Implant & Cosmetic Dentistry",
    specialty: "Dental",
    city: "Pittsburgh",
    state: "PA",
    rating: 5,
    metrics: [
      { type: "uplift", percent: 73, label: "more implant consults" },
      { type: "response", seconds: 18, label: "average reply to new leads" },
      { type: "other", value: "−28%", label: "cost per consult" },
      { type: "other", value: "$96k", label: "treatment accepted in the first quarter" },
    ],
    problem:
      "Keystone spent heavily on Google ads for implants, and the leads came in, but the practice called them back a day or two later, if at all. Implant patients take weeks to decide, and nothing followed that first call, so most conversations ended before a consult was ever booked.",
    solution:
      "Every ad lead now gets a text and a call from the AI receptionist within seconds, with straight answers on cost ranges, financing options and what a consult involves. Leads who aren't ready enter a six-week nurture of short texts and emails. A CRM pipeline shows the treatment coordinator exactly where each person stands, from first click to accepted plan.",
    results:
      "Implant consults rose **73%**, and cost per consult fell **28%** once the ads were optimized for booked consults. New leads hear back in **under 18 seconds**, and the first quarter brought **$96k** in accepted treatment the practice can trace to specific campaigns.",
    testimonial:
      "We were buying leads and then letting them go cold. Now I open the pipeline on Monday morning and know exactly who needs a conversation.",
    role: "Treatment Coordinator",
  },
  {
    slug: "maple-street-dental-burlington",
    clinic: "Maple Street Dental",
    specialty: "Dental",
    city: "Burlington",
    state: "VT",
    rating: 4.8,
    metrics: [
      { type: "uplift", percent: 19, label: "more booked appointments" },
      { type: "response", seconds: 22, label: "average reply time" },
      { type: "other", value: "14 hrs", label: "front-desk time saved weekly" },
    ],
    problem:
      "Maple Street is a two-dentist office with one person at the front desk, and much of her day went to rescheduling, directions and questions about whether the office was open during a snowstorm. New patients who called at the same moment often got a busy signal.",
    solution:
      "The AI receptionist now handles routine rescheduling, hours, directions and weather closures by phone and text, booking directly into the practice's schedule. Anything clinical or billing-related goes to the front desk with a summary and a callback time. The setup is HIPAA-minded: no patient health information is stored, and a BAA is available on request.",
    results:
      "The front desk gets back about **14 hours a week**, and booked appointments are up **19%**, mostly from new patients who no longer hit a busy signal. Every call and text is answered in **under 22 seconds**.",
    testimonial:
      "I was skeptical that our patients would talk to an assistant on the phone. Most of them don't even mention it. They get their appointment moved and go on with their day.",
    role: "Office Manager",
  },
  {
    slug: "sunline-orthodontics-omaha",
    clinic: "Sunline Orthodontics",
    specialty: "Dental",
    city: "Omaha",
    state: "NE",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 48, label: "more free consults booked" },
      { type: "response", seconds: 5, label: "average reply time" },
      { type: "other", value: "2.4x", label: "return on ad spend" },
      { type: "other", value: "31%", label: "of consults booked after 6 p.m." },
    ],
    problem:
      "Sunline's Instagram and Facebook ads for clear aligners reached plenty of adults and parents of teens, but DMs and form leads were answered during office hours only. Parents usually wrote in the evening, after the kids were in bed, and by the next morning they had moved on.",
    solution:
      "We connected the AI receptionist to Instagram, Messenger, text and the website, so every inquiry got an answer at any hour, with clear information on the free consult, payment plans and what to expect. Ads were retargeted to people who engaged but didn't book, and a short nurture sequence followed up with anyone who went quiet.",
    results:
      "Free consults booked rose **48%**, and **31%** of them now come in after 6 p.m. Replies go out in **under 5 seconds**, and the ads return **2.4x** what they cost.",
    testimonial:
      "Parents do their research at nine at night. We finally have someone there to talk to them, and it shows up on the consult schedule the following week.",
    role: "Practice Director",
  },

  // Chiropractic
  {
    slug: "summit-spine-wellness-salt-lake-city",
    clinic: "Summit Spine & Wellness",
    specialty: "Chiropractic",
    city: "Salt Lake City",
    state: "UT",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 46, label: "more new-patient visits" },
      { type: "response", seconds: 7, label: "average reply time" },
      { type: "other", value: "−27%", label: "cost per new patient" },
    ],
    problem:
      "Summit's phones are busiest from 7 to 9 a.m., when people wake up sore and want to be seen that day, and that is exactly when the two chiropractors and their assistant are busiest with patients. Callers who reached voicemail usually didn't try again, so the Google ads were paying for clicks that ended in a missed call.",
    solution:
      "We put an AI receptionist on the phones that answers every call, explains the first-visit process and pricing, and books same-day openings when there are any. Google ads were reshaped around same-day and new-patient searches, with call tracking so every booking ties back to a keyword.",
    results:
      "New-patient visits grew **46%** in three months, and cost per new patient fell **27%**. Calls and texts are answered in **under 7 seconds**, morning rush included.",
    testimonial:
      "Mornings used to be us adjusting patients while the phone rang off the hook. Now the phone gets answered and the schedule fills while we work.",
    role: "Owner, DC",
  },
  {
    slug: "tidewater-chiropractic-virginia-beach",
    clinic: "Tidewater Chiropractic",
    specialty: "Chiropractic",
    city: "Virginia Beach",
    state: "VA",
    rating: 4.8,
    metrics: [
      { type: "uplift", percent: 31, label: "more care-plan visits kept" },
      { type: "response", seconds: 10, label: "average reply time" },
      { type: "other", value: "−35%", label: "missed appointments" },
      { type: "other", value: "6 hrs", label: "of reminder calls saved weekly" },
    ],
    problem:
      "Tidewater was bringing in new patients, but many stopped coming after their third or fourth visit, and nobody noticed until weeks later. The office had no simple way to see who had fallen off the schedule, and reminder calls happened only when someone had time.",
    solution:
      "We set up text reminders before each visit and a friendly check-in when someone missed an appointment or went two weeks without booking the next one. Patients reschedule by replying, and the AI receptionist handles the back-and-forth. The CRM flags anyone who has drifted so the team can call them personally.",
    results:
      "Care-plan visits kept rose **31%**, and missed appointments fell **35%**. Patients get answers in **under 10 seconds**, and the front desk spends about **6 fewer hours** a week on reminder calls.",
    testimonial:
      "We didn't need more new patients. We needed the ones we had to keep coming, and the reminders do that without anyone feeling chased.",
    role: "Clinic Director",
  },
  {
    slug: "riverbend-family-chiropractic-grand-rapids",
    clinic: "Riverbend Family Chiropractic",
    specialty: "Chiropractic",
    city: "Grand Rapids",
    state: "MI",
    rating: 5,
    metrics: [
      { type: "uplift", percent: 36, label: "more new-patient bookings" },
      { type: "response", seconds: 4, label: "to answer every call" },
      { type: "other", value: "$7.9k", label: "booked monthly from calls once missed" },
    ],
    problem:
      "Riverbend is a one-doctor practice, and the doctor's spouse runs the front desk part-time. Outside those hours, and all day Saturday, calls went to a voicemail box that got checked on Monday. Families who wanted to get in early the next week were calling someone else.",
    solution:
      "An AI receptionist now answers every call and text, books into open times and sends a confirmation with parking and first-visit details. Missed-call text-back catches anyone who hangs up before the greeting, and the Monday voicemail pile is gone.",
    results:
      "New-patient bookings are up **36%**, and every caller is answered in **under 4 seconds**. The practice tracks about **$7.9k** a month in visits booked from calls that used to land in voicemail.",
    testimonial:
      "We're a small family practice and we wanted it to stay that way. It still feels like us on the phone, but nobody waits until Monday anymore.",
    role: "Office Manager & Co-owner",
  },
  {
    slug: "peak-performance-chiropractic-bend",
    clinic: "Peak Performance Chiropractic",
    specialty: "Chiropractic",
    city: "Bend",
    state: "OR",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 58, label: "more new-patient visits" },
      { type: "response", seconds: 13, label: "average reply to DMs" },
      { type: "other", value: "3.6x", label: "return on Meta ad spend" },
    ],
    problem:
      "Peak Performance works mostly with runners, cyclists and skiers, and those people find the clinic on Instagram, not through a directory. The owner was answering DMs himself at night, and the only advertising was boosted posts with no way to tell whether they booked anyone.",
    solution:
      "We built Meta campaigns around the local seasons: race training in spring, cycling in summer, ski prep in the fall, each pointing to a simple booking page. The AI receptionist took over Instagram DMs and texts, answered questions about visit length, pricing and what to wear, and booked first visits directly.",
    results:
      "New-patient visits rose **58%** over two seasons, and DMs get a reply in **under 13 seconds**. The Meta ads now return **3.6x** their cost, and the owner hasn't answered a DM from his couch since.",
    testimonial:
      "I was doing customer service at 11 p.m. after a full day of patients. Now I read a summary over coffee and the bookings are already there.",
    role: "Owner, DC",
  },
  {
    slug: "lakeshore-chiropractic-rehab-milwaukee",
    clinic: "Lakeshore Chiropractic & Rehab",
    specialty: "Chiropractic",
    city: "Milwaukee",
    state: "WI",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 42, label: "more new-case bookings" },
      { type: "response", seconds: 3, label: "to answer every call" },
      { type: "other", value: "24/7", label: "coverage, weekends and holidays included" },
      { type: "other", value: "$0", label: "spent on an answering service" },
    ],
    problem:
      "Many of Lakeshore's new patients come in after car accidents, and those calls arrive at all hours, often from people who are shaken up and want a clear next step. The after-hours answering service could take a message but couldn't book, so callers kept dialing until another clinic picked up.",
    solution:
      "We replaced the answering service with an AI receptionist that picks up in seconds, books the first visit and explains what to bring, while never giving medical or legal advice. Anyone describing an emergency is directed to emergency care, and every new case lands in the CRM for the team to follow up in the morning.",
    results:
      "New-case bookings rose **42%**, and every call is picked up in **under 3 seconds**, with **24/7** coverage that includes weekends and holidays. The practice no longer pays for an answering service at all.",
    testimonial:
      "People who call us after an accident want a real answer, not a message taken. Now they have a time on the schedule before they hang up.",
    role: "Practice Manager",
  },
  {
    slug: "prairie-wind-chiropractic-wichita",
    clinic: "Prairie Wind Chiropractic",
    specialty: "Chiropractic",
    city: "Wichita",
    state: "KS",
    rating: 4.8,
    metrics: [
      { type: "uplift", percent: 21, label: "more weekly visits" },
      { type: "response", seconds: 25, label: "average reply time" },
      { type: "other", value: "96", label: "lapsed patients back in 60 days" },
      { type: "other", value: "$12.4k", label: "from reactivated patients" },
    ],
    problem:
      "Prairie Wind has served the same neighborhood for 18 years and has thousands of past patients on file. Most of them simply hadn't been back in a year or two, and the practice was paying for new-patient ads while its own list sat idle.",
    solution:
      "We sorted the list by last visit and sent a plain, personal text from the doctor inviting people back for a check-in visit, with a one-tap link to book. The AI receptionist handled replies and questions about insurance and hours, and anyone who said they'd moved or weren't interested came off the list right away.",
    results:
      "In 60 days, **96 lapsed patients** came back, bringing about **$12.4k** in revenue, and weekly visits are up **21%**. Replies are answered in **under 25 seconds**.",
    testimonial:
      "So many of them wrote back saying they'd been meaning to come in. They just needed someone to ask.",
    role: "Founder, DC",
  },

  // Eye Care
  {
    slug: "clearview-family-eye-care-columbus",
    clinic: "ClearView Family Eye Care",
    specialty: "Eye Care",
    city: "Columbus",
    state: "OH",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 35, label: "more eye exams booked" },
      { type: "response", seconds: 6, label: "average reply time" },
      { type: "other", value: "−52%", label: "calls abandoned on hold" },
    ],
    problem:
      "Every August, ClearView's phones fill with parents booking back-to-school eye exams, and callers waited on hold while the opticians helped patients choose frames. Last year nearly half of the calls during that rush were abandoned before anyone picked up.",
    solution:
      "We added an AI receptionist that answers when the staff can't, books exams for the whole family in one conversation and answers questions about vision plans, contact lens fittings and frame selection. Families get a text confirmation and a reminder the day before.",
    results:
      "Exam bookings rose **35%** over the back-to-school season, and calls abandoned on hold fell **52%**. Callers and texters get a reply in **under 6 seconds**, even on the first Monday of August.",
    testimonial:
      "August used to be chaos at the front. This year the opticians stayed with their patients and the schedule still filled up.",
    role: "Practice Manager",
  },
  {
    slug: "bluegrass-vision-institute-louisville",
    clinic: "Bluegrass Vision Institute",
    specialty: "Eye Care",
    city: "Louisville",
    state: "KY",
    rating: 5,
    metrics: [
      { type: "uplift", percent: 62, label: "more LASIK consults" },
      { type: "response", seconds: 9, label: "average reply to new leads" },
      { type: "other", value: "−36%", label: "cost per consult" },
    ],
    problem:
      "People think about LASIK for months before they book, and Bluegrass Vision's ad leads got one phone call and then silence. The surgical coordinator was also scheduling surgeries, so new inquiries often waited two or three days for that first call.",
    solution:
      "The AI receptionist now answers every ad lead, call and text within seconds, with plain answers on cost ranges, financing, what the free screening involves and typical time off work. Undecided leads get a six-week follow-up by text and email, and the Google and Meta campaigns optimize for booked consults, not clicks.",
    results:
      "LASIK consults rose **62%**, and cost per consult fell **36%**. New leads hear back in **under 9 seconds**, and the coordinator spends her time with people who are ready to schedule.",
    testimonial:
      "Our leads were going cold while we were busy in surgery. Now the follow-up happens whether we're in the OR or not.",
    role: "Surgical Coordinator",
  },
  {
    slug: "evergreen-eye-associates-tacoma",
    clinic: "Evergreen Eye Associates",
    specialty: "Eye Care",
    city: "Tacoma",
    state: "WA",
    rating: 4.8,
    metrics: [
      { type: "uplift", percent: 26, label: "more consults scheduled" },
      { type: "response", seconds: 14, label: "to answer every call" },
      { type: "other", value: "11 hrs", label: "front-desk time saved weekly" },
      { type: "other", value: "6 min → 0", label: "average hold time" },
    ],
    problem:
      "Evergreen's patients are mostly older adults, many referred for cataract evaluations, and they would rather call than book online. Average hold time was six minutes, and routine calls about directions, parking and rescheduling kept the lines busy for people trying to book.",
    solution:
      "We set up an unhurried, clearly spoken AI receptionist that handles rescheduling, directions, parking and hours, and books consults directly. It never gives clinical advice: any question about eyes or symptoms goes straight to a staff member. The setup is HIPAA-minded, with no patient health information stored and a BAA on request.",
    results:
      "Hold times went from about six minutes to effectively none, scheduled consults rose **26%**, and the front desk saves roughly **11 hours a week**. Every call is answered in **under 14 seconds**.",
    testimonial:
      "Our patients are not in a hurry, and they don't want to feel rushed. The assistant is patient with them, and my staff gets to handle the conversations that really need a person.",
    role: "Clinic Administrator",
  },
  {
    slug: "iris-frame-optometry-albuquerque",
    clinic: "Iris & Frame Optometry",
    specialty: "Eye Care",
    city: "Albuquerque",
    state: "NM",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 33, label: "more annual exams booked" },
      { type: "response", seconds: 8, label: "average reply time" },
      { type: "other", value: "$11.2k", label: "added monthly eyewear sales" },
    ],
    problem:
      "Iris & Frame relied on patients remembering their yearly exam, and most didn't. Contact lens wearers also tended to reorder online elsewhere, so the practice lost both the exam and the eyewear sale.",
    solution:
      "We built a yearly recall sequence by text and email, timed from each patient's last visit, with a link to book and a note about the practice's frame trade-in event. Contact lens wearers get a reorder reminder a few weeks before their supply runs out, and the AI receptionist answers replies and books exams.",
    results:
      "Annual exam bookings rose **33%**, and eyewear sales grew by about **$11.2k** a month as recalled patients picked out new frames. Replies to recall messages are answered in **under 8 seconds**.",
    testimonial:
      "We always meant to do recalls properly. Now it just happens, and the frame board looks a lot emptier at the end of every month.",
    role: "Owner, OD",
  },
  {
    slug: "bayou-eye-center-baton-rouge",
    clinic: "Bayou Eye Center",
    specialty: "Eye Care",
    city: "Baton Rouge",
    state: "LA",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 47, label: "more dry eye evaluations" },
      { type: "response", seconds: 16, label: "average reply time" },
      { type: "other", value: "1 in 3", label: "bookings made after hours" },
    ],
    problem:
      "Bayou Eye Center opened a dry eye clinic and promoted it with Facebook ads, but the people who responded had questions the front desk wasn't trained to answer. Messages sat until a technician was free, and the new service was slow to get going.",
    solution:
      "We wrote a set of approved answers with the doctors about the dry eye evaluation, its cost and how long it takes, and trained the AI receptionist on them, routing anything beyond that to a technician. Facebook and Instagram ads were rebuilt to start a conversation that ends in a booked evaluation.",
    results:
      "Dry eye evaluations rose **47%** in the first four months, and **1 in 3** of those bookings now happens after hours. Messages are answered in **under 16 seconds**, and technicians step in only for the questions that need them.",
    testimonial:
      "The doctors signed off on every answer before it went live, and that mattered to us. Now the new clinic has its own waiting list.",
    role: "Practice Administrator",
  },
  {
    slug: "cornerstone-optometry-sioux-falls",
    clinic: "Cornerstone Optometry",
    specialty: "Eye Care",
    city: "Sioux Falls",
    state: "SD",
    rating: 4.8,
    metrics: [
      { type: "uplift", percent: 22, label: "more new-patient exams" },
      { type: "response", seconds: 20, label: "average reply time" },
      { type: "other", value: "+88", label: "Google reviews in five months" },
      { type: "other", value: "4.4 → 4.8", label: "Google rating" },
    ],
    problem:
      "Cornerstone gave excellent care and had a thin online presence: 41 Google reviews, an outdated listing and no way to book from a phone. Families new to town were finding the larger chains first.",
    solution:
      "We refreshed the Google Business Profile, added a mobile booking page and set up a review request by text after each visit, the same request for every patient. Calls and messages from the listing are answered by the AI receptionist, which books exams and answers questions about accepted vision plans.",
    results:
      "The practice gained **88 new Google reviews** in five months, and its rating rose from 4.4 to **4.8**. New-patient exams are up **22%**, and calls and messages from the listing get an answer in **under 20 seconds**.",
    testimonial:
      "We were the best-kept secret in town, which is not a compliment for a business. Now new families find us first.",
    role: "Owner, OD",
  },

  // Dermatology
  {
    slug: "sonora-dermatology-tucson",
    clinic: "Sonora Dermatology",
    specialty: "Dermatology",
    city: "Tucson",
    state: "AZ",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 39, label: "more new-patient appointments" },
      { type: "response", seconds: 11, label: "average reply to waitlist offers" },
      { type: "other", value: "−38%", label: "empty appointment slots" },
    ],
    problem:
      "Sonora's new-patient wait was six weeks, yet most days still had empty slots from late cancellations. The front desk kept a paper waitlist, and by the time someone had called down it, the slot had usually passed.",
    solution:
      "We replaced the paper list with automatic cancellation fill: when an appointment opens, patients on the waitlist get a text offering it, and the first to reply gets the slot. The AI receptionist handles the replies and confirms the booking, and new-patient calls are answered at any hour.",
    results:
      "Empty appointment slots fell **38%**, new-patient appointments rose **39%**, and waitlist replies are answered in **under 11 seconds**. Patients now get in weeks sooner when a slot opens up.",
    testimonial:
      "It felt wrong to have a six-week wait and empty chairs on the same day. That almost never happens now.",
    role: "Practice Manager",
  },
  {
    slug: "magnolia-dermatology-savannah",
    clinic: "Magnolia Dermatology",
    specialty: "Dermatology",
    city: "Savannah",
    state: "GA",
    rating: 5,
    metrics: [
      { type: "uplift", percent: 28, label: "more cosmetic consults" },
      { type: "response", seconds: 5, label: "average reply to DMs and texts" },
      { type: "other", value: "$22k", label: "added cosmetic revenue each month" },
    ],
    problem:
      "Magnolia's medical dermatology schedule was booked months out, but its cosmetic side, a physician assistant and an aesthetician, had open time every week. Cosmetic services were barely marketed, and Instagram questions were answered by whoever had a spare minute.",
    solution:
      "We ran Meta ads for the cosmetic services only, each leading to a conversation with the AI receptionist that answers questions about pricing and downtime and books with the right provider. Existing patients received a short note about the cosmetic menu after their visit.",
    results:
      "Cosmetic consults rose **28%**, adding about **$22k** a month in cosmetic revenue. Instagram DMs and texts get a reply in **under 5 seconds**, and the medical schedule didn't lose a single slot.",
    testimonial:
      "We had two talented providers with open calendars and no plan to fill them. Six months later they're booked three weeks out.",
    role: "Practice Administrator",
  },
  {
    slug: "pacific-crest-dermatology-sacramento",
    clinic: "Pacific Crest Dermatology",
    specialty: "Dermatology",
    city: "Sacramento",
    state: "CA",
    rating: 4.8,
    metrics: [
      { type: "uplift", percent: 45, label: "more calls ending in a booking" },
      { type: "response", seconds: 19, label: "to answer every call" },
      { type: "other", value: "−61%", label: "average hold time" },
      { type: "other", value: "9 hrs", label: "staff time saved weekly" },
    ],
    problem:
      "With four providers and two people at the front desk, Pacific Crest's lines were full from open to close. Patients waited on hold to ask about parking, accepted insurance and directions, and new patients often hung up before anyone answered.",
    solution:
      "An AI receptionist now answers first: it handles the common questions, books and reschedules, and passes anything clinical or billing-related to staff with a short summary. We also added a web chat that answers the same questions, so fewer people need to call at all.",
    results:
      "Average hold time fell **61%**, and **45% more** calls now end in a booked appointment. Callers are answered in **under 19 seconds**, and the staff saves about **9 hours a week**.",
    testimonial:
      "The phones were the top complaint in our patient surveys for two years running. That complaint has nearly disappeared.",
    role: "Operations Manager",
  },
  {
    slug: "alder-skin-clinic-portland",
    clinic: "Alder Skin Clinic",
    specialty: "Dermatology",
    city: "Portland",
    state: "ME",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 54, label: "more skin-check bookings" },
      { type: "response", seconds: 7, label: "average reply time" },
      { type: "other", value: "$13.5k", label: "monthly revenue from reminders in season" },
    ],
    problem:
      "Maine's short summer brings a rush of people who want a skin check, and Alder's two-person front desk couldn't keep up with the calls in June and July. The clinic also had no way to reach past patients who were due for their yearly check.",
    solution:
      "We set up a yearly skin-check reminder by text and email, sent in early spring so patients book ahead of the rush. Through the summer, the AI receptionist answered overflow calls and texts, booked appointments and sent confirmations, with any clinical question passed to the nurses.",
    results:
      "Skin-check bookings grew **54%** year over year, and summer callers got a reply in **under 7 seconds**. The reminder campaign alone adds about **$13.5k** a month during the season.",
    testimonial:
      "We used to spend all summer apologizing for the phones. This year the reminders spread the bookings out, and nobody was left waiting.",
    role: "Clinic Manager",
  },
  {
    slug: "copperleaf-dermatology-oklahoma-city",
    clinic: "Copperleaf Dermatology",
    specialty: "Dermatology",
    city: "Oklahoma City",
    state: "OK",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 32, label: "more new-patient appointments" },
      { type: "response", seconds: 12, label: "average reply time" },
      { type: "other", value: "81%", label: "of the new office's schedule filled by month two" },
      { type: "other", value: "−24%", label: "cost per lead" },
    ],
    problem:
      "Copperleaf opened a second office across town, and its schedule sat mostly empty while the original location had a long wait. Patients didn't know the new office existed, and calls for both went to one overloaded number.",
    solution:
      "We ran Google ads by location, so searches near the new office pointed to it, and set up the AI receptionist to offer the soonest opening at either office. A CRM pipeline shows which ad and which office every new patient came from.",
    results:
      "New-patient appointments rose **32%** across both offices, and the new location's schedule was **81% full** by its second month. Cost per lead fell **24%**, and callers hear back in **under 12 seconds**.",
    testimonial:
      "Opening a second office is nerve-racking when the calendar is empty. Watching it fill in weeks instead of months made hiring another provider an easy call.",
    role: "Owner, MD",
  },
  {
    slug: "laurel-hill-dermatology-birmingham",
    clinic: "Laurel Hill Dermatology",
    specialty: "Dermatology",
    city: "Birmingham",
    state: "AL",
    rating: 4.8,
    metrics: [
      { type: "uplift", percent: 24, label: "more appointments kept" },
      { type: "response", seconds: 9, label: "average reply time" },
      { type: "other", value: "−44%", label: "no-shows" },
      { type: "other", value: "5 hrs", label: "of reminder calls saved weekly" },
    ],
    problem:
      "Laurel Hill's no-show rate had crept up to almost one in five, and the reminder calls made the day before mostly reached voicemail. Every empty slot was time a provider could have spent with someone on the waitlist.",
    solution:
      "We replaced reminder calls with two-way texts three days and one day before each visit, so patients can confirm, reschedule or cancel by replying. A cancellation triggers an offer to the waitlist, and the AI receptionist handles the conversation either way.",
    results:
      "No-shows dropped **44%**, appointments kept rose **24%** as freed slots were refilled, and replies go out in **under 9 seconds**. The front desk saves about **5 hours a week** that used to go to reminder calls.",
    testimonial:
      "Nobody answers a reminder call anymore, but everybody answers a text. It's that simple, and I wish we'd done it years ago.",
    role: "Office Manager",
  },

  // Physical Therapy
  {
    slug: "motion-lab-physical-therapy-kansas-city",
    clinic: "Motion Lab Physical Therapy",
    specialty: "Physical Therapy",
    city: "Kansas City",
    state: "MO",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 43, label: "more new evaluations" },
      { type: "response", seconds: 8, label: "to answer every call" },
      { type: "other", value: "−30%", label: "cost per evaluation" },
    ],
    problem:
      "Motion Lab depended on physician referrals, and the owner wanted more people to find the clinic on their own. Google ads were running, but the calls they produced came in while therapists were with patients and went to voicemail.",
    solution:
      "We rebuilt the Google campaigns around searches like back pain and sports injury care near the clinic, sending each one to a page that explains the first evaluation. The AI receptionist answers every call and text, checks questions against the clinic's list of accepted insurance plans and books the evaluation.",
    results:
      "New evaluations rose **43%**, and cost per evaluation fell **30%**. Callers get an answer in **under 8 seconds**, even when all four therapists are on the floor.",
    testimonial:
      "We were paying for the phone to ring and then missing it. Fixing that one thing changed our whole month.",
    role: "Owner, DPT",
  },
  {
    slug: "stride-physical-therapy-spokane",
    clinic: "Stride Physical Therapy",
    specialty: "Physical Therapy",
    city: "Spokane",
    state: "WA",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 37, label: "more completed plans of care" },
      { type: "response", seconds: 6, label: "average reply time" },
      { type: "other", value: "−29%", label: "late cancellations" },
    ],
    problem:
      "Stride's patients often stopped coming partway through their plan of care, usually once they felt a little better or life got busy. Late cancellations left gaps in the therapists' day that were hard to fill on short notice.",
    solution:
      "We set up text reminders before every session, with a one-reply option to reschedule rather than cancel, and a check-in for patients who haven't booked their next visit. The AI receptionist offers new times on the spot, and open slots go to patients who asked for an earlier appointment.",
    results:
      "Completed plans of care rose **37%**, and late cancellations fell **29%**. Patients get a reply in **under 6 seconds**, so moving a session takes one text instead of a phone call.",
    testimonial:
      "Patients don't mean to drop off, they just get busy. The reminders keep them coming long enough to actually get better.",
    role: "Clinic Director",
  },
  {
    slug: "harborview-physical-therapy-providence",
    clinic: "Harborview Physical Therapy",
    specialty: "Physical Therapy",
    city: "Providence",
    state: "RI",
    rating: 4.8,
    metrics: [
      { type: "uplift", percent: 25, label: "more new-patient bookings" },
      { type: "response", seconds: 17, label: "average reply time" },
      { type: "other", value: "61%", label: "of missed callers now book by text" },
    ],
    problem:
      "Harborview's front desk also handles billing, and during the afternoon rush about a third of calls went unanswered. The practice had no idea how many new patients it was missing until we pulled its phone records together.",
    solution:
      "Missed calls now get an immediate text from the AI receptionist asking how it can help, with the next open evaluation time. During busy stretches the AI answers the line itself and books, and billing questions go to staff with a callback time.",
    results:
      "**61%** of missed callers now book by text, and new-patient bookings rose **25%**. Texts and calls are answered in **under 17 seconds**.",
    testimonial:
      "I assumed people who hung up would call back. Most of them didn't, and the text-back is how we reach them now.",
    role: "Practice Owner, PT",
  },
  {
    slug: "fulcrum-physical-therapy-indianapolis",
    clinic: "Fulcrum Physical Therapy",
    specialty: "Physical Therapy",
    city: "Indianapolis",
    state: "IN",
    rating: 5,
    metrics: [
      { type: "uplift", percent: 51, label: "more pelvic health evaluations" },
      { type: "response", seconds: 4, label: "average private reply" },
      { type: "other", value: "$8.4k", label: "monthly revenue from the new program" },
    ],
    problem:
      "Fulcrum launched a pelvic health program with a specially trained therapist, and the people who needed it were often too uncomfortable to call and ask. The few inquiries that did come in went through the general phone line, answered in a busy waiting room.",
    solution:
      "We created a discreet landing page and Meta ads for the program, and set up the AI receptionist to answer questions privately by text and chat, with plain explanations of what a first visit involves. It books directly with the program's therapist and never asks for health details, and no patient health information is stored.",
    results:
      "Pelvic health evaluations rose **51%** from the program's first quarter to its second, adding about **$8.4k** a month. Questions get a private answer in **under 4 seconds**, and many people book without ever making a phone call.",
    testimonial:
      "For this program, being able to text instead of call made all the difference. People tell us they had put it off for years.",
    role: "Clinic Director",
  },
  {
    slug: "tall-pines-physical-therapy-missoula",
    clinic: "Tall Pines Physical Therapy",
    specialty: "Physical Therapy",
    city: "Missoula",
    state: "MT",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 30, label: "more new-patient visits" },
      { type: "response", seconds: 21, label: "average reply time" },
      { type: "other", value: "6 hrs", label: "of owner time freed weekly" },
    ],
    problem:
      "Tall Pines is a single-location clinic where the owner treats patients and, until recently, also answered the phone between sessions. Most calls went to voicemail during the day, and he was returning them at night.",
    solution:
      "An AI receptionist now answers every call and text, books new visits and handles rescheduling and directions. Each evening it sends the owner a short summary, with anything that needs his judgment flagged at the top.",
    results:
      "New-patient visits rose **30%**, callers hear back in **under 21 seconds**, and the owner has about **6 hours a week** back that used to go to returning voicemails. Evenings are for his family again, not his phone.",
    testimonial:
      "I got into this to treat people, not to play phone tag at 9 p.m. Now I read one summary and I'm done for the night.",
    role: "Owner, PT",
  },
  {
    slug: "bridgeway-rehab-physical-therapy-hoboken",
    clinic: "Bridgeway Rehab & Physical Therapy",
    specialty: "Physical Therapy",
    city: "Hoboken",
    state: "NJ",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 64, label: "more Saturday bookings" },
      { type: "response", seconds: 3, label: "to answer every call" },
      { type: "other", value: "−33%", label: "cost per new patient" },
      { type: "other", value: "3", label: "clinics on one booking line" },
    ],
    problem:
      "Bridgeway runs three clinics around Hudson County, and each had its own phone number and its own way of booking. Commuters wanted Saturday and early-morning appointments, but the Saturday schedule was half empty because nobody answered calls on Friday evenings.",
    solution:
      "We put all three clinics behind one AI receptionist that knows each location's hours and openings and offers whichever is closest and soonest. Friday-night and weekend calls and DMs now book directly, and Google ads promote the Saturday and early-morning hours to commuters.",
    results:
      "Saturday bookings rose **64%**, and cost per new patient fell **33%**. Calls and messages for all three clinics are answered in **under 3 seconds**.",
    testimonial:
      "We had the hours people wanted and nobody to book them. One line for three clinics sounded risky, but it runs smoother than what we had before.",
    role: "Regional Operations Manager",
  },

  // Day Spa
  {
    slug: "willow-house-day-spa-asheville",
    clinic: "The Willow House Day Spa",
    specialty: "Day Spa",
    city: "Asheville",
    state: "NC",
    rating: 5,
    metrics: [
      { type: "uplift", percent: 49, label: "more holiday-season bookings" },
      { type: "response", seconds: 10, label: "average reply time" },
      { type: "other", value: "$31k", label: "in gift cards sold online in December" },
    ],
    problem:
      "December is The Willow House's biggest month, and the phone rang all day with people buying gift cards and booking massages. The therapists were in treatment rooms, the front desk was one person, and calls stacked up in voicemail.",
    solution:
      "We added online gift card sales to the website and set up the AI receptionist to answer calls, texts and DMs, book massages and facials, and point gift buyers to the online store. After the holidays, gift card recipients got a reminder to book before the card ended up in a drawer.",
    results:
      "Holiday-season bookings rose **49%**, and **$31k** in gift cards sold online in December alone. Every call and message was answered in **under 10 seconds**.",
    testimonial:
      "Our December used to be a blur of phone calls. This one was busier than ever and somehow calmer.",
    role: "Owner",
  },
  {
    slug: "saltwater-spa-bathhouse-charleston",
    clinic: "Saltwater Spa & Bathhouse",
    specialty: "Day Spa",
    city: "Charleston",
    state: "SC",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 56, label: "more couples package bookings" },
      { type: "response", seconds: 5, label: "average reply to DMs" },
      { type: "other", value: "+38%", label: "average booking value" },
    ],
    problem:
      "Saltwater's couples packages and bathhouse passes are popular with visitors, and most of them find the spa on Instagram while planning a weekend in town. DMs asking about availability often went unanswered until the next day, after the trip was already planned.",
    solution:
      "The AI receptionist now answers Instagram DMs, texts and calls, checks availability and books couples packages on the spot. It suggests add-ons, like an extra hour in the bathhouse, when they fit the schedule, and Meta ads reach people who are planning a trip to Charleston.",
    results:
      "Couples package bookings rose **56%**, and average booking value grew **38%** with add-ons. DMs get a reply in **under 5 seconds**, so visitors book before they finish planning the rest of the weekend.",
    testimonial:
      "Most of our guests are planning a weekend from somewhere else. If we don't answer fast, they book the place that does.",
    role: "General Manager",
  },
  {
    slug: "stillwater-day-spa-minneapolis",
    clinic: "Stillwater Day Spa",
    specialty: "Day Spa",
    city: "Minneapolis",
    state: "MN",
    rating: 4.8,
    metrics: [
      { type: "uplift", percent: 40, label: "more repeat visits" },
      { type: "response", seconds: 14, label: "average reply time" },
      { type: "other", value: "+170", label: "new members over the winter" },
    ],
    problem:
      "Stillwater's membership program had stalled. Members who skipped a month or two rarely came back, and the spa had no regular way to check in with them, especially in the long stretch after the holidays when bookings slow down.",
    solution:
      "We set up a member check-in by text whenever someone goes more than five weeks without a visit, showing their unused credits and the next open times. The AI receptionist handles the replies and bookings, and a January campaign offered a winter membership to past guests.",
    results:
      "Repeat visits rose **40%**, and the winter campaign added **170 new members**. Members get a reply in **under 14 seconds**, and far fewer let their credits go unused.",
    testimonial:
      "January used to be our quietest month. This year the book was full by the second week.",
    role: "Spa Director",
  },
  {
    slug: "desert-bloom-spa-henderson",
    clinic: "Desert Bloom Spa",
    specialty: "Day Spa",
    city: "Henderson",
    state: "NV",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 68, label: "more group bookings" },
      { type: "response", seconds: 8, label: "average first reply to group inquiries" },
      { type: "other", value: "$19.6k", label: "group revenue per month" },
      { type: "other", value: "11 hrs", label: "front-desk time saved weekly" },
    ],
    problem:
      "Bridal parties, birthdays and corporate groups are Desert Bloom's most valuable bookings, and also the hardest to land. Each inquiry took several emails and calls to sort out the date, headcount and treatments, and many groups booked elsewhere while they waited for a quote.",
    solution:
      "We built a group inquiry flow: the AI receptionist collects the date, group size and treatment choices by text or chat, checks availability and sends a quote from the spa's price sheet within minutes. The spa coordinator reviews and confirms the larger bookings, and every group is tracked in one CRM pipeline.",
    results:
      "Group bookings rose **68%**, bringing in about **$19.6k** a month. Group inquiries get a first reply in **under 8 seconds**, and the front desk saves roughly **11 hours a week** of back-and-forth.",
    testimonial:
      "A bride planning a spa day wants an answer today, not next week. Now she has a quote while she's still excited about it.",
    role: "Owner",
  },
  {
    slug: "amber-lane-spa-des-moines",
    clinic: "Amber Lane Spa",
    specialty: "Day Spa",
    city: "Des Moines",
    state: "IA",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 53, label: "more rebooked facials" },
      { type: "response", seconds: 18, label: "average reply time" },
      { type: "other", value: "188", label: "lapsed guests back in 90 days" },
      { type: "other", value: "$6.1k", label: "monthly revenue from rebookings" },
    ],
    problem:
      "Amber Lane's guests loved their first facial and rarely booked a second. Nobody offered a rebooking at checkout when the desk was busy, and nothing followed afterward, so most guests drifted back to the drugstore aisle.",
    solution:
      "We set up a rebooking text a few days after each facial, timed to the recommended interval, with the guest's preferred esthetician and her next open times. Guests who hadn't visited in six months received a reactivation offer, and the AI receptionist took care of the replies.",
    results:
      "Rebooked facials rose **53%**, adding about **$6.1k** a month, and **188 lapsed guests** came back within 90 days. Replies go out in **under 18 seconds**.",
    testimonial:
      "We were great at first visits and terrible at second ones. That's flipped, and it didn't take any extra work from my team.",
    role: "Owner & Lead Esthetician",
  },
  {
    slug: "blue-heron-day-spa-honolulu",
    clinic: "Blue Heron Day Spa",
    specialty: "Day Spa",
    city: "Honolulu",
    state: "HI",
    rating: 5,
    metrics: [
      { type: "uplift", percent: 81, label: "more advance bookings" },
      { type: "response", seconds: 6, label: "average reply, any time zone" },
      { type: "other", value: "42%", label: "of bookings made outside business hours" },
    ],
    problem:
      "Most of Blue Heron's guests are visitors who plan their spa day weeks ahead from the mainland or from Asia, writing at whatever hour suits them. The spa's phone and inbox closed at 6 p.m. Hawaii time, so many messages waited a full day, and guests booked at their hotel instead.",
    solution:
      "The AI receptionist answers calls, texts, DMs and website chats around the clock, books treatments for the dates of a guest's trip and sends a confirmation with directions and parking. Google and Meta ads reach people searching for things to do in Honolulu in the weeks before they travel.",
    results:
      "Advance bookings rose **81%**, and **42%** of them now come in outside the spa's business hours. Guests hear back in **under 6 seconds**, wherever they happen to be writing from.",
    testimonial:
      "Our guests plan their trip whenever it suits them, from five or six time zones away. Now someone is always there to take the booking.",
    role: "Spa Manager",
  },

  // Other
  {
    slug: "crossroads-urgent-care-fayetteville",
    clinic: "Crossroads Urgent Care",
    specialty: "Other",
    city: "Fayetteville",
    state: "AR",
    rating: 4.8,
    metrics: [
      { type: "uplift", percent: 59, label: "more online check-ins" },
      { type: "response", seconds: 9, label: "to answer every call" },
      { type: "other", value: "−47%", label: "front-desk calls about wait times" },
    ],
    problem:
      "During flu season, Crossroads' phones were tied up by people asking about wait times and accepted insurance, while patients at the counter waited to check in. The front desk couldn't answer the phone and the lobby at the same time.",
    solution:
      "The AI receptionist now answers those calls and texts with current wait times, accepted plans and hours, and sends a link to save a spot in line online. It never assesses symptoms: anyone describing an emergency is told to call 911, and clinical questions go to staff.",
    results:
      "Online check-ins rose **59%** over the season, and calls about wait times reaching the front desk fell **47%**. Every call is answered in **under 9 seconds**, and the lobby is noticeably calmer.",
    testimonial:
      "Flu season is hard enough without the phone ringing every thirty seconds. Our staff can actually look patients in the eye at check-in now.",
    role: "Clinic Operations Lead",
  },
  {
    slug: "cottonwood-veterinary-hospital-lubbock",
    clinic: "Cottonwood Veterinary Hospital",
    specialty: "Other",
    city: "Lubbock",
    state: "TX",
    rating: 4.9,
    metrics: [
      { type: "uplift", percent: 67, label: "more wellness visits booked" },
      { type: "response", seconds: 7, label: "average reply time" },
      { type: "other", value: "$15.7k", label: "monthly revenue from reminders" },
    ],
    problem:
      "Cottonwood's wellness reminders went out as postcards, and most pet owners ignored them until a vaccine was overdue. Meanwhile the phone rang constantly with refill requests and boarding questions, and after-hours callers with a sick pet got no clear direction.",
    solution:
      "We moved wellness reminders to text, with the pet's name and a link to book, and set up the AI receptionist to take appointment requests, answer boarding questions and queue refill requests for the team to approve. After hours, urgent calls are pointed to the nearest emergency animal hospital right away.",
    results:
      "Wellness visits booked rose **67%**, worth about **$15.7k** a month, and every call or text is answered in **under 7 seconds**. The team now approves refills in batches instead of one phone call at a time.",
    testimonial:
      "People respond to a text with their dog's name in it far better than to a postcard. And nobody with an emergency gets our voicemail anymore.",
    role: "Hospital Manager",
  },
  {
    slug: "gulfside-hearing-center-sarasota",
    clinic: "Gulfside Hearing Center",
    specialty: "Other",
    city: "Sarasota",
    state: "FL",
    rating: 5,
    metrics: [
      { type: "uplift", percent: 71, label: "more hearing evaluations booked" },
      { type: "response", seconds: 15, label: "to answer every call" },
      { type: "other", value: "−32%", label: "cost per lead" },
    ],
    problem:
      "Gulfside's patients are mostly retirees, and many call after seeing a newspaper or Facebook ad, often with a son or daughter on the line. Callers who reached voicemail rarely tried again, and website leads waited until the next business day for a call back.",
    solution:
      "We set up an AI receptionist that speaks slowly and clearly, repeats dates and times, and books hearing evaluations, with the option to send the confirmation to a family member too. Facebook ads were tuned to booked evaluations, and website leads now get a call within seconds.",
    results:
      "Booked hearing evaluations rose **71%**, and cost per lead dropped **32%**. Callers are answered in **under 15 seconds**, and family members get the same confirmation text, so fewer appointments slip through the cracks.",
    testimonial:
      "My patients are not shy about telling me when something doesn't work for them. What surprised them was how clear and patient it is on the phone.",
    role: "Owner & Audiologist",
  },
];
