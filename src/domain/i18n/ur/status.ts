import type { Translation } from "../catalog.ts";
import type en from "../en/status.ts";

export default {
  metaTitle: "اسٹیٹس",
  metaDescription: "{siteName} کی موجودہ صورتحال: ڈیٹا بیس اور ہر اسپیچ انجن۔",
  title: "اسٹیٹس",
  intro: "{siteName} کی موجودہ صورتحال، جو یہ صفحہ کھولنے پر سرور پر جانچی جاتی ہے۔",
  refresh: "ریفریش کریں",
  refreshing: "جانچ ہو رہی ہے…",
  loading: "سروسز کی جانچ ہو رہی ہے…",
  unreachable:
    "سرور سے رابطہ نہیں ہو سکا۔ ہو سکتا ہے سروس بند ہو؛ براہِ کرم تھوڑی دیر بعد ریفریش کریں۔",
  stateUp: "فعال",
  stateDown: "دستیاب نہیں",
  stateUnknown: "نامعلوم",
  overallOperational: "تمام سسٹمز ٹھیک کام کر رہے ہیں",
  overallDegraded: "کچھ سروسز متاثر ہیں",
  overallDown: "سروس میں خلل",
  notReported: "اس سرور نے رپورٹ نہیں کیا",
  answeredIn: "{ms} ملی سیکنڈ میں جواب ملا",
  components: "اجزاء",
  componentDatabase: "ڈیٹا بیس",
  componentEmbedded: "بلٹ اِن آوازیں (eSpeak NG)",
  componentElevenlabs: "ElevenLabs کی آوازیں",
  componentOpenai: "OpenAI سے مطابقت رکھنے والی آوازیں",
  componentNeural: "نیورل آوازیں (Piper)",
  componentSpeech: "اسپیچ انجن",
  checkedAt: "آخری جانچ: {time}۔",
} satisfies Translation<typeof en>;
