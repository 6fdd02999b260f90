import type { Translation } from "../catalog.ts";
import type en from "../en/auth.ts";

export default {
  metaTitle: "سائن اِن",
  metaDescription: "آوازیں بنانا شروع کرنے کے لیے سائن اِن کریں یا اپنا مفت اکاؤنٹ بنائیں۔",
  signInHeading: "خوش آمدید",
  signUpHeading: "اپنا اکاؤنٹ بنائیں",
  signInLead: "اپنے وائس اسٹوڈیو میں سائن اِن کریں۔",
  signUpLead: "{count} مفت وائس جنریشنز سے شروع کریں۔",
  tabs: "سائن اِن کریں یا اکاؤنٹ بنائیں",
  signIn: "سائن اِن",
  signUp: "اکاؤنٹ بنائیں",
  email: "ای میل",
  emailInvalid: "براہِ کرم درست ای میل ایڈریس درج کریں۔",
  password: "پاس ورڈ",
  passwordHint: "{min} سے {max} حروف۔",
  forgot: "پاس ورڈ بھول گئے؟",
  termsBefore: "اکاؤنٹ بنا کر آپ ہماری",
  termsLink: "شرائط",
  termsBetween: "اور",
  privacyLink: "رازداری کی پالیسی",
  termsAfter: " سے اتفاق کرتے ہیں۔",
  or: "یا",
  google: "Google کے ساتھ جاری رکھیں",
  adminAccess: "ایڈمن رسائی",
} satisfies Translation<typeof en>;
