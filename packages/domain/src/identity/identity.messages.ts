import { defineMessagesSideBySide, type MessageBundle } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';
import { identityScreenMessages } from './identity-screens.messages.ts';

/** Identity and access: sign-in errors, password policy, e-mails sent to users. */
const coreMessages = defineMessagesSideBySide({
  'identity.password.tooShort': {
    en: 'The password must have at least 8 characters.',
    ar: 'يجب ألا تقل كلمة المرور عن 8 أحرف.',
    fr: 'Le mot de passe doit comporter au moins 8 caractères.',
  },
  'identity.password.tooLong': {
    en: 'The password must have at most 128 characters.',
    ar: 'يجب ألا تزيد كلمة المرور على 128 حرفًا.',
    fr: 'Le mot de passe doit comporter au plus 128 caractères.',
  },
  'identity.password.lettersAndDigits': {
    en: 'The password must contain letters and digits.',
    ar: 'يجب أن تحتوي كلمة المرور على حروف وأرقام.',
    fr: 'Le mot de passe doit contenir des lettres et des chiffres.',
  },
  'identity.password.notEmail': {
    en: 'The password must not contain your e-mail address.',
    ar: 'يجب ألا تحتوي كلمة المرور على بريدك الإلكتروني.',
    fr: 'Le mot de passe ne doit pas contenir votre adresse e-mail.',
  },
  'identity.invalidCredentials': {
    en: 'The e-mail, phone or password is not correct.',
    ar: 'البريد الإلكتروني أو الهاتف أو كلمة المرور غير صحيحة.',
    fr: "L'e-mail, le téléphone ou le mot de passe est incorrect.",
  },
  'identity.emailNotVerified': {
    en: 'Please verify your e-mail address first. Check your inbox.',
    ar: 'يرجى تأكيد بريدك الإلكتروني أولًا. راجع صندوق الوارد.',
    fr: "Veuillez d'abord confirmer votre adresse e-mail. Consultez votre boîte de réception.",
  },
  'identity.accountPending': {
    en: 'Your account is waiting for acceptance by an administrator.',
    ar: 'حسابك بانتظار موافقة المسؤول.',
    fr: "Votre compte attend l'acceptation d'un administrateur.",
  },
  'identity.accountDisabled': {
    en: 'This account is disabled.',
    ar: 'هذا الحساب معطّل.',
    fr: 'Ce compte est désactivé.',
  },
  'identity.demoRefused': {
    en: 'Demo accounts cannot sign in on this server.',
    ar: 'لا يمكن الدخول بالحسابات التجريبية على هذا الخادم.',
    fr: 'Les comptes de démonstration ne peuvent pas se connecter ici.',
  },
  'identity.emailTaken': {
    en: 'An account with this e-mail address already exists.',
    ar: 'يوجد حساب بهذا البريد الإلكتروني.',
    fr: 'Un compte existe déjà avec cette adresse e-mail.',
  },
  'identity.phoneTaken': {
    en: 'An account with this phone number already exists.',
    ar: 'يوجد حساب بهذا الرقم.',
    fr: 'Un compte existe déjà avec ce numéro de téléphone.',
  },
  'identity.invalidToken': {
    en: 'This link is not valid or has expired. Ask for a new one.',
    ar: 'هذا الرابط غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا.',
    fr: "Ce lien n'est pas valide ou a expiré. Demandez-en un nouveau.",
  },
  'identity.invalidCode': {
    en: 'The code is not correct.',
    ar: 'الرمز غير صحيح.',
    fr: "Le code n'est pas correct.",
  },
  'identity.sessionExpired': {
    en: 'Your session has ended. Please sign in again.',
    ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
    fr: 'Votre session est terminée. Veuillez vous reconnecter.',
  },
  'identity.refreshReused': {
    en: 'This session was closed for your safety. Please sign in again.',
    ar: 'أُغلقت هذه الجلسة حفاظًا على أمانك. يرجى تسجيل الدخول مرة أخرى.',
    fr: 'Cette session a été fermée par sécurité. Veuillez vous reconnecter.',
  },
  'identity.twoFactorAlreadyEnabled': {
    en: 'Two-step verification is already on.',
    ar: 'التحقق بخطوتين مفعّل مسبقًا.',
    fr: 'La vérification en deux étapes est déjà activée.',
  },
  'identity.twoFactorNotEnrolled': {
    en: 'Start the two-step verification set-up first.',
    ar: 'ابدأ إعداد التحقق بخطوتين أولًا.',
    fr: "Commencez d'abord la configuration de la vérification en deux étapes.",
  },
  'identity.twoFactorNotEnabled': {
    en: 'Two-step verification is not on.',
    ar: 'التحقق بخطوتين غير مفعّل.',
    fr: "La vérification en deux étapes n'est pas activée.",
  },
  'identity.wrongPassword': {
    en: 'The current password is not correct.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
    fr: "Le mot de passe actuel n'est pas correct.",
  },
  'identity.roleInUse': {
    en: 'This role is still assigned to users.',
    ar: 'هذا الدور ما زال مسندًا إلى مستخدمين.',
    fr: 'Ce rôle est encore attribué à des utilisateurs.',
  },
  'identity.systemRole': {
    en: 'Built-in roles cannot be deleted.',
    ar: 'لا يمكن حذف الأدوار الأساسية.',
    fr: 'Les rôles intégrés ne peuvent pas être supprimés.',
  },
  'identity.roleCodeTaken': {
    en: 'A role with this code already exists.',
    ar: 'يوجد دور بهذا الرمز.',
    fr: 'Un rôle avec ce code existe déjà.',
  },
  'identity.scopeOutside': {
    en: 'This scope is outside what you manage.',
    ar: 'هذا النطاق خارج صلاحياتك.',
    fr: 'Ce périmètre est en dehors de ce que vous gérez.',
  },
  'identity.escalation': {
    en: 'You cannot grant permissions you do not hold.',
    ar: 'لا يمكنك منح صلاحيات لا تملكها.',
    fr: 'Vous ne pouvez pas accorder des permissions que vous n’avez pas.',
  },
  'identity.invalidScope': {
    en: 'Choose the country, centre or ring of this scope.',
    ar: 'اختر الدولة أو المركز أو الحلقة لهذا النطاق.',
    fr: 'Choisissez le pays, le centre ou le cercle de ce périmètre.',
  },
  'identity.invalidPermission': {
    en: 'This permission is not valid: {{permission}}.',
    ar: 'هذه الصلاحية غير صالحة: {{permission}}.',
    fr: "Cette permission n'est pas valide : {{permission}}.",
  },
  'identity.signupDecided': {
    en: 'This sign-up has already been decided.',
    ar: 'تم البت في هذا الطلب مسبقًا.',
    fr: 'Cette inscription a déjà été traitée.',
  },
  'identity.linkNotFound': {
    en: 'The record to link was not found.',
    ar: 'لم يُعثر على السجل المراد الربط به.',
    fr: "L'enregistrement à lier est introuvable.",
  },
  'identity.auditScope': {
    en: 'Reading the audit log needs organisation-wide access.',
    ar: 'قراءة سجل التدقيق تتطلب صلاحية على مستوى المؤسسة.',
    fr: "La lecture du journal d'audit exige un accès à toute l'organisation.",
  },
  'identity.mail.greeting': {
    en: 'Hello {{name}},',
    ar: 'السلام عليكم {{name}}،',
    fr: 'Bonjour {{name}},',
  },
  'identity.mail.signature': {
    en: 'Quran Centres',
    ar: 'مراكز القرآن',
    fr: 'Centres coraniques',
  },
  'identity.mail.verify.subject': {
    en: 'Confirm your e-mail address',
    ar: 'تأكيد بريدك الإلكتروني',
    fr: 'Confirmez votre adresse e-mail',
  },
  'identity.mail.verify.body': {
    en: 'Open this link to confirm your e-mail address (valid for 24 hours):\n{{link}}',
    ar: 'افتح هذا الرابط لتأكيد بريدك الإلكتروني (صالح 24 ساعة):\n{{link}}',
    fr: 'Ouvrez ce lien pour confirmer votre adresse e-mail (valable 24 heures) :\n{{link}}',
  },
  'identity.mail.reset.subject': {
    en: 'Reset your password',
    ar: 'إعادة تعيين كلمة المرور',
    fr: 'Réinitialisez votre mot de passe',
  },
  'identity.mail.reset.body': {
    en: 'Open this link to choose a new password (valid for 1 hour):\n{{link}}\nIf you did not ask for this, ignore this message.',
    ar: 'افتح هذا الرابط لاختيار كلمة مرور جديدة (صالح ساعة واحدة):\n{{link}}\nإن لم تطلب ذلك فتجاهل هذه الرسالة.',
    fr: "Ouvrez ce lien pour choisir un nouveau mot de passe (valable 1 heure) :\n{{link}}\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
  },
  'identity.mail.invite.subject': {
    en: 'Your account is ready',
    ar: 'حسابك جاهز',
    fr: 'Votre compte est prêt',
  },
  'identity.mail.invite.body': {
    en: 'An account was created for you. Open this link to choose your password (valid for 7 days):\n{{link}}',
    ar: 'أُنشئ لك حساب. افتح هذا الرابط لاختيار كلمة المرور (صالح 7 أيام):\n{{link}}',
    fr: 'Un compte a été créé pour vous. Ouvrez ce lien pour choisir votre mot de passe (valable 7 jours) :\n{{link}}',
  },
  'identity.mail.signupAccepted.subject': {
    en: 'Your account was accepted',
    ar: 'تم قبول حسابك',
    fr: 'Votre compte a été accepté',
  },
  'identity.mail.signupAccepted.body': {
    en: 'Your account was accepted. You can now sign in.',
    ar: 'تم قبول حسابك، يمكنك الآن تسجيل الدخول.',
    fr: 'Votre compte a été accepté. Vous pouvez maintenant vous connecter.',
  },
  'identity.mail.signupRejected.subject': {
    en: 'Your account request',
    ar: 'طلب حسابك',
    fr: 'Votre demande de compte',
  },
  'identity.mail.signupRejected.body': {
    en: 'Your account request was not accepted. Reason: {{reason}}',
    ar: 'لم يُقبل طلب حسابك. السبب: {{reason}}',
    fr: "Votre demande de compte n'a pas été acceptée. Motif : {{reason}}",
  },
});

