import type { ServiceInput } from "../services";

/**
 * The service pages at /services/{slug}, one record each: page, footer link, sitemap entry and
 * Service structured data follow from it. The case-study figures are those of the fictional
 * sample stories in case-studies.ts.
 */
export const serviceRecords: readonly ServiceInput[] = [
  {
    slug: "ai-receptionist",
    name: "AI Receptionist",
    title: "AI Receptionist for Medical Practices",
    description:
      "An AI receptionist that answers calls, texts and DMs in under 7 seconds, 24/7, and books patients into your calendar. Live in 7 to 10 business days.",
    serviceType: "AI receptionist and appointment booking",
    hero: {
      eyebrow: "AI receptionist",
      heading: "Answer every patient in under 7 seconds, day or night",
      intro:
        "Practices miss up to {stats.calls-missed} of their calls, and most of those callers never ring back. Your AI receptionist picks up calls, texts and DMs around the clock, answers the questions your front desk hears all day, and books straight into your calendar.",
      highlights: [
        "Replies in under 7 seconds",
        "24/7 calls, texts and DMs",
        "Live in 7 to 10 business days",
      ],
    },
    benefits: {
      eyebrow: "Why practices switch",
      heading: "A front desk that never puts a patient on hold",
      intro:
        "The patient who calls at 12:30 or 7 p.m. is ready to book now. The receptionist makes sure they book with you.",
      items: [
        {
          title: "Every call answered on the first ring",
          body: "Lunch hours, busy mornings, evenings and holidays: calls are answered at once, and texts and DMs get a reply in under 7 seconds. The caller who would have tried the next clinic books with you instead.",
        },
        {
          title: "Booked straight into your calendar",
          body: "It offers real openings and follows your rules for providers, services and hours. It books, reschedules and confirms by text, so your team starts the day with a fuller schedule, not a voicemail box.",
        },
        {
          title: "Your team gets its day back",
          body: "Hours, parking, insurance basics and price ranges are answered for you, and anything clinical or urgent goes to a person straight away. Practices save around 12 hours of front-desk time a week.",
        },
      ],
    },
    scheduler: {
      eyebrow: "See it live",
      heading: "Call it yourself on a free 30-minute demo",
      intro:
        "Pick a time that suits you. We’ll put the AI receptionist on a live call, then look at your own numbers together.",
      points: [
        "A live call, booked into a real calendar",
        "Your missed-call and after-hours picture",
        "A written launch plan you keep either way",
      ],
    },
    caseStudy: {
      eyebrow: "Case study",
      heading:
        "How a San Diego dental practice stopped losing {harbor-smile-dental-san-diego.of-calls-missed-before-launch} of its calls",
      intro:
        "Harbor Smile Dental was missing calls over lunch, before 8 a.m. and after 5 p.m. Get the full story: what we set up, how the receptionist hands off insurance questions, and the numbers after three months.",
      figures: [
        { value: "+{harbor-smile-dental-san-diego.uplift}", label: "new-patient bookings" },
        {
          value: "< {harbor-smile-dental-san-diego.reply-seconds} s",
          label: "to answer every call",
        },
        {
          value: "{harbor-smile-dental-san-diego.new-production-booked-monthly}",
          label: "new production booked monthly",
        },
      ],
      namesService: false,
    },
    pricing: {
      eyebrow: "Pricing",
      heading: "Plans for one line, many lines, or your own call flows",
      intro:
        "Every plan answers calls, texts and web chat 24/7, books into your calendar and comes with a monthly report. We quote after a free demo, once we know your call volume, so you pay for the practice you have.",
      tiers: [
        {
          name: "Starter",
          fit: "For a single-location practice with one main number.",
          includes: [
            "1 phone line answered 24/7",
            "Text and web-chat replies in under 7 seconds",
            "Booking, rescheduling and text confirmations",
            "Your services, hours and policies trained in",
            "Live in 7 to 10 business days",
          ],
        },
        {
          name: "Growth",
          fit: "For busy practices with several lines or providers.",
          featured: true,
          includes: [
            "Multi-line: main, new-patient and after-hours numbers",
            "Instagram and Facebook DMs answered too",
            "Booking rules per provider and service",
            "Missed-call text-back and appointment reminders",
            "A monthly call review with our team",
          ],
        },
        {
          name: "Scale",
          fit: "For groups and multi-location practices.",
          includes: [
            "Custom call flows for every location",
            "Routing by location, provider and urgency",
            "CRM and practice-management integration",
            "Reporting across all your locations",
            "A dedicated launch manager",
          ],
        },
      ],
    },
    faqs: "service-ai-receptionist",
    moreProof: {
      heading: "Want to see more before you book?",
      body: "Read how practices like yours answer every call, or send us a question about your setup.",
    },
  },
  {
    slug: "chatbots",
    name: "Chatbots",
    title: "AI Chatbots for Practices: Web, SMS, DMs",
    description:
      "AI chatbots for your website, SMS, Instagram DMs and Facebook Messenger that answer patients in under 7 seconds and book them into your calendar, 24/7.",
    serviceType: "AI chatbot for patient messaging and booking",
    hero: {
      eyebrow: "Chatbots",
      heading: "Turn every chat into a booked appointment",
      intro:
        "Patients ask the same questions at 10 p.m. that they ask at 10 a.m. Your chatbot answers on web chat, SMS, Instagram DMs and Facebook Messenger in under 7 seconds, in your practice’s voice, and books the visit before they look elsewhere.",
      highlights: [
        "Replies in under 7 seconds",
        "4 channels, one set of answers",
        "24-hour setup for web chat",
      ],
    },
    benefits: {
      eyebrow: "Why it works",
      heading: "Answers that sound like your best front-desk person",
      items: [
        {
          title: "Trained on your practice, not the internet",
          body: "It answers from what you approve: services, price ranges, preparation, aftercare, hours and insurance basics. When a question goes beyond that, it says so and hands over to your team.",
        },
        {
          title: "It books, not just chats",
          body: "Every conversation heads somewhere useful. The chatbot offers real openings from your calendar, books the visit and sends a confirmation, so a late-night question becomes tomorrow’s appointment.",
        },
        {
          title: "Every conversation in one place",
          body: "Web chat, texts and DMs land in one inbox with a short summary, so your team sees who asked what, what was booked and what needs a person, without switching between apps.",
        },
      ],
    },
    channels: {
      eyebrow: "Channels",
      heading: "Wherever patients write to you, it answers",
      intro: "One set of answers and one booking calendar behind every channel.",
      items: [
        {
          title: "Web chat",
          body: "On every page of your site, ready the moment a visitor hesitates.",
        },
        {
          title: "SMS",
          body: "Two-way texting on your practice number, including missed-call text-back.",
        },
        {
          title: "Instagram DMs",
          body: "Questions from your posts and ads answered before the scroll moves on.",
        },
        {
          title: "Facebook Messenger",
          body: "Page messages and ad replies answered and booked, day or night.",
        },
      ],
    },
    scheduler: {
      eyebrow: "See it live",
      heading: "Chat with it on a free 30-minute demo",
      intro:
        "Pick a time. We’ll show the chatbot answering on your own website and in a DM thread, and map which channels matter most for your practice.",
      points: [
        "A live conversation that ends in a booking",
        "Your channels and message volume, reviewed",
        "A written launch plan you keep either way",
      ],
    },
    caseStudy: {
      eyebrow: "Case study",
      heading: "How a dermatology practice filled its cosmetic calendar from DMs",
      intro:
        "Magnolia Dermatology had two cosmetic providers with open time and Instagram questions answered whenever someone had a spare minute. Get the full story and the numbers six months in.",
      figures: [
        { value: "+{magnolia-dermatology-savannah.uplift}", label: "cosmetic consults" },
        {
          value: "< {magnolia-dermatology-savannah.reply-seconds} s",
          label: "reply to DMs and texts",
        },
        {
          value: "{magnolia-dermatology-savannah.added-cosmetic-revenue-each-month}",
          label: "added cosmetic revenue monthly",
        },
      ],
      namesService: true,
    },
    pricing: {
      eyebrow: "Pricing",
      heading: "Start with web chat, add channels as you grow",
      intro:
        "Every plan includes booking into your calendar, handoff to your team and a monthly conversation report. We quote after a free demo, based on your channels and message volume.",
      tiers: [
        {
          name: "Starter",
          fit: "For practices that want their website to answer.",
          includes: [
            "Web chat on every page of your site",
            "Answers trained on your services and policies",
            "Booking and confirmations in your calendar",
            "Set up within 24 hours of your kickoff call",
          ],
        },
        {
          name: "Growth",
          fit: "For practices busy in texts and social inboxes.",
          featured: true,
          includes: [
            "Web chat and SMS, with missed-call text-back",
            "Instagram DMs or Facebook Messenger",
            "One shared inbox with conversation summaries",
            "Monthly review of questions and bookings",
          ],
        },
        {
          name: "Scale",
          fit: "For multi-location practices and heavy ad spend.",
          includes: [
            "All four channels: web chat, SMS, Instagram, Messenger",
            "Custom conversation flows per location or treatment",
            "CRM integration with lead source on every booking",
            "Answers updated whenever your offers change",
          ],
        },
      ],
    },
    faqs: "service-chatbots",
  },
  {
    slug: "social",
    name: "Social Media",
    title: "Social Media Management for Practices",
    description:
      "Content planned, created and posted for Instagram, Facebook, TikTok, LinkedIn and YouTube, with every booking question answered in under 7 seconds.",
    serviceType: "Social media management",
    hero: {
      eyebrow: "Social media",
      heading: "Social media that fills the schedule, not just the feed",
      intro:
        "We plan, create and post content your future patients actually stop for, and every comment or DM that asks about booking gets an answer in under 7 seconds. You approve; we do the rest.",
      highlights: [
        "Up to 5 platforms managed",
        "Booking questions answered in under 7 seconds",
        "One approval a month",
      ],
    },
    benefits: {
      eyebrow: "Why it works",
      heading: "Content with a job to do",
      items: [
        {
          title: "Built around the treatments you want to grow",
          body: "Each month’s plan starts from your schedule: the services with open time, the seasonal offers, the questions patients keep asking. Posts are written to answer those, not to fill a calendar.",
        },
        {
          title: "Made for you, approved by you",
          body: "We write, design and edit. You review the month in one sitting and approve or mark changes. Ten minutes of phone clips from your team goes a long way; we handle the rest.",
        },
        {
          title: "Attention turned into bookings",
          body: "A post that gets people asking is only worth something if someone answers. DMs and comments about booking get a reply in under 7 seconds and a link to real openings.",
        },
      ],
    },
    channels: {
      eyebrow: "Platforms",
      heading: "The platforms your patients scroll",
      intro:
        "Pick the ones that fit your practice. We adapt every piece to each platform’s format.",
      items: [
        {
          title: "Instagram",
          body: "Reels, carousels and stories that show results and the people behind them.",
        },
        {
          title: "Facebook",
          body: "Community posts, reviews and offers for the patients who live nearby.",
        },
        {
          title: "TikTok",
          body: "Short, honest clips that answer the questions people are too shy to ask.",
        },
        {
          title: "LinkedIn",
          body: "Practice news and hiring that builds trust with referrers and staff.",
        },
        { title: "YouTube", body: "Explainers and Shorts that keep working in search for years." },
      ],
    },
    scheduler: {
      eyebrow: "Plan it with us",
      heading: "Get a social plan on a free 30-minute call",
      intro:
        "Pick a time. We’ll review your current profiles, show what’s working for practices like yours and sketch your first month of content.",
      points: [
        "An honest review of your current profiles",
        "The platforms worth your time, and the ones to skip",
        "A first-month content outline you keep",
      ],
    },
    caseStudy: {
      eyebrow: "Case study",
      heading: "How a chiropractor turned Instagram into his best source of new patients",
      intro:
        "Peak Performance Chiropractic’s patients found the clinic on Instagram, and the owner was answering DMs himself at 11 p.m. Get the full story: the seasonal content plan, the booking page and the results.",
      figures: [
        { value: "+{peak-performance-chiropractic-bend.uplift}", label: "new-patient visits" },
        { value: "< {peak-performance-chiropractic-bend.reply-seconds} s", label: "reply to DMs" },
        {
          value: "{peak-performance-chiropractic-bend.return-on-meta-ad-spend}",
          label: "return on Meta ad spend",
        },
      ],
      namesService: true,
    },
    pricing: {
      eyebrow: "Pricing",
      heading: "Priced by the channels you want us to run",
      intro:
        "Every plan includes a monthly content plan, design and copywriting, scheduling, and booking questions answered in under 7 seconds. We quote after a free call, based on channels and posting volume.",
      tiers: [
        {
          name: "Starter",
          fit: "For practices starting with one platform.",
          includes: [
            "1 channel, managed end to end",
            "A monthly content plan you approve in one sitting",
            "Posts designed, written and scheduled",
            "Booking DMs and comments answered 24/7",
          ],
        },
        {
          name: "Growth",
          fit: "For practices ready to be seen in two places.",
          featured: true,
          includes: [
            "2 channels, each in its own format",
            "Short-form video edited from your clips",
            "Review and testimonial posts, with patient consent",
            "A monthly report: reach, enquiries, bookings",
          ],
        },
        {
          name: "Scale",
          fit: "For practices that want to lead their local market.",
          includes: [
            "3+ channels, up to all five",
            "A quarterly on-site content shoot plan",
            "Paid boosts aligned with your ad campaigns",
            "Content for every location or provider",
          ],
        },
      ],
    },
    faqs: "service-social",
    related: {
      eyebrow: "Keep exploring",
      heading: "Services that make social pay off",
      links: [
        {
          title: "Chatbots",
          body: "Answer Instagram DMs and Messenger the moment a post gets someone asking.",
          href: "/services/chatbots",
        },
        {
          title: "AI Receptionist",
          body: "Catch the calls your content sends to the front desk, 24/7.",
          href: "/services/ai-receptionist",
        },
        {
          title: "Websites",
          body: "Send profile visitors to a fast page that books them.",
          href: "/services/websites",
        },
      ],
    },
  },
  {
    slug: "websites",
    name: "Websites",
    title: "Fast Websites for Medical Practices",
    description:
      "Practice websites and landing pages launched in 2 to 3 weeks, built to a sub-2-second LCP target, with booking, click-to-call and chat on every page.",
    serviceType: "Website design and landing pages",
    hero: {
      eyebrow: "Websites",
      heading: "A website that loads in under 2 seconds and books patients",
      intro:
        "Your website is where an ad click, a referral or a Google search decides whether to book. We build fast, clear practice sites and campaign landing pages, launched in 2 to 3 weeks, with booking one tap away on every screen.",
      highlights: ["Launched in 2 to 3 weeks", "Sub-2-second LCP target", "Booking on every page"],
    },
    benefits: {
      eyebrow: "Why it works",
      heading: "Built to convert, not just to look good",
      items: [
        {
          title: "Fast on the phone in a patient’s hand",
          body: "We build to a sub-2-second largest-contentful-paint target on a mid-range phone over 4G. Every extra second of loading costs bookings; yours won’t pay that price.",
        },
        {
          title: "A clear path to booking",
          body: "Treatment pages answer the real questions, prices and all, then put a booking button, click-to-call and chat within a thumb’s reach. Visitors never have to hunt for the next step.",
        },
        {
          title: "Landing pages for every campaign",
          body: "Each ad points to a page made for it, with the same offer and words the patient just clicked. That match is what brings cost per lead down.",
        },
      ],
    },
    scheduler: {
      eyebrow: "Talk it through",
      heading: "Get a free website review on a 30-minute call",
      intro:
        "Pick a time. We’ll measure your current site’s speed on a phone, walk through its booking path and show you what we would change first.",
      points: [
        "Your site’s real speed on a mid-range phone",
        "Where visitors drop off before booking",
        "A page-by-page plan you keep either way",
      ],
    },
    caseStudy: {
      eyebrow: "Case study",
      heading:
        "How a medspa grew first visits {rosewater-aesthetic-studio-naperville.uplift} with a faster, clearer site",
      intro:
        "Rosewater Aesthetic Studio’s site was slow on phones and hid its prices. Get the full story: the rebuild, the treatment landing pages and the chatbot that now answers at midnight.",
      figures: [
        {
          value: "+{rosewater-aesthetic-studio-naperville.uplift}",
          label: "first visits in four months",
        },
        {
          value: "< {rosewater-aesthetic-studio-naperville.reply-seconds} s",
          label: "answer to website chats",
        },
        {
          value: "{rosewater-aesthetic-studio-naperville.front-desk-time-saved-weekly}",
          label: "front-desk time saved weekly",
        },
      ],
      namesService: true,
    },
    pricing: {
      eyebrow: "Pricing",
      heading: "From one landing page to a multi-location site",
      intro:
        "Every plan includes design, copywriting, a sub-2-second LCP target, booking and click-to-call on every page, and launch in 2 to 3 weeks. We quote after a free review, based on the pages you need.",
      tiers: [
        {
          name: "Starter",
          fit: "For a campaign that needs a page that converts.",
          includes: [
            "1 high-converting landing page",
            "Booking, click-to-call and lead form",
            "Matched to your ad’s offer and wording",
            "Conversion tracking for your ad platforms",
          ],
        },
        {
          name: "Growth",
          fit: "For practices replacing a slow or dated website.",
          featured: true,
          includes: [
            "A full practice website, up to 15 pages",
            "Treatment pages written to answer real questions",
            "Web chat and booking on every page",
            "Local search basics: speed, structure, Google profile",
          ],
        },
        {
          name: "Scale",
          fit: "For groups and practices running many campaigns.",
          includes: [
            "Multi-location site with a page per office",
            "A landing page for every campaign",
            "Monthly conversion testing and improvements",
            "Reporting from first visit to booked appointment",
          ],
        },
      ],
    },
    faqs: "service-websites",
    related: {
      eyebrow: "Keep exploring",
      heading: "Make every visit count",
      links: [
        {
          title: "Chatbots",
          body: "Answer the visitor who has one more question before booking.",
          href: "/services/chatbots",
        },
        {
          title: "AI Receptionist",
          body: "Pick up every call your website sends, in under 7 seconds.",
          href: "/services/ai-receptionist",
        },
        {
          title: "Custom Systems",
          body: "Connect your site’s forms to your CRM and practice software.",
          href: "/services/custom-systems",
        },
      ],
    },
  },
  {
    slug: "custom-systems",
    name: "Custom Systems",
    title: "Custom Automation Systems for Practices",
    description:
      "Custom automations for medical practices: intake, reminders, recalls, reviews and reporting, connected to the phone, calendar and CRM you already use.",
    serviceType: "Custom workflow automation and CRM integration",
    hero: {
      eyebrow: "Custom systems",
      heading: "Automations built around how your practice already works",
      intro:
        "Intake, reminders, recalls, review requests, reporting: the jobs that eat your team’s week. We connect your phone, calendar, CRM and practice software so the busywork runs itself, and your people do the work only people can do.",
      highlights: [
        "Scoped in writing before we build",
        "Works with the tools you use",
        "No PHI stored on our side",
      ],
    },
    benefits: {
      eyebrow: "Why it works",
      heading: "Less copy-paste, fewer dropped balls",
      items: [
        {
          title: "Designed around your workflow",
          body: "We start by watching how a lead, a booking and a recall actually move through your practice today, then automate the steps that are repetitive and error-prone, not the ones that need judgement.",
        },
        {
          title: "Connected to what you already use",
          body: "Phone, calendar, CRM, practice-management software, forms and spreadsheets: we make them talk to each other, so nobody retypes a patient’s details or forgets a follow-up.",
        },
        {
          title: "Numbers you can finally trust",
          body: "One dashboard shows where each new patient came from, how fast they were answered and whether they booked. Decisions about ads and staffing stop being guesses.",
        },
      ],
    },
    scheduler: {
      eyebrow: "Scope it with us",
      heading: "Map your first automation on a free 30-minute call",
      intro:
        "Pick a time. We’ll walk through where your team loses hours each week and which one automation would give the most back.",
      points: [
        "A walk-through of your current tools and workflow",
        "The one automation with the fastest payback",
        "A written scope you keep either way",
      ],
    },
    caseStudy: {
      eyebrow: "Case study",
      heading:
        "How a family dentist brought {cedar-ridge-family-dentistry-lakewood.overdue-patients-back-on-the-schedule} overdue patients back",
      intro:
        "Cedar Ridge Family Dentistry worked its recall list by hand on slow afternoons, and there were never enough of them. Get the full story: the automated recall sequence and what it booked in 90 days.",
      figures: [
        {
          value: "{cedar-ridge-family-dentistry-lakewood.overdue-patients-back-on-the-schedule}",
          label: "overdue patients back on the schedule",
        },
        { value: "+{cedar-ridge-family-dentistry-lakewood.uplift}", label: "hygiene appointments" },
        {
          value: "{cedar-ridge-family-dentistry-lakewood.hygiene-production-in-90-days}",
          label: "hygiene production in 90 days",
        },
      ],
      namesService: true,
    },
    pricing: {
      eyebrow: "Pricing",
      heading: "Scoped to the work, priced in writing",
      intro:
        "Every plan includes discovery, build, testing with your team and support after launch. We quote after a free call, once we know which tools and workflows are involved.",
      tiers: [
        {
          name: "Starter",
          fit: "For one workflow that costs your team hours.",
          includes: [
            "1 automated workflow, such as recalls or reminders",
            "Connected to up to 2 of your tools",
            "Tested with your team before launch",
            "30 days of adjustments after go-live",
          ],
        },
        {
          name: "Growth",
          fit: "For practices ready to connect the whole patient journey.",
          featured: true,
          includes: [
            "Several workflows, from first enquiry to recall",
            "CRM pipeline with lead source on every patient",
            "Review requests and no-show recovery",
            "A dashboard of leads, response times and bookings",
          ],
        },
        {
          name: "Scale",
          fit: "For groups with several locations or systems.",
          includes: [
            "A custom build across locations and systems",
            "Integrations with your practice-management software",
            "Role-based reporting for owners and managers",
            "Ongoing improvements with a dedicated engineer",
          ],
        },
      ],
    },
    faqs: "service-custom-systems",
    related: {
      eyebrow: "Keep exploring",
      heading: "Where custom systems start",
      links: [
        {
          title: "AI Receptionist",
          body: "The front door of most systems we build: every call answered and booked.",
          href: "/services/ai-receptionist",
        },
        {
          title: "Chatbots",
          body: "Web chat, SMS and DMs feeding the same pipeline and calendar.",
          href: "/services/chatbots",
        },
        {
          title: "Websites",
          body: "Forms and landing pages that hand every lead straight to your CRM.",
          href: "/services/websites",
        },
      ],
    },
  },
];
