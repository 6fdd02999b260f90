import type { Translation } from "../catalog.ts";
import type en from "../en/ui.ts";

export default {
  toastsRegion: "اطلاعات",
  toastClose: "اطلاع بند کریں",
  modalClose: "بند کریں",
  modalCancel: "منسوخ کریں",
  passwordShow: "پاس ورڈ دکھائیں",
  passwordHide: "پاس ورڈ چھپائیں",
  paymentPending: "زیرِ التوا",
  paymentApproved: "منظور شدہ",
  paymentRejected: "مسترد",
  wasPrice: "پہلے",
  networkError: "نیٹ ورک کی خرابی۔ براہِ کرم اپنا انٹرنیٹ کنکشن چیک کریں اور دوبارہ کوشش کریں۔",
} satisfies Translation<typeof en>;
