import type { Translation } from "../catalog.ts";
import type en from "../en/contact.ts";

export default {
  metaTitle: "ہم سے رابطہ کریں",
  metaDescription:
    "اپنے اکاؤنٹ، ادائیگی یا کسی مسئلے کے بارے میں WhatsApp پر ہماری سپورٹ ٹیم سے بات کریں۔",
  title: "ہم سے رابطہ کریں",
  intro:
    "ہماری سپورٹ ٹیم سے WhatsApp چیٹ شروع کرنے کے لیے کوئی موضوع چنیں؛ آپ کا پہلا پیغام پہلے سے لکھا ہوگا۔",
  introForm:
    "نیچے دیے گئے فارم سے ہماری سپورٹ ٹیم کو لکھیں؛ ہم ای میل سے جواب دیتے ہیں، عموماً سپورٹ کے اوقات میں۔",
  topicsTitle: "موضوعات",
  topicPick: "{topic} کے بارے میں لکھیں",
  formTitle: "ہمیں پیغام بھیجیں",
  formName: "آپ کا نام",
  formEmail: "آپ کا ای میل ایڈریس",
  formEmailHint: "ہم اسی ایڈریس پر جواب دیں گے۔",
  formTopic: "موضوع",
  formMessage: "پیغام",
  formSend: "پیغام بھیجیں",
  formSentTitle: "پیغام بھیج دیا گیا",
  formSendAnother: "ایک اور پیغام لکھیں",
  topicGeneral: "عام مدد",
  topicGeneralText: "اسٹوڈیو کے استعمال کے بارے میں سوالات۔",
  topicTechnical: "تکنیکی مسائل",
  topicTechnicalText: "کچھ ٹھیک سے کام نہیں کر رہا۔",
  topicBilling: "اکاؤنٹ اور بلنگ",
  topicBillingText: "ادائیگیاں، پلان، رقم کی واپسی اور آپ کا اکاؤنٹ۔",
  topicIdeas: "نئے فیچر کی تجویز",
  topicIdeasText: "آوازوں یا فیچرز کے لیے آپ کے خیالات۔",
  topicMessage: "السلام علیکم {siteName} سپورٹ، میرا سوال اس بارے میں ہے: {topic}۔",
  somethingElse: "کچھ اور؟ ہمیں براہِ راست لکھیں۔",
  whatsappChat: "WhatsApp پر بات کریں",
  whatsappNewTab: "(WhatsApp نئی ٹیب میں کھلے گا)",
  hoursTitle: "سپورٹ کے اوقات",
  hoursAverage: "جواب کا اوسط وقت: {time}۔",
  walletAccount: "{type} اکاؤنٹ {number} ({holder})",
  walletsAlsoAccepted: "{wallets} بھی {count, plural, one {قبول ہے} other {قبول ہیں}}۔",
  answersTitle: "فوری جوابات",
  answerFreeQ: "کیا کوئی مفت پلان ہے؟",
  answerFree:
    "جی ہاں۔ ہر نئے اکاؤنٹ کو {count, plural, one {# مفت آواز} other {# مفت آوازیں}} ملتی ہیں؛ ادائیگی کی کوئی تفصیل درکار نہیں۔",
  answerPayQ: "میں پلان کی ادائیگی کیسے کروں؟",
  answerPay:
    "پلان کی رقم ہمارے {wallet} پر بھیجیں، پھر قیمتوں والے صفحے پر ٹرانزیکشن آئی ڈی درج کریں۔",
  answerPayNoWallet: "قیمتوں والے صفحے پر پلان چنیں اور وہاں دی گئی ادائیگی کی ہدایات پر عمل کریں۔",
  answerVerifyQ: "ادائیگی کی تصدیق میں کتنا وقت لگتا ہے؟",
  answerVerify:
    "ادائیگیوں کی تصدیق {when} کی جاتی ہے۔ تصدیق ہوتے ہی آپ کے ڈیش بورڈ پر اطلاع آ جاتی ہے۔",
  answerRefundQ: "کیا مجھے رقم واپس مل سکتی ہے؟",
  answerLanguagesQ: "میں کون سی زبانیں استعمال کر سکتا ہوں؟",
  answerLanguages:
    "انگریزی، اردو اور ہندی۔ اردو، اردو رسم الخط میں اور ہندی دیوناگری میں لکھیں، پھر اردو یا ہندی آواز چنیں۔",
  answerReplyQ: "سپورٹ کتنی جلدی جواب دیتی ہے؟",
  answerReply: "عموماً {time}، ہمارے سپورٹ کے اوقات میں۔",
  answerReplySoon: "جتنی جلدی ممکن ہو، ہمارے سپورٹ کے اوقات میں۔",
} satisfies Translation<typeof en>;
