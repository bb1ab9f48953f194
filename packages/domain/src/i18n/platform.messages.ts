import { defineMessagesSideBySide } from './define.ts';

/** Messages of the platform itself: app frame, common words and the error catalogue. */
export const platformMessages = defineMessagesSideBySide({
  'app.title': {
    en: 'Quran Centres',
    ar: 'مراكز القرآن',
    fr: 'Centres coraniques',
  },
  'app.organisation': {
    en: 'Education and Development Foundation',
    ar: 'مؤسسة التعليم والتنمية',
    fr: "Fondation pour l'éducation et le développement",
  },
  'common.save': {
    en: 'Save',
    ar: 'حفظ',
    fr: 'Enregistrer',
  },
  'common.filters': { ar: 'تصفية', en: 'Filters', fr: 'Filtres' },
  'common.reason': { ar: 'السبب', en: 'Reason', fr: 'Motif' },
  'common.reasonHint': {
    ar: 'يُحفظ السبب في السجل ويظهر لمن يطلع عليه.',
    en: 'The reason is kept on the record and shown to those who read it.',
    fr: 'Le motif est conservé au dossier et montré à ceux qui le consultent.',
  },
  'common.cancel': {
    en: 'Cancel',
    ar: 'إلغاء',
    fr: 'Annuler',
  },
  'common.delete': {
    en: 'Delete',
    ar: 'حذف',
    fr: 'Supprimer',
  },
  'common.edit': {
    en: 'Edit',
    ar: 'تعديل',
    fr: 'Modifier',
  },
  'common.create': {
    en: 'Create',
    ar: 'إضافة',
    fr: 'Ajouter',
  },
  'common.search': {
    en: 'Search',
    ar: 'بحث',
    fr: 'Rechercher',
  },
  'common.loading': {
    en: 'Loading…',
    ar: 'جارٍ التحميل…',
    fr: 'Chargement…',
  },
  'common.yes': {
    en: 'Yes',
    ar: 'نعم',
    fr: 'Oui',
  },
  'common.no': {
    en: 'No',
    ar: 'لا',
    fr: 'Non',
  },
  'common.back': {
    en: 'Back',
    ar: 'رجوع',
    fr: 'Retour',
  },
  'common.retry': {
    en: 'Try again',
    ar: 'أعد المحاولة',
    fr: 'Réessayer',
  },
  'errors.internal': {
    en: 'Something went wrong on our side. Please try again.',
    ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
    fr: 'Une erreur est survenue de notre côté. Veuillez réessayer.',
  },
  'errors.notFound': {
    en: 'The record was not found.',
    ar: 'لم يُعثر على السجل.',
    fr: "L'enregistrement est introuvable.",
  },
  'errors.routeNotFound': {
    en: 'There is no such address.',
    ar: 'هذا العنوان غير موجود.',
    fr: "Cette adresse n'existe pas.",
  },
  'errors.validation': {
    en: 'Some fields need your attention.',
    ar: 'بعض الحقول تحتاج إلى مراجعة.',
    fr: 'Certains champs demandent votre attention.',
  },
  'errors.unauthorized': {
    en: 'Please sign in to continue.',
    ar: 'يرجى تسجيل الدخول للمتابعة.',
    fr: 'Veuillez vous connecter pour continuer.',
  },
  'errors.forbidden': {
    en: 'You do not have permission to do this.',
    ar: 'ليست لديك صلاحية للقيام بهذا.',
    fr: "Vous n'avez pas la permission de faire cela.",
  },
  'errors.conflict': {
    en: 'Someone else changed this record. Reload it and try again.',
    ar: 'عدّل شخص آخر هذا السجل. أعد تحميله ثم حاول مرة أخرى.',
    fr: "Quelqu'un d'autre a modifié cet enregistrement. Rechargez-le puis réessayez.",
  },
  'errors.wrongState': {
    en: 'This cannot be done in the record’s current state ({state}). Reload it to see where it stands.',
    ar: 'لا يمكن القيام بهذا والسجل في حالته الحالية ({state}). أعد تحميله لترى ما وصل إليه.',
    fr: 'Impossible dans l’état actuel de l’enregistrement ({state}). Rechargez-le pour voir où il en est.',
  },
  'errors.reasonRequired': {
    en: 'Give the reason (three characters at least).',
    ar: 'اكتب السبب (ثلاثة أحرف على الأقل).',
    fr: 'Indiquez le motif (trois caractères au moins).',
  },
  'errors.idempotencyKeyInvalid': {
    en: 'The request’s resend key is not valid (8 to 100 letters, digits, - or _).',
    ar: 'مفتاح إعادة الإرسال في الطلب غير صالح (من ٨ إلى ١٠٠ حرف أو رقم أو - أو _).',
    fr: 'La clé de renvoi de la requête n’est pas valide (8 à 100 lettres, chiffres, - ou _).',
  },
  'errors.idempotencyKeyReused': {
    en: 'This resend key was already used for another change. Send the change again as a new one.',
    ar: 'استُخدم مفتاح إعادة الإرسال هذا لتغيير آخر. أرسل التغيير من جديد كتغيير جديد.',
    fr: 'Cette clé de renvoi a déjà servi pour une autre modification. Renvoyez-la comme une nouvelle.',
  },
  'errors.idempotencyInProgress': {
    en: 'This change is still being saved. It will be checked again in a moment.',
    ar: 'ما زال هذا التغيير قيد الحفظ. سيُتحقَّق منه بعد قليل.',
    fr: 'Cette modification est encore en cours d’enregistrement. Elle sera vérifiée dans un instant.',
  },
  'errors.rateLimited': {
    en: 'Too many requests. Please wait a moment and try again.',
    ar: 'طلبات كثيرة جدًا. انتظر قليلًا ثم حاول مرة أخرى.',
    fr: 'Trop de requêtes. Patientez un instant puis réessayez.',
  },
  'errors.payloadTooLarge': {
    en: 'The data sent is too large.',
    ar: 'البيانات المرسلة كبيرة جدًا.',
    fr: 'Les données envoyées sont trop volumineuses.',
  },
  'errors.badRequest': {
    en: 'The request is not valid.',
    ar: 'الطلب غير صالح.',
    fr: "La requête n'est pas valide.",
  },
  'errors.unavailable': {
    en: 'The service is temporarily unavailable.',
    ar: 'الخدمة غير متاحة مؤقتًا.',
    fr: 'Le service est momentanément indisponible.',
  },
  'validation.required': {
    en: 'This field is required.',
    ar: 'هذا الحقل مطلوب.',
    fr: 'Ce champ est obligatoire.',
  },
  'validation.invalidType': {
    en: 'This value is not of the expected kind.',
    ar: 'هذه القيمة ليست من النوع المتوقع.',
    fr: "Cette valeur n'est pas du type attendu.",
  },
  'validation.wholeNumber': {
    en: 'Must be a whole number.',
    ar: 'يجب أن يكون عددًا صحيحًا بلا كسور.',
    fr: 'Doit être un nombre entier.',
  },
  'validation.tooShort': {
    en: 'Must be at least {{min}} characters.',
    ar: 'يجب ألا يقل عدد الأحرف عن {{min}}.',
    fr: 'Au moins {{min}} caractères.',
  },
  'validation.tooLong': {
    en: 'Must be at most {{max}} characters.',
    ar: 'يجب ألا يزيد عدد الأحرف على {{max}}.',
    fr: 'Au plus {{max}} caractères.',
  },
  'validation.tooSmall': {
    en: 'Must be at least {{min}}.',
    ar: 'يجب ألا يقل عن {{min}}.',
    fr: 'Doit être au moins {{min}}.',
  },
  'validation.tooBig': {
    en: 'Must be at most {{max}}.',
    ar: 'يجب ألا يزيد على {{max}}.',
    fr: 'Doit être au plus {{max}}.',
  },
  'validation.invalidEmail': {
    en: 'Enter a valid e-mail address.',
    ar: 'أدخل بريدًا إلكترونيًا صحيحًا.',
    fr: 'Saisissez une adresse e-mail valide.',
  },
  'validation.invalidPhone': {
    en: 'Enter a valid phone number.',
    ar: 'أدخل رقم هاتف صحيحًا.',
    fr: 'Saisissez un numéro de téléphone valide.',
  },
  'validation.invalidDate': {
    en: 'Enter a valid date.',
    ar: 'أدخل تاريخًا صحيحًا.',
    fr: 'Saisissez une date valide.',
  },
  'validation.invalidChoice': {
    en: 'Choose one of the listed options.',
    ar: 'اختر أحد الخيارات المعروضة.',
    fr: 'Choisissez une des options proposées.',
  },
  'validation.invalid': {
    en: 'This value is not valid.',
    ar: 'هذه القيمة غير صالحة.',
    fr: "Cette valeur n'est pas valide.",
  },
  'validation.invalidCharacters': {
    en: 'This text contains a character that cannot be kept (a control character or a broken one). Remove it and try again.',
    ar: 'يحتوي هذا النص على حرف لا يمكن حفظه (حرف تحكّم أو حرف تالف). احذفه وأعد المحاولة.',
    fr: 'Ce texte contient un caractère impossible à enregistrer (un caractère de contrôle ou un caractère abîmé). Retirez-le et réessayez.',
  },
});