/** The identity bundle: the server's words and the screens' words, in the three languages. */
export const identityMessages: MessageBundle<string> = {
  en: { ...coreMessages.en, ...identityScreenMessages.en },
  ar: { ...coreMessages.ar, ...identityScreenMessages.ar },
  fr: { ...coreMessages.fr, ...identityScreenMessages.fr },
};

/** Counted messages of identity (`key_<plural category>`, see i18n/plural.ts). */
export const identityCountedMessages = defineCounted({
  // Server errors: the count is the minutes or seconds to wait.
  'identity.accountLocked': {
    ar: {
      zero: 'محاولات فاشلة كثيرة. أُوقف الدخول مؤقتًا.',
      one: 'محاولات فاشلة كثيرة. أُوقف الدخول لمدة دقيقة واحدة.',
      two: 'محاولات فاشلة كثيرة. أُوقف الدخول لمدة دقيقتين.',
      few: 'محاولات فاشلة كثيرة. أُوقف الدخول لمدة {{n}} دقائق.',
      many: 'محاولات فاشلة كثيرة. أُوقف الدخول لمدة {{n}} دقيقةً.',
      other: 'محاولات فاشلة كثيرة. أُوقف الدخول لمدة {{n}} دقيقة.',
    },
    en: {
      one: 'Too many failed attempts. Sign-in is locked for {{n}} minute.',
      other: 'Too many failed attempts. Sign-in is locked for {{n}} minutes.',
    },
    fr: {
      one: 'Trop de tentatives échouées. La connexion est bloquée pendant {{n}} minute.',
      many: 'Trop de tentatives échouées. La connexion est bloquée pendant {{n}} de minutes.',
      other: 'Trop de tentatives échouées. La connexion est bloquée pendant {{n}} minutes.',
    },
  },
  'identity.tooManyAttempts': {
    ar: {
      zero: 'يرجى الانتظار قليلًا قبل المحاولة مرة أخرى.',
      one: 'يرجى الانتظار ثانية واحدة قبل المحاولة مرة أخرى.',
      two: 'يرجى الانتظار ثانيتين قبل المحاولة مرة أخرى.',
      few: 'يرجى الانتظار {{n}} ثوانٍ قبل المحاولة مرة أخرى.',
      many: 'يرجى الانتظار {{n}} ثانيةً قبل المحاولة مرة أخرى.',
      other: 'يرجى الانتظار {{n}} ثانية قبل المحاولة مرة أخرى.',
    },
    en: {
      one: 'Please wait {{n}} second before trying again.',
      other: 'Please wait {{n}} seconds before trying again.',
    },
    fr: {
      one: 'Veuillez patienter {{n}} seconde avant de réessayer.',
      many: 'Veuillez patienter {{n}} de secondes avant de réessayer.',
      other: 'Veuillez patienter {{n}} secondes avant de réessayer.',
    },
  },
  // The password policy checklist: the count is the shortest length allowed.
  'identity.policy.length': {
    ar: {
      zero: 'بلا حد أدنى للطول',
      one: 'حرف واحد على الأقل',
      two: 'حرفان على الأقل',
      few: '{{n}} أحرف على الأقل',
      many: '{{n}} حرفًا على الأقل',
      other: '{{n}} حرف على الأقل',
    },
    en: { one: 'At least {{n}} character', other: 'At least {{n}} characters' },
    fr: {
      one: 'Au moins {{n}} caractère',
      many: 'Au moins {{n}} de caractères',
      other: 'Au moins {{n}} caractères',
    },
  },
});
