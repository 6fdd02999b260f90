import type { Translation } from "../catalog.ts";
import type en from "../en/email.ts";

export default {
  resetSubject: "اپنا {site} پاس ورڈ ری سیٹ کریں",
  resetText:
    "کسی نے (امید ہے آپ نے) آپ کے {site} اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔\n\nنیا پاس ورڈ چننے کے لیے ایک گھنٹے کے اندر یہ لنک کھولیں (یہ ایک بار کام کرتا ہے):\n{link}\n\nاگر آپ نے درخواست نہیں کی تو اس ای میل کو نظر انداز کریں: آپ کا پاس ورڈ ویسا ہی رہے گا۔",
  verifySubject: "اپنا {site} ای میل ایڈریس تصدیق کریں",
  verifyText:
    "یہ ایڈریس اپنے {site} اکاؤنٹ کے لیے استعمال کرنے کو ایک گھنٹے کے اندر یہ لنک کھولیں:\n{link}\n\nاگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کریں۔",
  grantGenerations: "آپ کو {count, plural, one {# مزید جنریشن} other {# مزید جنریشنز}} دی گئیں۔",
  grantDays:
    "آپ کا پلان {count, plural, one {# دن} other {# دن}} بڑھا دیا گیا: یہ {until} تک فعال ہے۔",
  grantBoth:
    "آپ کو {generations, plural, one {# مزید جنریشن} other {# مزید جنریشنز}} اور {days, plural, one {# مزید دن} other {# مزید دن}} دیے گئے: آپ کا پلان {until} تک فعال ہے۔",
  paymentApprovedSubject: "{site}: آپ کی ادائیگی منظور ہو گئی",
  paymentRejectedSubject: "{site}: آپ کی ادائیگی مسترد ہو گئی",
  paymentApproved: "{plan} کے لیے آپ کی ادائیگی منظور ہو گئی۔ آپ کا پلان {until} تک فعال ہے۔",
  paymentRejected: "{plan} کے لیے آپ کی ادائیگی مسترد ہو گئی۔",
  paymentRejectedReason: "{plan} کے لیے آپ کی ادائیگی مسترد ہو گئی۔ وجہ: {reason}",
} satisfies Translation<typeof en>;
