import { defineMessages, type MessageBundle } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';
import { identityScreenMessages } from './identity-screens.messages.ts';

/** Identity and access: sign-in errors, password policy, e-mails sent to users. */
const coreMessages = defineMessages({
  en: {
    'identity.password.tooShort': 'The password must have at least 8 characters.',
    'identity.password.tooLong': 'The password must have at most 128 characters.',
    'identity.password.lettersAndDigits': 'The password must contain letters and digits.',
    'identity.password.notEmail': 'The password must not contain your e-mail address.',
    'identity.invalidCredentials': 'The e-mail, phone or password is not correct.',
    'identity.emailNotVerified': 'Please verify your e-mail address first. Check your inbox.',
    'identity.accountPending': 'Your account is waiting for acceptance by an administrator.',
    'identity.accountDisabled': 'This account is disabled.',
    'identity.demoRefused': 'Demo accounts cannot sign in on this server.',
    'identity.emailTaken': 'An account with this e-mail address already exists.',
    'identity.phoneTaken': 'An account with this phone number already exists.',
    'identity.invalidToken': 'This link is not valid or has expired. Ask for a new one.',
    'identity.invalidCode': 'The code is not correct.',
    'identity.sessionExpired': 'Your session has ended. Please sign in again.',
    'identity.refreshReused': 'This session was closed for your safety. Please sign in again.',
    'identity.twoFactorAlreadyEnabled': 'Two-step verification is already on.',
    'identity.twoFactorNotEnrolled': 'Start the two-step verification set-up first.',
    'identity.twoFactorNotEnabled': 'Two-step verification is not on.',
    'identity.wrongPassword': 'The current password is not correct.',
    'identity.roleInUse': 'This role is still assigned to users.',
    'identity.systemRole': 'Built-in roles cannot be deleted.',
    'identity.roleCodeTaken': 'A role with this code already exists.',
    'identity.scopeOutside': 'This scope is outside what you manage.',
    'identity.escalation': 'You cannot grant permissions you do not hold.',
    'identity.invalidScope': 'Choose the country, centre or ring of this scope.',
    'identity.invalidPermission': 'This permission is not valid: {{permission}}.',
    'identity.signupDecided': 'This sign-up has already been decided.',
    'identity.linkNotFound': 'The record to link was not found.',
    'identity.auditScope': 'Reading the audit log needs organisation-wide access.',
    'identity.mail.greeting': 'Hello {{name}},',
    'identity.mail.signature': 'Quran Centres',
    'identity.mail.verify.subject': 'Confirm your e-mail address',
    'identity.mail.verify.body':
      'Open this link to confirm your e-mail address (valid for 24 hours):\n{{link}}',
    'identity.mail.reset.subject': 'Reset your password',
    'identity.mail.reset.body':
      'Open this link to choose a new password (valid for 1 hour):\n{{link}}\nIf you did not ask for this, ignore this message.',
    'identity.mail.invite.subject': 'Your account is ready',
    'identity.mail.invite.body':
      'An account was created for you. Open this link to choose your password (valid for 7 days):\n{{link}}',
    'identity.mail.signupAccepted.subject': 'Your account was accepted',
    'identity.mail.signupAccepted.body': 'Your account was accepted. You can now sign in.',
    'identity.mail.signupRejected.subject': 'Your account request',
    'identity.mail.signupRejected.body':
      'Your account request was not accepted. Reason: {{reason}}',
  },
  ar: {
    'identity.password.tooShort': 'يجب ألا تقل كلمة المرور عن 8 أحرف.',
    'identity.password.tooLong': 'يجب ألا تزيد كلمة المرور على 128 حرفًا.',
    'identity.password.lettersAndDigits': 'يجب أن تحتوي كلمة المرور على حروف وأرقام.',
    'identity.password.notEmail': 'يجب ألا تحتوي كلمة المرور على بريدك الإلكتروني.',
    'identity.invalidCredentials': 'البريد الإلكتروني أو الهاتف أو كلمة المرور غير صحيحة.',
    'identity.emailNotVerified': 'يرجى تأكيد بريدك الإلكتروني أولًا. راجع صندوق الوارد.',
    'identity.accountPending': 'حسابك بانتظار موافقة المسؤول.',
    'identity.accountDisabled': 'هذا الحساب معطّل.',
    'identity.demoRefused': 'لا يمكن الدخول بالحسابات التجريبية على هذا الخادم.',
    'identity.emailTaken': 'يوجد حساب بهذا البريد الإلكتروني.',
    'identity.phoneTaken': 'يوجد حساب بهذا الرقم.',
    'identity.invalidToken': 'هذا الرابط غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا.',
    'identity.invalidCode': 'الرمز غير صحيح.',
    'identity.sessionExpired': 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
    'identity.refreshReused': 'أُغلقت هذه الجلسة حفاظًا على أمانك. يرجى تسجيل الدخول مرة أخرى.',
    'identity.twoFactorAlreadyEnabled': 'التحقق بخطوتين مفعّل مسبقًا.',
    'identity.twoFactorNotEnrolled': 'ابدأ إعداد التحقق بخطوتين أولًا.',
    'identity.twoFactorNotEnabled': 'التحقق بخطوتين غير مفعّل.',
    'identity.wrongPassword': 'كلمة المرور الحالية غير صحيحة.',
    'identity.roleInUse': 'هذا الدور ما زال مسندًا إلى مستخدمين.',
    'identity.systemRole': 'لا يمكن حذف الأدوار الأساسية.',
    'identity.roleCodeTaken': 'يوجد دور بهذا الرمز.',
    'identity.scopeOutside': 'هذا النطاق خارج صلاحياتك.',
    'identity.escalation': 'لا يمكنك منح صلاحيات لا تملكها.',
    'identity.invalidScope': 'اختر الدولة أو المركز أو الحلقة لهذا النطاق.',
    'identity.invalidPermission': 'هذه الصلاحية غير صالحة: {{permission}}.',
    'identity.signupDecided': 'تم البت في هذا الطلب مسبقًا.',
    'identity.linkNotFound': 'لم يُعثر على السجل المراد الربط به.',
    'identity.auditScope': 'قراءة سجل التدقيق تتطلب صلاحية على مستوى المؤسسة.',
    'identity.mail.greeting': 'السلام عليكم {{name}}،',
    'identity.mail.signature': 'مراكز القرآن',
    'identity.mail.verify.subject': 'تأكيد بريدك الإلكتروني',
    'identity.mail.verify.body':
      'افتح هذا الرابط لتأكيد بريدك الإلكتروني (صالح 24 ساعة):\n{{link}}',
    'identity.mail.reset.subject': 'إعادة تعيين كلمة المرور',
    'identity.mail.reset.body':
      'افتح هذا الرابط لاختيار كلمة مرور جديدة (صالح ساعة واحدة):\n{{link}}\nإن لم تطلب ذلك فتجاهل هذه الرسالة.',
    'identity.mail.invite.subject': 'حسابك جاهز',
    'identity.mail.invite.body':
      'أُنشئ لك حساب. افتح هذا الرابط لاختيار كلمة المرور (صالح 7 أيام):\n{{link}}',
    'identity.mail.signupAccepted.subject': 'تم قبول حسابك',
    'identity.mail.signupAccepted.body': 'تم قبول حسابك، يمكنك الآن تسجيل الدخول.',
    'identity.mail.signupRejected.subject': 'طلب حسابك',
    'identity.mail.signupRejected.body': 'لم يُقبل طلب حسابك. السبب: {{reason}}',
  },
  fr: {
    'identity.password.tooShort': 'Le mot de passe doit comporter au moins 8 caractères.',
    'identity.password.tooLong': 'Le mot de passe doit comporter au plus 128 caractères.',
    'identity.password.lettersAndDigits':
      'Le mot de passe doit contenir des lettres et des chiffres.',
    'identity.password.notEmail': 'Le mot de passe ne doit pas contenir votre adresse e-mail.',
    'identity.invalidCredentials': "L'e-mail, le téléphone ou le mot de passe est incorrect.",
    'identity.emailNotVerified':
      "Veuillez d'abord confirmer votre adresse e-mail. Consultez votre boîte de réception.",
    'identity.accountPending': "Votre compte attend l'acceptation d'un administrateur.",
    'identity.accountDisabled': 'Ce compte est désactivé.',
    'identity.demoRefused': 'Les comptes de démonstration ne peuvent pas se connecter ici.',
    'identity.emailTaken': 'Un compte existe déjà avec cette adresse e-mail.',
    'identity.phoneTaken': 'Un compte existe déjà avec ce numéro de téléphone.',
    'identity.invalidToken': "Ce lien n'est pas valide ou a expiré. Demandez-en un nouveau.",
    'identity.invalidCode': "Le code n'est pas correct.",
    'identity.sessionExpired': 'Votre session est terminée. Veuillez vous reconnecter.',
    'identity.refreshReused': 'Cette session a été fermée par sécurité. Veuillez vous reconnecter.',
    'identity.twoFactorAlreadyEnabled': 'La vérification en deux étapes est déjà activée.',
    'identity.twoFactorNotEnrolled':
      "Commencez d'abord la configuration de la vérification en deux étapes.",
    'identity.twoFactorNotEnabled': "La vérification en deux étapes n'est pas activée.",
    'identity.wrongPassword': "Le mot de passe actuel n'est pas correct.",
    'identity.roleInUse': 'Ce rôle est encore attribué à des utilisateurs.',
    'identity.systemRole': 'Les rôles intégrés ne peuvent pas être supprimés.',
    'identity.roleCodeTaken': 'Un rôle avec ce code existe déjà.',
    'identity.scopeOutside': 'Ce périmètre est en dehors de ce que vous gérez.',
    'identity.escalation': 'Vous ne pouvez pas accorder des permissions que vous n’avez pas.',
    'identity.invalidScope': 'Choisissez le pays, le centre ou le cercle de ce périmètre.',
    'identity.invalidPermission': "Cette permission n'est pas valide : {{permission}}.",
    'identity.signupDecided': 'Cette inscription a déjà été traitée.',
    'identity.linkNotFound': "L'enregistrement à lier est introuvable.",
    'identity.auditScope': "La lecture du journal d'audit exige un accès à toute l'organisation.",
    'identity.mail.greeting': 'Bonjour {{name}},',
    'identity.mail.signature': 'Centres coraniques',
    'identity.mail.verify.subject': 'Confirmez votre adresse e-mail',
    'identity.mail.verify.body':
      'Ouvrez ce lien pour confirmer votre adresse e-mail (valable 24 heures) :\n{{link}}',
    'identity.mail.reset.subject': 'Réinitialisez votre mot de passe',
    'identity.mail.reset.body':
      "Ouvrez ce lien pour choisir un nouveau mot de passe (valable 1 heure) :\n{{link}}\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    'identity.mail.invite.subject': 'Votre compte est prêt',
    'identity.mail.invite.body':
      'Un compte a été créé pour vous. Ouvrez ce lien pour choisir votre mot de passe (valable 7 jours) :\n{{link}}',
    'identity.mail.signupAccepted.subject': 'Votre compte a été accepté',
    'identity.mail.signupAccepted.body':
      'Votre compte a été accepté. Vous pouvez maintenant vous connecter.',
    'identity.mail.signupRejected.subject': 'Votre demande de compte',
    'identity.mail.signupRejected.body':
      "Votre demande de compte n'a pas été acceptée. Motif : {{reason}}",
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
