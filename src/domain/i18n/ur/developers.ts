import type { Translation } from "../catalog.ts";
import type en from "../en/developers.ts";

export default {
  metaTitle: "API",
  metaDescription:
    "{siteName} کو ان ٹولز سے استعمال کریں جو ElevenLabs یا OpenAI کی اسپیچ API استعمال کرتے ہیں۔",
  title: "API",
  intro:
    "جو ٹولز پہلے سے ElevenLabs یا OpenAI ٹیکسٹ ٹو اسپیچ کے ساتھ کام کرتے ہیں، وہ {siteName} کے ساتھ بھی کام کرتے ہیں: بیس URL {base} رکھیں (OpenAI کے لیے: {openaiBase}) اور اپنی کوئی ایک کلید استعمال کریں۔ ہر کال آپ کے پلان کی ایک آواز شمار ہوتی ہے، بالکل {studio} کی طرح، اور آپ کی ہسٹری میں API کے نشان کے ساتھ دکھائی دیتی ہے۔",
  introStudio: "اسٹوڈیو",
  keysTitle: "آپ کی API کلیدیں",
  examplesTitle: "مثالیں",
  endpointsTitle: "اینڈ پوائنٹس",
  errors:
    "غلطیاں ہر انداز کی اپنی شکل میں آتی ہیں: ElevenLabs {elevenlabs}، OpenAI {openai}۔ ختم شدہ پلان پر 401 quota_exceeded (ElevenLabs) یا 429 insufficient_quota (OpenAI) ملتا ہے۔ {openapi} ہر درخواست کی تفصیل بتاتی ہے۔",
  errorsOpenapi: "OpenAPI دستاویز",
  exampleCurlOpenai: "curl (OpenAI انداز)",
  exampleCurlElevenlabs: "curl (ElevenLabs انداز)",
  endpointVoices:
    "ہر وہ آواز جو آپ استعمال کر سکتے ہیں (ElevenLabs انداز)، لیبلز اور نمونے کے ساتھ",
  endpointVoice: "ایک آواز",
  endpointSearch: "آوازوں کی تلاش کسی لفظ سے یا فلٹر سے (جنس، زبان، لہجہ…)، صفحہ بہ صفحہ",
  endpointSpeech: "آواز؛ output_format mp3_44100_128، pcm_16000، ulaw_8000، …",
  endpointStream: "یہی، بولتے بولتے اسٹریم کی صورت میں",
  endpointUser: "آپ کا پلان حروف میں: ایک آواز = 5,000",
  endpointOpenaiSpeech: "آواز (OpenAI انداز): mp3، wav یا pcm (24 kHz)",
  endpointModels: "دونوں SDK کے لیے ماڈلز (سب قبول ہیں؛ فیصلہ آواز کرتی ہے)",
  endpointOpenapi: "OpenAPI دستاویز، سرور کے اسکیمہ سے تیار کردہ",
  endpointKeys: "آپ کی کلیدیں (سائن اِن سیشن)",
  copy: "کاپی کریں",
  copyNamed: "{title} کاپی کریں",
  copied: "کاپی ہو گیا",
  signedOut:
    "API کلیدیں بنانے کے لیے {signIn}۔ ہر کال اسٹوڈیو کی ایک آواز کی طرح آپ کے پلان سے شمار ہوتی ہے۔",
  signIn: "سائن اِن کریں",
  loading: "لوڈ ہو رہا ہے…",
  loadingKeys: "آپ کی کلیدیں لوڈ ہو رہی ہیں…",
  noKeys: "ابھی کوئی کلید نہیں۔",
  keyMeta: "{prefix} · بنائی گئی {created} · آخری استعمال {lastUsed}",
  keyNeverUsed: "کبھی نہیں",
  revoke: "منسوخ کریں",
  revokeNamed: "{name} منسوخ کریں",
  revokeTitle: "“{name}” منسوخ کریں؟",
  revokeText:
    "اس کلید کو استعمال کرنے والے ٹولز فوراً کام کرنا بند کر دیں گے۔ یہ عمل واپس نہیں ہو سکتا۔",
  revokeConfirm: "کلید منسوخ کریں",
  keyName: "کلید کا نام",
  keyNamePlaceholder: "میرا ویڈیو ایڈیٹر",
  create: "کلید بنائیں",
  createdTitle: "کلید “{name}” بن گئی",
  copyKey: "کلید کاپی کریں",
  done: "ہو گیا",
} satisfies Translation<typeof en>;
