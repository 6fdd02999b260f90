import type { Translation } from "../catalog.ts";
import type en from "../en/payments.ts";

export default {
  paymentsTitle: "میری ادائیگیاں",
  paymentsLoading: "ادائیگیاں لوڈ ہو رہی ہیں",
  paymentsFailed: "آپ کی ادائیگیاں لوڈ نہیں ہو سکیں۔",
  retry: "دوبارہ کوشش کریں",
  paymentsNone: "ابھی تک کوئی ادائیگی نہیں۔",
  viewPlans: "پلان دیکھیں",
  pendingVerification: "تصدیق باقی ہے",
  transactionId: "ٹرانزیکشن آئی ڈی",
  rejectedReason: "وجہ: {reason}",
  notificationsTitle: "نوٹیفکیشنز",
  notificationsEmpty:
    "ابھی کوئی اطلاع نہیں۔ جب کوئی ادائیگی منظور یا مسترد ہوگی تو آپ اسے یہاں دیکھیں گے۔",
  unreadCount: "{count} نئے",
  unread: "نیا: ",
  markRead: "پڑھا ہوا نشان لگائیں",
  markReadFailed: "نوٹیفکیشن کو پڑھا ہوا نشان زد نہیں کیا جا سکا۔",
  bell: "نوٹیفکیشنز",
  bellUnread: "نوٹیفکیشنز: {count} نئے",
  bellMany: "{count}+",
} satisfies Translation<typeof en>;
