// Contact facts (docs/i18n.md): the contact page, and the support pieces the help centre shares
// with it (quick answers, support hours, WhatsApp links, wallets).
export default {
  metaTitle: "Contact us",
  metaDescription:
    "Talk to our support team on WhatsApp about your account, payments or a problem.",
  title: "Contact us",
  intro:
    "Pick a topic to start a WhatsApp chat with our support team; your first message is written for you.",
  introForm:
    "Write to our support team with the form below; we answer by e-mail, usually within our support hours.",
  topicsTitle: "Topics",
  topicPick: "Write about {topic}",
  formTitle: "Send us a message",
  formName: "Your name",
  formEmail: "Your e-mail address",
  formEmailHint: "We answer to this address.",
  formTopic: "Topic",
  formMessage: "Message",
  formSend: "Send message",
  formSentTitle: "Message sent",
  formSendAnother: "Write another message",
  topicGeneral: "General Support",
  topicGeneralText: "Questions about using the studio.",
  topicTechnical: "Technical Issues",
  topicTechnicalText: "Something is not working as it should.",
  topicBilling: "Account & Billing",
  topicBillingText: "Payments, plans, refunds and your account.",
  topicIdeas: "Feature Requests",
  topicIdeasText: "Ideas for voices or features you would like.",
  topicMessage: "Hello {siteName} support, I have a question about: {topic}.",
  somethingElse: "Something else? Write to us directly.",
  whatsappChat: "Chat on WhatsApp",
  whatsappNewTab: "(opens WhatsApp in a new tab)",
  hoursTitle: "Support hours",
  hoursAverage: "Average response time: {time}.",
  walletAccount: "{type} account {number} ({holder})",
  walletsAlsoAccepted: "{wallets} {count, plural, one {is} other {are}} also accepted.",
  answersTitle: "Quick Answers",
  answerFreeQ: "Is there a free plan?",
  answerFree:
    "Yes. Every new account gets {count, plural, one {# free voice generation} other {# free voice generations}}; no payment details needed.",
  answerPayQ: "How do I pay for a plan?",
  answerPay:
    "Send the plan's amount to our {wallet}, then enter the transaction ID on the pricing page.",
  answerPayNoWallet:
    "Choose a plan on the pricing page and follow the payment instructions shown there.",
  answerVerifyQ: "How long does payment verification take?",
  answerVerify:
    "Payments are verified {when}. Your dashboard shows a notification once it is done.",
  answerRefundQ: "Can I get a refund?",
  answerLanguagesQ: "Which languages can I use?",
  answerLanguages:
    "English, Urdu and Hindi. Type Urdu in Urdu script and Hindi in Devanagari, then pick an Urdu or Hindi voice.",
  answerReplyQ: "How fast will support reply?",
  answerReply: "Usually {time}, within our support hours.",
  answerReplySoon: "As soon as we can, within our support hours.",
} as const;
