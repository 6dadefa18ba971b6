import type { PageContent } from "#app/features/pages/content/types.ts";

const content: PageContent = {
  about: {
    title: "About {brand}",
    description:
      "{brand} is an international boat marketplace where dealers, brokers and builders list new and used boats, and buyers find their next one in their own language.",
    lead: [
      "{brand} is an online marketplace for boats. Dealers, brokers and boatbuilders list new and used motorboats, sailboats, catamarans, RIBs and life rafts; buyers search them across borders and contact the seller directly.",
      "We built {brand} because buying a boat is a big decision and the tools for it had not kept up. Listings were scattered across national sites, half-translated, priced in a currency you had to convert and measured in a unit you had to guess. We wanted one place that is fast, clear and honest, in English, French, Italian and Spanish.",
    ],
    sections: [
      {
        id: "buyers",
        heading: "For buyers",
        blocks: [
          "Searching is free and needs no account. Filter by type, condition, brand and model, price, length, year, country, fuel, hull material, cabins, berths and equipment, then sort the results the way you think about them. Every search lives in its address, so you can bookmark it or send it to a friend.",
          {
            list: [
              "Prices are shown in the seller’s currency with the VAT status spelled out, and lengths in feet or meters depending on your language.",
              "You can search several countries at once: the right boat is often one border away.",
              "Each listing shows who is selling it, how long they have been on {brand}, which languages they speak and, when we know it, how quickly they usually answer.",
              "Your message goes straight to the seller’s team. {brand} never charges buyers a fee.",
            ],
          },
        ],
      },
      {
        id: "professionals",
        heading: "For boating professionals",
        blocks: [
          "{brand} is made for people who sell boats for a living. A team account lets a dealership or brokerage work together: members share the stock, the inbox and the statistics, with roles that decide who can change what.",
          {
            list: [
              "A listing editor that saves as you type, checks what is missing before you publish, and takes photos straight from your phone.",
              "An inbox that groups every buyer’s messages by boat, screens out spam, and lets the team reply and keep private notes.",
              "Statistics on views, detailed views and clicks, by day, week or month, with your most viewed boats.",
              "A public profile in the [professionals network](/professionals), listing your boats, the languages you speak and your response time.",
              "An open API, documented at /api/docs, so your own software can publish to {brand} without double entry.",
            ],
          },
          "The [plans](/pricing) page explains what each subscription includes.",
        ],
      },
      {
        id: "trust",
        heading: "Trust and verification",
        blocks: [
          "A marketplace is only as good as the listings on it. Before a team receives the verified badge, we check that the business exists and is registered, that the person managing the account works there, and that the published contact details reach that business. We moderate new listings, act quickly on reports, and remove sellers who mislead buyers.",
          "We do not sell boats ourselves and we never take a commission on a sale. That keeps our incentives simple: the better buyers and sellers find each other, the better {brand} does.",
        ],
      },
      {
        id: "partners",
        heading: "Everything around the purchase",
        blocks: [
          "A boat comes with a berth to find, a survey to book, insurance, financing and sometimes a trip by road or sea. Our [partners directory](/partners) lists marinas, surveyors, insurers, lenders, transporters, shipyards, sailmakers, electronics specialists and maritime lawyers who work with buyers and sellers every day.",
        ],
      },
      {
        id: "international",
        heading: "International by design",
        blocks: [
          "{brand} speaks American and British English, French, Italian and Spanish, and every page exists in each of them. Dates, numbers, prices and lengths follow the conventions of the language you choose. Our teams and our partners work across Europe, the United Kingdom and North America.",
        ],
      },
      {
        id: "contact",
        heading: "Talk to us",
        blocks: [
          "Questions, suggestions or a partnership idea? Write to us through the [contact page](/contact) or at {supportEmail}. Our support team usually answers within {responseHours} hours.",
        ],
      },
    ],
  },

  terms: {
    title: "Terms of use",
    description:
      "The rules for using {brand}: accounts and teams, listings, messages, plans, buying a boat through the marketplace, liability and your rights.",
    lead: [
      "These terms govern your use of {brand}, its website, its applications and its API (together, the “service”). Please read them carefully: by creating an account or using the service, you agree to them. If you use {brand} on behalf of a business, you accept these terms for that business and confirm that you may bind it.",
      "Nothing in these terms takes away rights you have as a consumer under the law of the country where you live.",
    ],
    sections: [
      {
        id: "definitions",
        heading: "1. Definitions",
        blocks: [
          {
            list: [
              "“We”, “us” and “{brand}” mean the company that operates the service.",
              "“Visitor” means anyone who browses the service without an account.",
              "“Buyer” means a person who searches for boats or contacts a seller through the service.",
              "“Seller” means a business (a dealer, broker, boatbuilder or other boating professional) that lists boats on the service through a team.",
              "“Team” means the account of a seller, shared by its members, each with a role (owner, admin or member).",
              "“Listing” means a boat advertisement with its text, photos, price and other details.",
              "“Content” means anything you publish or send through the service: listings, photos, profiles and messages.",
            ],
          },
        ],
      },
      {
        id: "role",
        heading: "2. What {brand} does, and does not do",
        blocks: [
          "{brand} is a marketplace: we publish sellers’ listings, help buyers find them and pass messages between them. We are not the seller, the buyer, a broker or an agent of either party. We do not own, inspect, survey or deliver the boats listed, and we are not a party to any contract between a buyer and a seller.",
          "Sellers are solely responsible for their listings and for the boats they offer. We check listings for obvious problems and act on reports, but we cannot guarantee that every listing is accurate, that a boat is still available, or that a transaction will be completed.",
        ],
      },
      {
        id: "accounts",
        heading: "3. Accounts and teams",
        blocks: [
          {
            list: [
              "You must be at least 18 years old and able to enter into a binding contract to create an account.",
              "The information you give us must be true and kept up to date. One person, one account: do not share your credentials.",
              "You are responsible for keeping your password secret and for everything done through your account. Tell us at once at {supportEmail} if you think someone else has used it. You can see and sign out your active sessions from your security settings.",
              "A team’s owners decide who joins it and which role each member has. Owners and admins are responsible for the actions of the members they invite. A team always keeps at least one owner.",
              "You can delete your account at any time from your settings. Deleting an account or a team is irreversible; what it removes is explained on the page before you confirm.",
            ],
          },
        ],
      },
      {
        id: "sellers",
        heading: "4. Sellers",
        blocks: [
          "Only businesses may list boats. By creating a team you confirm that you act for the purposes of your trade, business or profession, and that you will comply with the laws that apply to you, including consumer protection, distance selling, tax, anti-money-laundering and sanctions rules. Buyers who are consumers may have statutory rights against you that these terms cannot limit.",
          "We may ask a team for evidence of its identity and registration at any time. The verified badge means that we have checked that the business exists, that the person managing the account works there, and that its contact details reach it. It is not an endorsement of the business or of any boat it sells.",
        ],
      },
      {
        id: "listings",
        heading: "5. Listings",
        blocks: [
          "When you publish a listing, you promise that:",
          {
            list: [
              "the boat exists, is available for sale and you are entitled to sell it or to offer it on the owner’s behalf;",
              "the description, specifications, photos, location and condition are accurate and not misleading, and any known defect that matters to a buyer is disclosed;",
              "the price is the real asking price, in the stated currency, and the listing says whether VAT is included;",
              "you hold the rights to every photo and text you upload, and they show the boat on offer;",
              "you will mark the boat as under offer or sold, or withdraw it, as soon as it is no longer available.",
            ],
          },
          "Listings must not contain contact details meant to bypass the service, links to other marketplaces, discriminatory or offensive content, or boats that are stolen, subject to sanctions or otherwise illegal to sell. We may review, refuse, edit for formatting, hide or remove any listing that breaks these terms or the law, and we will tell you why unless the law prevents it. Listings that have not been updated for a long time may be marked as stale or hidden.",
        ],
      },
      {
        id: "plans",
        heading: "6. Plans, prices and payment",
        blocks: [
          "The free plan lets a team create its account and profile but does not allow posting boats. Paid plans add unlimited listings and the other features described on the [plans page](/pricing); a customized plan is available on request.",
          {
            list: [
              "Prices, billing period and taxes are shown before you pay. You authorize us and our payment provider to charge the chosen payment method for each period until you cancel.",
              "Subscriptions renew automatically. You can cancel at any time from your dashboard; the cancellation takes effect at the end of the period already paid, and your listings are then unpublished but kept.",
              "We may change our prices for future periods. We will tell you at least 30 days before a change applies to you, and you may cancel before it does.",
              "Except where the law gives you a right to a refund, amounts already paid are not refunded for a partly used period.",
            ],
          },
        ],
      },
      {
        id: "messages",
        heading: "7. Contacting sellers and messages",
        blocks: [
          "Buyers may contact a seller through the form on each listing. The message, with the name, e-mail address and optional phone number the buyer gives, is delivered to the seller’s team so that they can answer. Use messages only to discuss the boat concerned: no advertising, no bulk messages and no harassment.",
          "To protect buyers and sellers, messages may be screened automatically for spam and fraud. Suspicious messages may be held for review or not delivered, and senders who abuse the service may be blocked.",
        ],
      },
      {
        id: "buying",
        heading: "8. Buying a boat",
        blocks: [
          "Any sale is a contract between the buyer and the seller alone. Before you pay for a boat, we strongly recommend that you:",
          {
            list: [
              "inspect the boat in person and arrange a sea trial;",
              "have it examined by an independent, qualified marine surveyor;",
              "check the ownership documents, the registration, the builder’s plate, the hull identification number and that the boat is free of any charge or debt;",
              "confirm its VAT and import status, and the costs of moving it to where you will keep it;",
              "pay only through traceable means and never send money to an account that does not belong to the seller.",
            ],
          },
          "If a seller asks you to pay before you have seen the boat, to use an unusual payment method, or to continue the conversation outside {brand} with urgency, stop and tell us.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "9. Acceptable use",
        blocks: [
          "You must not:",
          {
            list: [
              "copy, scrape or harvest listings, profiles or contact details by automated means, except through our API within its documented limits;",
              "interfere with the security or the operation of the service, probe it for vulnerabilities without our permission, or get around a rate limit or a restriction of your plan;",
              "upload malware, or content that is unlawful, defamatory or infringes someone else’s rights;",
              "impersonate anyone, or misrepresent your connection with a business.",
            ],
          },
          "If you find a security issue, please report it to {supportEmail}; we welcome responsible disclosure.",
        ],
      },
      {
        id: "content",
        heading: "10. Your content and our rights",
        blocks: [
          "You keep ownership of the content you publish. You grant us a worldwide, non-exclusive, royalty-free license to host, reproduce, adapt (for example, resize photos or translate labels), display and distribute it for the purpose of running and promoting the service, including in search engines, brochures and partner feeds. The license ends when you delete the content, except for copies kept for legal reasons or in backups for a limited time.",
          "The service itself, its software, design and brand belong to us or our licensors. These terms give you no right to use them except as needed to use the service.",
        ],
      },
      {
        id: "third-parties",
        heading: "11. Partners and third-party services",
        blocks: [
          "The partners directory and some links lead to services operated by others. We select partners with care but are not responsible for their services, prices or terms, which you agree with them directly.",
        ],
      },
      {
        id: "availability",
        heading: "12. Availability and changes to the service",
        blocks: [
          "We work to keep {brand} available and fast, but the service is provided as it is and may occasionally be interrupted for maintenance or reasons beyond our control. We may improve, change or withdraw features; if a change materially reduces what you pay for, we will tell you in advance and you may cancel.",
        ],
      },
      {
        id: "liability",
        heading: "13. Liability",
        blocks: [
          "Nothing in these terms excludes or limits liability that cannot be excluded or limited by law, such as liability for death or personal injury caused by negligence, for fraud, or, for consumers, the statutory rights that apply to you.",
          "Subject to that, we are not liable for the acts or omissions of buyers, sellers or partners, for the accuracy of listings, or for losses that were not reasonably foreseeable. For business users, our total liability arising from the service in any twelve-month period is limited to the amounts the team paid us during that period, and we are not liable for loss of profit, revenue, business or data.",
          "If you use the service as a business, you will indemnify us against claims by third parties resulting from your listings or your breach of these terms.",
        ],
      },
      {
        id: "termination",
        heading: "14. Suspension and termination",
        blocks: [
          "We may suspend or close an account or a team that breaks these terms or the law, puts other users at risk, or has been inactive for a long time. Unless the law or an urgent risk prevents it, we will tell you the reason first and give you a chance to respond. You may stop using the service and delete your account at any time.",
        ],
      },
      {
        id: "complaints",
        heading: "15. Reports, complaints and disputes",
        blocks: [
          "To report an illegal listing or message, or to complain about a decision we took about your content, write to {supportEmail} with the address of the page concerned and your reasons. We handle reports diligently and without undue delay, and we explain our decisions.",
          "These terms are governed by the law of the country where the operating company is established. If you are a consumer, you also benefit from the mandatory protections of the law of the country where you live and may bring proceedings in its courts. Before going to court, please contact us: most problems are solved quickly.",
        ],
      },
      {
        id: "changes",
        heading: "16. Changes to these terms",
        blocks: [
          "We may update these terms to reflect changes to the service or the law. We will announce material changes by e-mail or on the service at least 30 days before they take effect. If you do not agree, you may close your account before then; continuing to use the service afterwards means you accept the new terms.",
        ],
      },
      {
        id: "contact",
        heading: "17. Contact",
        blocks: ["Questions about these terms? Write to {supportEmail} or use the [contact page](/contact)."],
      },
    ],
  },

  privacy: {
    title: "Privacy policy",
    description:
      "What personal data {brand} processes, why, for how long and with whom, the cookies we use, and your rights under the GDPR, the UK GDPR and California law.",
    lead: [
      "This policy explains what personal data {brand} collects when you use our website, applications and API, why we use it, who receives it and how long we keep it, and the rights you have. We collect only what the service needs, and we never sell your personal data.",
      "The company that operates {brand} is the controller of your data. For any question about this policy or your data, write to {supportEmail}.",
    ],
    sections: [
      {
        id: "data",
        heading: "1. The data we process",
        blocks: [
          {
            list: [
              "Account: your first and last name, e-mail address, password (stored only as an irreversible argon2id hash), interface language, avatar if you add one, the teams you belong to and your role in each.",
              "Teams and profiles: the team’s name, country, city and address, website, phone and e-mail, currency and unit preferences, banner, logo, description, spoken languages and verification status. Team details are business information, but they may identify a person, for example a sole trader.",
              "Listings: the boat’s details, photos, location and price. Photos are resized on upload and their embedded metadata (EXIF, which can include the place and time a photo was taken) is removed.",
              "Messages: when a buyer contacts a seller, the name, e-mail address, optional phone number and message the buyer provides, the seller’s replies and the team’s private notes, and the result of our spam screening.",
              "Support requests: what you write through the contact form, with your name, e-mail address, optional phone number and topic.",
              "Audience statistics: views, detailed views and clicks on listings, with the time and the boat concerned. The visitor is recorded only as a one-way hash, which lets us count unique visitors but cannot be turned back into an IP address or a person.",
              "Sessions and security: for each signed-in session, a hash of its token, when it was last used and the browser it was opened with, so that you can review your sessions and sign them out. Our servers also process IP addresses briefly to limit abuse, such as repeated failed logins.",
              "E-mails: the transactional e-mails we send you (account, password reset, invitations, message notifications, support acknowledgements) and the delivery information our e-mail provider returns.",
            ],
          },
        ],
      },
      {
        id: "purposes",
        heading: "2. Why we use it, and on which legal basis",
        blocks: [
          {
            table: {
              head: ["Purpose", "Legal basis (GDPR / UK GDPR)"],
              rows: [
                [
                  "Creating and running your account and team, publishing listings",
                  "Performance of our contract with you",
                ],
                [
                  "Delivering buyers’ messages to sellers and their replies",
                  "Performance of the contract; legitimate interest of buyers and sellers in getting in touch",
                ],
                [
                  "Answering support requests",
                  "Legitimate interest in helping you; contract, when you are a customer",
                ],
                [
                  "Billing and accounting for paid plans",
                  "Contract; legal obligation to keep accounting records",
                ],
                [
                  "Statistics for sellers and improving the service",
                  "Legitimate interest, with hashed visitor identifiers to limit the impact on you",
                ],
                [
                  "Preventing fraud, spam and abuse; securing the service",
                  "Legitimate interest; legal obligation where it applies",
                ],
                [
                  "Remembering your language and display choices",
                  "Legitimate interest (functionality you asked for)",
                ],
                ["Optional audience measurement tools", "Your consent, where the law requires it"],
              ],
            },
          },
          "We do not use your data to make decisions that have legal or similarly significant effects on you by automated means alone. Messages held by our spam screening are reviewed by a person before any lasting decision.",
        ],
      },
      {
        id: "cookies",
        heading: "3. Cookies and local storage",
        blocks: [
          "We use only the cookies the service needs to work. They contain no advertising identifiers and are never shared with advertisers.",
          {
            table: {
              head: ["Name", "Purpose", "Lifetime"],
              rows: [
                [
                  "`{tokenCookie}`",
                  "Keeps you signed in. It holds a random session token and cannot be read by the page’s scripts.",
                  "Until you sign out or the session expires (30 days by default)",
                ],
                ["`team_id`", "Remembers which of your teams you are working in.", "One year"],
                ["`locale`", "Remembers the language you chose.", "365 days"],
                [
                  "`flash`, `return_to`",
                  "Carry a one-time message, or the page to return to after logging in.",
                  "A few minutes at most",
                ],
                [
                  "`{oldTokenCookie}`, `impersonation_return`",
                  "Set only when a member of our support staff signs in as a customer to help them, so that they can return to their own account.",
                  "Until the staff member returns to their account",
                ],
              ],
            },
          },
          "Your light or dark color-mode preference is kept in your browser’s local storage. It never leaves your device and you can clear it at any time in your browser settings.",
          "If we enable an audience-measurement tool, it may set its own cookies; where the law requires your consent, we ask for it before the tool is loaded.",
        ],
      },
      {
        id: "recipients",
        heading: "4. Who receives your data",
        blocks: [
          {
            list: [
              "Sellers you contact receive your message and the contact details you chose to give.",
              "Members of your team see the team’s boats, messages and notes, according to their role.",
              "Service providers who process data for us under contract and our instructions: hosting, e-mail delivery, payment and support tools.",
              "Authorities, courts or advisers when the law requires it or to establish, exercise or defend legal claims.",
              "A buyer of all or part of our business, who would be bound by this policy.",
            ],
          },
          "We do not sell your personal data and we do not share it for cross-context behavioral advertising.",
        ],
      },
      {
        id: "transfers",
        heading: "5. International transfers",
        blocks: [
          "{brand} serves Europe, the United Kingdom and North America. When data leaves the European Economic Area or the United Kingdom, we rely on an adequacy decision or on the European Commission’s standard contractual clauses and the UK addendum, with additional safeguards where needed. You can ask us for a copy of these safeguards.",
        ],
      },
      {
        id: "retention",
        heading: "6. How long we keep it",
        blocks: [
          {
            list: [
              "Account data: as long as your account exists. When you delete it, your sessions, memberships and pending reset links go with it, and teams of which you were the only member are deleted with their boats, messages and statistics.",
              "Listings and messages: as long as the team that holds them exists, or until the team deletes them.",
              "Support requests: for as long as we need them to help you, then no longer than two years.",
              "Statistics: kept with the team’s boats; visitors are only ever stored hashed.",
              "Billing records: for the period required by accounting and tax law, usually up to ten years.",
              "Backups are kept for a limited time and overwritten on a rolling basis.",
            ],
          },
        ],
      },
      {
        id: "security",
        heading: "7. Security",
        blocks: [
          "Passwords are hashed with argon2id, and session tokens are stored only as hashes, so a copy of our database would contain neither. Traffic is encrypted, access to personal data is limited to the staff who need it, and every action in our back office is logged. No system is perfectly secure: if a breach affects your data and puts you at risk, we will tell you and the authorities as the law requires.",
        ],
      },
      {
        id: "rights",
        heading: "8. Your rights in the EU and the United Kingdom",
        blocks: [
          "Under the GDPR and the UK GDPR you have the right to access your data, to have it corrected or erased, to restrict or object to its use, to receive it in a portable format, and to withdraw your consent at any time where we rely on it. You can update most of your data yourself in your settings and delete your account from the security page.",
          "For anything else, write to {supportEmail}. We answer within one month and may ask you to confirm your identity. You also have the right to complain to a supervisory authority: the data protection authority of the EU country where you live or work, or the Information Commissioner’s Office (ICO) in the United Kingdom.",
        ],
      },
      {
        id: "california",
        heading: "9. Your rights in California and other US states",
        blocks: [
          "If you live in California, the California Consumer Privacy Act, as amended by the CPRA, gives you the right to know which categories and pieces of personal information we collect, use and disclose; to have it deleted or corrected; to opt out of its sale or sharing; and to limit the use of sensitive personal information. We do not sell or share personal information as those terms are defined, and we do not use sensitive personal information to infer characteristics about you.",
          "The categories we collect are those described in section 1: identifiers and contact details, commercial information about listings and subscriptions, internet activity on our service, and the content of your messages. We will not treat you differently for exercising your rights. You or an agent you authorize can make a request at {supportEmail}; we will verify the request before acting on it. Residents of other US states with similar laws have the same rights and can use the same address.",
        ],
      },
      {
        id: "children",
        heading: "10. Children",
        blocks: [
          "{brand} is meant for adults. We do not knowingly collect data from anyone under 16; if you believe a child has given us personal data, tell us and we will delete it.",
        ],
      },
      {
        id: "changes",
        heading: "11. Changes to this policy",
        blocks: [
          "We will update this policy when our practices or the law change. The date at the top shows the current version; we will tell you by e-mail or on the service before a significant change takes effect.",
        ],
      },
      {
        id: "contact",
        heading: "12. Contact",
        blocks: [
          "For any question or request about your personal data, write to {supportEmail} or use the [contact page](/contact), choosing the “Account” topic.",
        ],
      },
    ],
  },
  ordering: {
    title: "How results are ordered",
    description:
      "How {brand} orders boat search results: recent listings and real changes first, confirmations never a way to climb, and no paid placement.",
    lead: [
      "The order of search results decides which boats buyers see first, so it has to be fair to every seller and useful to every buyer. This page explains it in plain words. The same rule applies to everyone, whatever their plan.",
    ],
    sections: [
      {
        id: "default",
        heading: "The default order",
        blocks: [
          "Unless you choose another sort, results are ordered by the last time each listing changed in a way buyers can see: when it was first published, or when its seller last changed its content. The most recently changed come first. Listings changed at the same moment keep a stable order, the newer listing first.",
          {
            list: [
              "Moves a boat up: a new listing, or a change to its price, description, specifications, engines, equipment or location.",
              "Does not move a boat: confirming it is still available, saving it without changing anything, taking it offline and publishing it again, changing its photos, or changing what only the seller sees, such as a private stock code.",
            ],
          },
        ],
      },
      {
        id: "confirmations",
        heading: "Confirming a boat is still available",
        blocks: [
          "Sellers confirm regularly that their boats are still for sale, and every listing shows buyers the date of its last confirmation. A boat that nobody on its seller’s team has confirmed, edited or published for {staleAfterDays} days is taken out of the search until they confirm it; a week before, the team receives a reminder.",
          "Confirming is not a way to climb the results: a confirmed boat keeps exactly the place it had. It only keeps the boat in the search.",
        ],
      },
      {
        id: "other-sorts",
        heading: "Other sorts and keyword searches",
        blocks: [
          "When you search with keywords, results are ordered by relevance: how well the title, brand, model and description match your words. You can also sort by newest listing, by price or by year at any time, with the sort menu above the results.",
        ],
      },
      {
        id: "fairness",
        heading: "What never changes the order",
        blocks: [
          "No seller can pay for a better place in the results, and the plan a seller is on does not change the order. Listings that look like another seller’s boat are reviewed by our team: they are never merged or hidden automatically. Questions about a listing’s place are welcome on the [contact page](/contact).",
        ],
      },
    ],
  },
};

export default content;
