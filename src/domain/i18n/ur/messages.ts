import type { Translation } from "../catalog.ts";
import type en from "../en/messages.ts";

export default {
  formRequired: "ضروری ہے",
  formTooShort: "کم از کم {min} حروف",
  formTooLong: "زیادہ سے زیادہ {max} حروف",
  formCheckFailed:
    "فارم جانچا نہ جا سکا: صفحے کا ایک حصہ لوڈ نہیں ہوا۔ براہِ کرم اپنا انٹرنیٹ کنکشن چیک کر کے دوبارہ کوشش کریں۔",

  authWelcomeBack: "خوش آمدید!",
  authAccountCreated: "اکاؤنٹ کامیابی سے بن گیا!",
  authWelcomeGoogle: "خوش آمدید!",
  authFailed: "لاگ اِن نہیں ہو سکا",
  authGoogleFailed: "Google سے لاگ اِن نہیں ہو سکا",
  authPasswordLength: "پاس ورڈ 8 سے 128 حروف کا ہونا چاہیے۔",
  authNotSignedIn: "جاری رکھنے کے لیے براہِ کرم لاگ اِن کریں۔",
  authWrongCredentials: "ای میل ایڈریس یا پاس ورڈ غلط ہے۔",
  authInvalidEmail: "براہِ کرم درست ای میل ایڈریس درج کریں۔",
  authEmailTaken:
    "اس ای میل ایڈریس سے اکاؤنٹ پہلے سے موجود ہے۔ لاگ اِن کریں، یا کوئی دوسرا ایڈریس استعمال کریں۔",
  authNoPassword: "یہ اکاؤنٹ Google سے لاگ اِن ہوتا ہے: اس کا کوئی پاس ورڈ نہیں جسے بدلا جائے۔",
  authRefused: "یہ نہیں ہو سکا۔ براہِ کرم جو لکھا ہے اسے دیکھ کر دوبارہ کوشش کریں۔",

  adminInvalidPassword: "ایڈمن پاس ورڈ درست نہیں۔ براہِ کرم دوبارہ کوشش کریں۔",
  adminAccessGranted: "ایڈمن رسائی مل گئی!",
  adminTooManyAttempts: "بہت زیادہ ناکام کوششیں۔ براہِ کرم 15 منٹ بعد دوبارہ کوشش کریں۔",
  adminNotAdmin: "ایڈمن رسائی ضروری ہے۔",
  adminLoadFailed: "ایڈمن ڈیٹا لوڈ نہیں ہو سکا",
  adminUsersLoadFailed: "صارفین لوڈ نہیں ہو سکے",
  adminPaymentsLoadFailed: "ادائیگیاں لوڈ نہیں ہو سکیں",
  adminBroadcastsLoadFailed: "اعلانات لوڈ نہیں ہو سکے",
  adminPlansLoadFailed: "قیمتوں کے پلان لوڈ نہیں ہو سکے",
  adminApproveFailed: "ادائیگی منظور نہیں ہو سکی",
  adminRejectFailed: "ادائیگی مسترد نہیں ہو سکی",
  adminUserStatusFailed: "صارف کی حیثیت تبدیل نہیں ہو سکی",
  adminPlanSaveFailed: "قیمت کا پلان محفوظ نہیں ہو سکا",
  adminPlanDeleteFailed: "قیمت کا پلان حذف نہیں ہو سکا",
  adminBroadcastSaveFailed: "اعلان محفوظ نہیں ہو سکا",
  adminBroadcastDeleteFailed: "اعلان حذف نہیں ہو سکا",
  adminApproved: "ادائیگی کامیابی سے منظور ہو گئی!",
  adminRejected: "ادائیگی کامیابی سے مسترد ہو گئی!",
  adminUserActivated: "صارف کامیابی سے فعال ہو گیا!",
  adminUserDeactivated: "صارف کامیابی سے غیر فعال ہو گیا!",
  adminPlanCreated: "قیمت کا پلان کامیابی سے بن گیا!",
  adminPlanUpdated: "قیمت کا پلان کامیابی سے اپ ڈیٹ ہو گیا!",
  adminPlanDeleted: "قیمت کا پلان کامیابی سے حذف ہو گیا!",
  adminConfirmPlanDelete: "کیا آپ واقعی یہ قیمت کا پلان حذف کرنا چاہتے ہیں؟",
  adminBroadcastCreated: "اعلان کامیابی سے بن گیا!",
  adminBroadcastUpdated: "اعلان کامیابی سے اپ ڈیٹ ہو گیا!",
  adminBroadcastDeleted: "اعلان کامیابی سے حذف ہو گیا!",
  adminConfirmBroadcastDelete: "کیا آپ واقعی یہ اعلان حذف کرنا چاہتے ہیں؟",
  adminAuthorizedOnly: "صرف مجاز افراد ہی ایڈمن ڈیش بورڈ کھول سکتے ہیں",

  deviceBrowserOn: "{system} پر {browser}",
  deviceOn: "{system} پر ایک براؤزر",
  purchaseEnterTid: "براہِ کرم ٹرانزیکشن آئی ڈی درج کریں",
  purchaseSubmitFailed: "ادائیگی کی درخواست نہیں بھیجی جا سکی۔ براہِ کرم دوبارہ کوشش کریں۔",
  purchaseSubmitted:
    "ادائیگی کی درخواست کامیابی سے بھیج دی گئی! تصدیق ہوتے ہی آپ کو بتا دیا جائے گا۔",
  purchaseAlreadyFree: "آپ پہلے ہی مفت پلان پر ہیں!",
  purchaseCopied: "اکاؤنٹ نمبر کاپی ہو گیا!",
  purchaseTidFormat:
    "ٹرانزیکشن آئی ڈی 6 سے 40 حروف، ہندسوں یا ڈیش پر مشتمل ہونی چاہیے، جن میں کم از کم 6 حروف یا ہندسے ہوں۔",
  purchaseTidUsed: "یہ ٹرانزیکشن آئی ڈی پہلے ہی جمع کرائی جا چکی ہے۔",
  purchaseUnknownWallet:
    "سائٹ اس اکاؤنٹ میں ادائیگی وصول نہیں کرتی۔ براہِ کرم صفحہ دوبارہ لوڈ کریں اور دکھائے گئے اکاؤنٹس میں سے ایک منتخب کریں۔",
  purchaseYearlyNotOffered:
    "سالانہ ادائیگی کی سہولت دستیاب نہیں۔ براہِ کرم پلان ویسے ہی خریدیں جیسے درج ہے۔",
  purchaseTooManyPending:
    "آپ کی 3 ادائیگیاں پہلے ہی تصدیق کی منتظر ہیں۔ براہِ کرم ان کی تصدیق ہونے تک انتظار کریں۔",
  purchaseNotOpen:
    "ادائیگیاں ابھی شروع نہیں ہوئیں: سائٹ میں رقم بھیجنے کے لیے کوئی والٹ نہیں۔ براہِ کرم بعد میں دیکھیں یا سپورٹ سے رابطہ کریں۔",
  purchaseBuyMore: "مزید وقت خریدیں",
  purchaseBuyMoreHint:
    "آپ جو دن اور آوازیں خریدتے ہیں وہ اسی پلان میں شامل ہو جاتی ہیں، اس کی جگہ نہیں لیتیں۔",

  paymentChoosePlan: "براہِ کرم ایک پلان منتخب کریں۔",
  paymentPlanUnavailable: "یہ پلان اب دستیاب نہیں۔ براہِ کرم کوئی اور پلان منتخب کریں۔",
  paymentNotFound: "ادائیگی نہیں ملی۔",
  paymentAlreadyProcessed: "اس ادائیگی پر پہلے ہی فیصلہ ہو چکا ہے۔",

  walletTypeUnknown: "والٹ کی قسم منتخب کریں: JazzCash، EasyPaisa، بینک اکاؤنٹ یا کوئی اور۔",
  walletMobileFormat:
    "{type} نمبر پاکستانی موبائل نمبر ہوتا ہے: 03 سے شروع ہونے والے 11 ہندسے، جیسے 0300 1234567۔",
  walletIbanFormat:
    "بینک اکاؤنٹ اس کے IBAN کے طور پر دیں: پاکستان کے لیے PK، 2 چیک ہندسے، بینک کے 4 حروف اور 16 ہندسے (24 حروف)۔",
  walletIbanChecksum: "اس IBAN کے چیک ہندسے درست نہیں: براہ کرم اسے اپنے بینک سے دوبارہ کاپی کریں۔",
  walletExample:
    'یہ وہ مثالی نمبر ہے جو پچھلے ورژن میں لکھا گیا تھا۔ اگر یہ واقعی آپ کا نمبر ہے تو "یہ میرا اصل نمبر ہے" پر نشان لگا کر دوبارہ محفوظ کریں۔',
  settingsNotAnObject: "محفوظ شدہ سیٹنگز درست شکل میں نہیں؛ ہر سیٹنگ اپنی ڈیفالٹ قدر دکھا رہی ہے۔",
  settingsInvalid: "یہ محفوظ شدہ سیٹنگ درست نہیں؛ اس کی ڈیفالٹ قدر دکھائی گئی ہے۔",
  settingsDemoWallet:
    "{count, plural, one {پچھلے ورژن کا مثالی والٹ {numbers} ہٹا دیا گیا۔} other {پچھلے ورژن کے مثالی والٹ {numbers} ہٹا دیے گئے۔}} براہِ کرم اپنا والٹ درج کریں تاکہ ادائیگیاں شروع ہو سکیں۔",
  settingsProblemsTitle: "کچھ محفوظ شدہ سیٹنگز استعمال نہیں ہو سکیں",
  settingsProblemsHint: "ان کی ڈیفالٹ قدریں استعمال ہو رہی ہیں۔ نیچے درست کر کے محفوظ کریں۔",

  generationSelectVoiceAndText: "براہِ کرم آواز منتخب کریں اور کچھ متن لکھیں",
  generationDeactivated: "آپ کا اکاؤنٹ غیر فعال کر دیا گیا ہے۔ براہِ کرم سپورٹ سے رابطہ کریں۔",
  generationLimitReached: "آپ آوازیں بنانے کی حد تک پہنچ گئے ہیں۔ براہِ کرم اپنا پلان اپ گریڈ کریں۔",
  generationTextEmpty: "متن خالی نہیں ہو سکتا",
  generationTextTooLong: "متن بہت لمبا ہے۔ زیادہ سے زیادہ 5000 حروف کی اجازت ہے۔",
  generationPauseTip:
    "خالی سطر ایک مختصر وقفہ ڈالتی ہے؛ [pause 1s] سے 0.1 سے 5 سیکنڈ کا وقفہ ڈالیں۔",
  generationPauseRange: "وقفہ 0.1 سے 5 سیکنڈ کا ہوتا ہے، جیسے [pause 1s]۔ {markers} کو بدلیں۔",
  downloadBusy: "اس وقت دوسرے ڈاؤن لوڈ تیار ہو رہے ہیں۔ براہِ کرم چند سیکنڈ بعد دوبارہ کوشش کریں۔",
  generationPausesTooLong:
    "وقفے مل کر {seconds} سیکنڈ بنتے ہیں؛ ایک آواز میں کل ملا کر {max} سیکنڈ تک کے وقفے ہو سکتے ہیں۔",
  generationAudioTooLong:
    "آڈیو {minutes} منٹ سے لمبی ہو جائے گی، جو ایک آواز کی زیادہ سے زیادہ لمبائی ہے۔ متن کم کریں یا رفتار کم دھیمی رکھیں۔",
  generationApproachingLimit: "حروف کی حد قریب ہے",
  generationPasteCut:
    "متن کی حد {max} حروف ہے: آپ کے چسپاں کیے گئے متن کے آخری {cut, plural, one {# حرف} other {# حروف}} کاٹ دیے گئے۔",
  generationGenerating: "آواز بن رہی ہے...",
  generationSuccess: "آواز کامیابی سے بن گئی!",
  generationDownloaded: "آڈیو کامیابی سے ڈاؤن لوڈ ہو گیا!",
  generationPlayError: "آڈیو چلانے میں خرابی",
  generationUnknownVoice: "نامعلوم آواز۔ براہِ کرم فہرست میں سے آواز منتخب کریں۔",
  generationRateLimited:
    "آواز بنانے کی بہت زیادہ درخواستیں۔ براہِ کرم ایک منٹ رک کر دوبارہ کوشش کریں۔",
  generationNoVoicesMatch: "آپ کی شرائط کے مطابق کوئی آواز نہیں ملی",

  voiceListInvalidKey: "ElevenLabs API کی درست نہیں۔ براہِ کرم اپنی کنفیگریشن چیک کریں۔",
  voiceListRateLimited: "ElevenLabs کی حد پوری ہو گئی۔ براہِ کرم بعد میں کوشش کریں۔",
  voiceListNetwork:
    "ElevenLabs سے رابطے میں نیٹ ورک کی خرابی۔ براہِ کرم اپنا انٹرنیٹ کنکشن چیک کریں۔",
  voiceListTimeout:
    "درخواست کا وقت ختم ہو گیا۔ براہِ کرم اپنا انٹرنیٹ کنکشن چیک کر کے دوبارہ کوشش کریں۔",
  voiceListFailed: "ElevenLabs سے آوازیں لوڈ نہیں ہو سکیں۔ براہِ کرم دوبارہ کوشش کریں۔",
  voiceListEmpty: "API کے جواب میں کوئی آواز نہیں ملی",

  speechInvalidKey: "API کی درست نہیں۔ براہِ کرم اپنی {config} کنفیگریشن چیک کریں۔",
  speechRateLimited: "درخواستوں کی حد پوری ہو گئی۔ براہِ کرم چند منٹ بعد دوبارہ کوشش کریں۔",
  speechInvalidInput: "متن یا آواز کی ترتیبات درست نہیں۔ براہِ کرم اپنا اندراج چیک کریں۔",
  speechApiError: "API کی خرابی ({status}): {text}",
  speechEmptyAudio: "{from} سے خالی آڈیو موصول ہوا",
  speechNothingToSay: "اس متن میں بولنے کے لیے کچھ نہیں۔ براہِ کرم کچھ الفاظ لکھیں۔",
  speechNetwork: "نیٹ ورک کی خرابی۔ براہِ کرم اپنا انٹرنیٹ کنکشن چیک کر کے دوبارہ کوشش کریں۔",
  speechTimeout: "درخواست کا وقت ختم ہو گیا۔ براہِ کرم چھوٹا متن آزمائیں یا اپنا کنکشن چیک کریں۔",
  speechServerError: "{server} میں خرابی۔ براہِ کرم بعد میں کوشش کریں۔",
  speechFailed: "آواز نہیں بن سکی۔ براہِ کرم اپنا کنکشن چیک کر کے دوبارہ کوشش کریں۔",

  apiKeysLimit:
    "آپ کے پاس زیادہ سے زیادہ {max} API کیز ہو سکتی ہیں۔ نئی بنانے کے لیے ایک منسوخ کریں۔",
  apiKeysInvalid: "API کی درست نہیں۔",
  apiKeysMissing: "API کی ضروری ہے۔",
  apiKeysCreated: "API کی بن گئی۔ ابھی کاپی کر لیں: یہ صرف ایک بار دکھائی جاتی ہے۔",
  apiKeysRevoked: "API کی منسوخ کر دی گئی",
  apiKeysCopied: "کاپی ہو گیا",
  apiKeysCopyFailed: "کاپی نہیں ہو سکا: متن منتخب کر کے خود کاپی کریں۔",
  apiKeysLoadFailed: "آپ کی API کیز لوڈ نہیں ہو سکیں",

  voicesCannotRead:
    "{voice} {script, select, arabic {اردو/عربی} devanagari {ہندی (دیوناگری)} bengali {بنگالی} gurmukhi {پنجابی (گورمکھی)} cyrillic {سیریلک} greek {یونانی} hebrew {عبرانی} han {چینی} kana {جاپانی} hangul {کوریائی} thai {تھائی} other {لاطینی}} متن نہیں پڑھ سکتی۔ ایسی آواز منتخب کریں جو پڑھ سکے، جیسے {voices}۔",
  voicesCannotReadAny:
    "{voice} {script, select, arabic {اردو/عربی} devanagari {ہندی (دیوناگری)} bengali {بنگالی} gurmukhi {پنجابی (گورمکھی)} cyrillic {سیریلک} greek {یونانی} hebrew {عبرانی} han {چینی} kana {جاپانی} hangul {کوریائی} thai {تھائی} other {لاطینی}} متن نہیں پڑھ سکتی۔ اس سائٹ کی کوئی آواز ابھی اسے نہیں پڑھ سکتی۔",
  voicesDisabled: "یہ آواز بند کر دی گئی ہے۔ براہِ کرم فہرست میں سے کوئی اور آواز منتخب کریں۔",
  voicesLoadFailed: "آوازیں لوڈ نہیں ہو سکیں",
  voicesSaveFailed: "آواز محفوظ نہیں ہو سکی",
  voicesSaved: "آواز محفوظ ہو گئی",
  voicesEnabled: "{name} چالو ہے",
  voicesDisabledToast: "{name} بند ہے",
  voicesInstallFailed: "آواز انسٹال نہیں ہو سکی۔",
  voicesInstallStarted: "آواز انسٹال ہو رہی ہے…",
  voicesInstalled: "{name} انسٹال ہو گئی",
  voicesInstallInterrupted: "انسٹال مکمل ہونے سے پہلے رک گیا۔ براہِ کرم دوبارہ کوشش کریں۔",
  voicesNotInCatalogue: "یہ آواز فہرست میں نہیں۔",
  voicesAlreadyInstalled: "یہ آواز پہلے سے انسٹال ہے۔",
  voicesInstallRunning: "یہ آواز پہلے ہی انسٹال ہو رہی ہے۔",
  voicesLastOn: "کم از کم ایک آواز آن رہنی چاہیے، ورنہ کوئی آواز نہیں بنا سکے گا۔",
  voicesNotFound: "آواز نہیں ملی",

  broadcastsTitleRequired: "عنوان ضروری ہے",
  broadcastsDescriptionRequired: "تفصیل ضروری ہے",
  broadcastsDontShowToday: "آج دوبارہ نہ دکھائیں",
  broadcastsGotIt: "ٹھیک ہے",

  planRequired: "{field} ضروری ہے",
  planWholeNumber: "{field} پورا عدد ہونا چاہیے",
  planTooSmall: "{field} کم از کم {min} ہونا چاہیے",
  planTooLarge: "{field} زیادہ سے زیادہ {max} ہو سکتا ہے",
  planPercentageRange: "فیصد رعایت 1 سے 100 کے درمیان ہونی چاہیے",
  planFixedRange: "مقررہ رعایت 1 اور بنیادی قیمت کے درمیان ہونی چاہیے",
  planGradient: "Tailwind گریڈینٹ کلاسیں استعمال کریں، جیسے from-blue-500 to-cyan-500",
  planNotFound: "قیمت کا پلان نہیں ملا۔",

  accountVerifyFirst:
    "پہلے اپنا ای میل ایڈریس تصدیق کریں: ہم نے {email} پر ایک لنک بھیجا ہے۔ لاگ اِن کے لیے اسے کھولیں۔",
  accountResetSent:
    "اگر کوئی اکاؤنٹ یہ ایڈریس استعمال کرتا ہے تو ری سیٹ لنک والی ای میل بھیج دی گئی ہے۔ یہ ایک گھنٹے کے اندر ایک بار کام کرتا ہے۔",
  accountResetNoEmail:
    "یہ سائٹ ای میل نہیں بھیجتی۔ رابطہ فارم سے سپورٹ کو لکھیں، ہم دوبارہ سائن اِن کرنے میں آپ کی مدد کریں گے۔",
  accountResetDone: "پاس ورڈ تبدیل ہو گیا۔ نئے پاس ورڈ سے لاگ اِن کریں۔",
  accountResetInvalid: "یہ ری سیٹ لنک غلط، استعمال شدہ یا پرانا ہے۔ نیا لنک منگوائیں۔",
  accountWrongPassword: "یہ پاس ورڈ درست نہیں۔",
  accountWrongEmail: "یہ اس اکاؤنٹ کا ای میل ایڈریس نہیں۔",
  accountDeleted: "آپ کا اکاؤنٹ اور اس کا ڈیٹا حذف کر دیا گیا ہے۔",
  accountDeletedPayment: "حذف شدہ اکاؤنٹ",

  httpNotFound: "نہیں ملا",
  httpTooLarge: "درخواست بہت بڑی ہے۔",
  httpInternal: "ہماری طرف کچھ خرابی ہو گئی۔ براہِ کرم دوبارہ کوشش کریں۔",
  httpBadRequest: "درخواست درست نہیں۔",
  httpRateLimited: "بہت زیادہ درخواستیں۔ براہِ کرم بعد میں کوشش کریں۔",
  httpForbidden: "آپ کو یہ کرنے کی اجازت نہیں۔",
  pronunciationTooManyRules:
    "ایک لغت میں زیادہ سے زیادہ {max} اصول ہو سکتے ہیں؛ اس میں {count} ہیں۔",
  pronunciationExpandedTooLong:
    "تلفظ کے اصول لگانے کے بعد متن {count} حروف کا ہو جاتا ہے؛ زیادہ سے زیادہ {max} بولے جا سکتے ہیں۔",
  pronunciationIpaUnknown:
    'تلفظ "{phoneme}" میں ایسی علامتیں ہیں جو eSpeak نہیں بول سکتا: {symbols}۔',
  pronunciationAlphabet: 'تلفظ IPA میں لکھیں (alphabet "ipa")، "{alphabet}" میں نہیں۔',
  pronunciationPlsNotXml: "یہ فائل PLS لغت نہیں: {detail}",
  pronunciationPlsDoctype:
    "فائل میں DOCTYPE یا entities ہیں، جو قبول نہیں کی جاتیں: PLS لغت کو ان کی ضرورت نہیں۔",
  pronunciationPlsEmpty: "فائل میں کوئی ایسا lexeme نہیں جس میں grapheme اور alias یا phoneme ہو۔",
  pronunciationNotFound: "تلفظ کی لغت نہیں ملی۔",
  pronunciationTooManyLocators: "ایک وقت میں زیادہ سے زیادہ {max} تلفظ کی لغتیں لگائی جا سکتی ہیں۔",
  pronunciationHearLocalOnly:
    "اصول اس سائٹ کی آوازوں (بنیادی اور قدرتی) سے سنے جا سکتے ہیں، کسی ادائیگی والے فراہم کنندہ کی آواز سے نہیں۔",

  contactSent: "شکریہ! آپ کا پیغام ہماری سپورٹ ٹیم تک پہنچ گیا ہے۔ ہم ای میل سے جواب دیں گے۔",
  contactSendFailed: "آپ کا پیغام نہیں بھیجا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔",
  contactTooMany:
    "آپ پچھلے ایک گھنٹے میں کئی پیغام بھیج چکے ہیں۔ اگلا پیغام بھیجنے سے پہلے کچھ انتظار کریں۔",
  contactNotFound: "پیغام نہیں ملا۔",
  contactNoMail: "اس سائٹ پر SMTP سرور مقرر نہیں، اس لیے جواب نہیں بھیجا جا سکتا۔",
  contactReplyFailed: "میل سرور نے جواب قبول نہیں کیا۔ براہِ کرم بعد میں کوشش کریں۔",
  projectNotFound: "یہ پروجیکٹ نہیں ملا۔",
  projectEmpty: "پروجیکٹ میں کوئی متن نہیں۔ ایک باب اور اس میں ایک پیراگراف شامل کریں۔",
  projectTooManyChapters:
    "ایک پروجیکٹ میں زیادہ سے زیادہ {max} باب ہو سکتے ہیں؛ اس میں {chapters} ہیں۔",
  projectTooLong: "ایک پروجیکٹ میں زیادہ سے زیادہ {max} حروف ہو سکتے ہیں؛ اس میں {characters} ہیں۔",
  projectEmptyChapter: "باب “{title}” میں کوئی متن نہیں۔ ایک پیراگراف شامل کریں یا باب ہٹا دیں۔",
  projectFileTooLarge: "فائل {megabytes} MB سے بڑی ہے۔",
  projectNotEpub: "یہ ‎.epub فائل پڑھی نہ جا سکی: یہ کتاب والی ZIP فائل نہیں۔",
  projectFileType: "‎.txt، ‎.md یا ‎.epub فائل اپ لوڈ کریں۔",
  projectFileMissing: "اپ لوڈ کے لیے ‎.txt، ‎.md یا ‎.epub فائل چنیں۔",
  projectBlockEmpty: "بلاک میں کچھ متن ہونا ضروری ہے۔",
  projectBadOrder: "نئی ترتیب میں ہر چیز ایک بار ہونی چاہیے۔ صفحہ دوبارہ کھولیں اور پھر کوشش کریں۔",
  projectNotRunning: "یہ تبدیلی نہیں چل رہی۔",
  projectBadContent: "پروجیکٹ کا مواد درست نہیں: {detail}",
  projectVoiceMissing:
    "آواز “{voice}” اب دستیاب نہیں۔ اس کے بلاکس کے لیے کوئی اور آواز چنیں، پھر دوبارہ تبدیل کریں۔",
  projectNeedsGenerations:
    "اس تبدیلی کے لیے {needed, plural, one {# جنریشن} other {# جنریشنز}} درکار ہیں؛ آپ کے پاس {left} باقی ہیں۔",
  projectTooManyConversions:
    "آپ کی {max} تبدیلیاں پہلے ہی چل رہی ہیں۔ ایک کے ختم ہونے کا انتظار کریں، پھر دوبارہ تبدیل کریں۔",
  projectNothingToRetry: "اس تبدیلی میں دوبارہ کوشش کے لیے کوئی ناکام بلاک نہیں۔",
  projectUnsupported: "آواز {feature} کی سہولت نہیں دیتا۔",
  projectSnapshotNotReady: "اس اسنیپ شاٹ کی آڈیو ابھی تیار نہیں۔",
} satisfies Translation<typeof en>;
