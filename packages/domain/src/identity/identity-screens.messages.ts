import { defineMessagesSideBySide } from '../i18n/define.ts';

/**
 * The words of the identity screens: sign-in pages, account settings, users, roles, mobile
 * sign-ups, partners, audit log and outbox. Merged into the identity bundle.
 */
export const identityScreenMessages = defineMessagesSideBySide({
  // Fields shared by several forms.
  'identity.field.displayName': {
    en: 'Full name',
    ar: 'الاسم الكامل',
    fr: 'Nom complet',
  },
  'identity.field.fullName': {
    en: 'Full name',
    ar: 'الاسم الكامل',
    fr: 'Nom complet',
  },
  'identity.field.email': {
    en: 'E-mail',
    ar: 'البريد الإلكتروني',
    fr: 'E-mail',
  },
  'identity.field.emailOptional': {
    en: 'E-mail (optional)',
    ar: 'البريد الإلكتروني (اختياري)',
    fr: 'E-mail (facultatif)',
  },
  'identity.field.phone': {
    en: 'Phone',
    ar: 'الهاتف',
    fr: 'Téléphone',
  },
  'identity.field.phoneOptional': {
    en: 'Phone (optional)',
    ar: 'الهاتف (اختياري)',
    fr: 'Téléphone (facultatif)',
  },
  'identity.field.password': {
    en: 'Password',
    ar: 'كلمة المرور',
    fr: 'Mot de passe',
  },
  'identity.field.newPassword': {
    en: 'New password',
    ar: 'كلمة المرور الجديدة',
    fr: 'Nouveau mot de passe',
  },
  'identity.field.currentPassword': {
    en: 'Current password',
    ar: 'كلمة المرور الحالية',
    fr: 'Mot de passe actuel',
  },
  'identity.field.confirmPassword': {
    en: 'Confirm the password',
    ar: 'تأكيد كلمة المرور',
    fr: 'Confirmez le mot de passe',
  },
  'identity.field.language': {
    en: 'Language',
    ar: 'اللغة',
    fr: 'Langue',
  },
  'identity.field.messagesLanguage': {
    en: 'Language of messages',
    ar: 'لغة الرسائل',
    fr: 'Langue des messages',
  },
  'identity.passwordsDiffer': {
    en: 'The two passwords are not the same.',
    ar: 'كلمتا المرور غير متطابقتين.',
    fr: 'Les deux mots de passe ne sont pas identiques.',
  },
  'identity.emailOrPhone': {
    en: 'Give an e-mail address or a phone number.',
    ar: 'أدخل بريدًا إلكترونيًا أو رقم هاتف.',
    fr: 'Indiquez une adresse e-mail ou un numéro de téléphone.',
  },
  'identity.passwordNeeded': {
    en: 'Without an e-mail address no invitation can be sent: choose a password.',
    ar: 'لا يمكن إرسال دعوة دون بريد إلكتروني: اختر كلمة مرور.',
    fr: 'Sans adresse e-mail, aucune invitation ne peut être envoyée : choisissez un mot de passe.',
  },
  'identity.roleCodeFormat': {
    en: 'Use small Latin letters, digits and _ (starting with a letter), e.g. librarian.',
    ar: 'استخدم حروفًا لاتينية صغيرة وأرقامًا و _ (تبدأ بحرف)، مثل librarian.',
    fr: 'Lettres latines minuscules, chiffres et _ (en commençant par une lettre), p. ex. librarian.',
  },
  'identity.noEmail': {
    en: 'This user has no e-mail address to send a link to.',
    ar: 'ليس لهذا المستخدم بريد إلكتروني يُرسل إليه الرابط.',
    fr: "Cet utilisateur n'a pas d'adresse e-mail où envoyer un lien.",
  },
  'identity.policy.title': {
    en: 'Password rules',
    ar: 'شروط كلمة المرور',
    fr: 'Règles du mot de passe',
  },
  'identity.policy.lettersDigits': {
    en: 'Letters and digits',
    ar: 'حروف وأرقام',
    fr: 'Des lettres et des chiffres',
  },
  'identity.policy.notEmail': {
    en: 'Not your e-mail address',
    ar: 'لا تتضمن بريدك الإلكتروني',
    fr: 'Pas votre adresse e-mail',
  },
  'identity.code.digit': {
    en: 'Digit {{n}} of {{total}}',
    ar: 'الرقم {{n}} من {{total}}',
    fr: 'Chiffre {{n}} sur {{total}}',
  },
  'identity.backToLogin': {
    en: 'Back to sign-in',
    ar: 'العودة إلى تسجيل الدخول',
    fr: 'Retour à la connexion',
  },
  // The illustration panel of the split pages.
  'identity.art.login.title': {
    en: 'Welcome back',
    ar: 'مرحبًا بعودتك',
    fr: 'Bon retour',
  },
  'identity.art.login.text': {
    en: 'Rings, memorisation and every student’s progress, one sign-in away.',
    ar: 'الحلقات والتسميع وتقدّم كل طالب، على بُعد تسجيل دخول واحد.',
    fr: 'Cercles, mémorisation et progrès de chaque élève, à une connexion près.',
  },
  'identity.art.register.title': {
    en: 'Join your centre',
    ar: 'انضم إلى مركزك',
    fr: 'Rejoignez votre centre',
  },
  'identity.art.register.text': {
    en: 'Create your account, confirm your e-mail, and your centre does the rest.',
    ar: 'أنشئ حسابك وأكّد بريدك الإلكتروني، ويتولّى مركزك الباقي.',
    fr: 'Créez votre compte, confirmez votre e-mail, et votre centre fait le reste.',
  },
  'identity.art.forgot.title': {
    en: 'It happens to everyone',
    ar: 'يحدث هذا للجميع',
    fr: 'Cela arrive à tout le monde',
  },
  'identity.art.forgot.text': {
    en: 'We will send you a link to choose a new password.',
    ar: 'سنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
    fr: 'Nous vous envoyons un lien pour choisir un nouveau mot de passe.',
  },
  'identity.art.reset.title': {
    en: 'A fresh start',
    ar: 'بداية جديدة',
    fr: 'Un nouveau départ',
  },
  'identity.art.reset.text': {
    en: 'Choose a strong password you do not use anywhere else.',
    ar: 'اختر كلمة مرور قوية لا تستخدمها في مكان آخر.',
    fr: "Choisissez un mot de passe solide que vous n'utilisez nulle part ailleurs.",
  },
  'identity.art.verify.title': {
    en: 'One last step',
    ar: 'خطوة أخيرة',
    fr: 'Une dernière étape',
  },
  'identity.art.verify.text': {
    en: 'Confirming your e-mail keeps your account and your students safe.',
    ar: 'تأكيد بريدك الإلكتروني يحفظ حسابك وطلابك.',
    fr: 'Confirmer votre e-mail protège votre compte et vos élèves.',
  },
  'identity.art.twoSteps.title': {
    en: 'Two steps, more safety',
    ar: 'خطوتان لأمان أكبر',
    fr: 'Deux étapes, plus de sécurité',
  },
  'identity.art.twoSteps.text': {
    en: 'Your password and the code of your phone: nobody else can sign in.',
    ar: 'كلمة مرورك ورمز هاتفك: لا يستطيع غيرك الدخول.',
    fr: 'Votre mot de passe et le code de votre téléphone : personne d’autre ne peut se connecter.',
  },
  'identity.art.app.title': {
    en: 'The family app',
    ar: 'تطبيق الأسرة',
    fr: "L'application des familles",
  },
  'identity.art.app.text': {
    en: 'Follow your children’s memorisation from your phone.',
    ar: 'تابع حفظ أبنائك من هاتفك.',
    fr: 'Suivez la mémorisation de vos enfants depuis votre téléphone.',
  },
  // Sign-in.
  'identity.login.title': {
    en: 'Sign in to your account',
    ar: 'تسجيل الدخول إلى حسابك',
    fr: 'Connexion à votre compte',
  },
  'identity.login.subtitle': {
    en: 'Enter your e-mail or phone number and your password.',
    ar: 'أدخل بريدك الإلكتروني أو رقم هاتفك وكلمة المرور.',
    fr: 'Saisissez votre e-mail ou votre téléphone et votre mot de passe.',
  },
  'identity.login.identifier': {
    en: 'E-mail or phone',
    ar: 'البريد الإلكتروني أو الهاتف',
    fr: 'E-mail ou téléphone',
  },
  'identity.login.forgot': {
    en: 'Forgot your password?',
    ar: 'نسيت كلمة المرور؟',
    fr: 'Mot de passe oublié ?',
  },
  'identity.login.submit': {
    en: 'Sign in',
    ar: 'تسجيل الدخول',
    fr: 'Se connecter',
  },
  'identity.login.noAccount': {
    en: 'New here?',
    ar: 'مستخدم جديد؟',
    fr: 'Nouveau ici ?',
  },
  'identity.login.register': {
    en: 'Create an account',
    ar: 'أنشئ حسابًا',
    fr: 'Créer un compte',
  },
  'identity.login.appUsers': {
    en: 'Guardians and students: sign in to the app',
    ar: 'أولياء الأمور والطلاب: الدخول إلى التطبيق',
    fr: "Tuteurs et élèves : connexion à l'application",
  },
  // Second step.
  'identity.twoSteps.title': {
    en: 'Two-step verification',
    ar: 'التحقق بخطوتين',
    fr: 'Vérification en deux étapes',
  },
  'identity.twoSteps.subtitle': {
    en: 'Enter the six-digit code shown in your authenticator app.',
    ar: 'أدخل الرمز المكوّن من ستة أرقام الظاهر في تطبيق المصادقة.',
    fr: "Saisissez le code à six chiffres affiché dans votre application d'authentification.",
  },
  'identity.twoSteps.codeLabel': {
    en: 'Verification code',
    ar: 'رمز التحقق',
    fr: 'Code de vérification',
  },
  'identity.twoSteps.sixDigits': {
    en: 'Enter all six digits of the code.',
    ar: 'أدخل أرقام الرمز الستة كلها.',
    fr: 'Saisissez les six chiffres du code.',
  },
  'identity.twoSteps.submit': {
    en: 'Verify and sign in',
    ar: 'تحقّق وادخل',
    fr: 'Vérifier et se connecter',
  },
  'identity.twoSteps.useRecovery': {
    en: 'Use a recovery code instead',
    ar: 'استخدم رمز استرداد بدلًا من ذلك',
    fr: 'Utiliser plutôt un code de secours',
  },
  'identity.twoSteps.useApp': {
    en: 'Use the authenticator app instead',
    ar: 'استخدم تطبيق المصادقة بدلًا من ذلك',
    fr: "Utiliser plutôt l'application d'authentification",
  },
  'identity.twoSteps.recoveryHelp': {
    en: 'Enter one of the recovery codes you saved when you turned two-step verification on. Each code works once.',
    ar: 'أدخل أحد رموز الاسترداد التي حفظتها عند تفعيل التحقق بخطوتين. كل رمز يعمل مرة واحدة.',
    fr: "Saisissez l'un des codes de secours conservés lors de l'activation. Chaque code ne sert qu'une fois.",
  },
  'identity.twoSteps.recoveryCode': {
    en: 'Recovery code',
    ar: 'رمز الاسترداد',
    fr: 'Code de secours',
  },
  'identity.twoSteps.recoveryFormat': {
    en: 'Ten letters and digits, for example ABCDE-12345.',
    ar: 'عشرة حروف وأرقام، مثل ABCDE-12345.',
    fr: 'Dix lettres et chiffres, par exemple ABCDE-12345.',
  },
  'identity.twoSteps.passwordFirst': {
    en: 'Sign in with your password first; this page then asks for your code.',
    ar: 'سجّل الدخول بكلمة المرور أولًا، ثم تطلب هذه الصفحة الرمز.',
    fr: "Connectez-vous d'abord avec votre mot de passe ; cette page demandera ensuite le code.",
  },
  'identity.twoSteps.toLogin': {
    en: 'Go to sign-in',
    ar: 'الذهاب إلى تسجيل الدخول',
    fr: 'Aller à la connexion',
  },
  // Registration.
  'identity.register.title': {
    en: 'Create your account',
    ar: 'أنشئ حسابك',
    fr: 'Créez votre compte',
  },
  'identity.register.subtitle': {
    en: 'A verification link will be sent to your e-mail address.',
    ar: 'سنرسل رابط تأكيد إلى بريدك الإلكتروني.',
    fr: 'Un lien de vérification sera envoyé à votre adresse e-mail.',
  },
  'identity.register.submit': {
    en: 'Create the account',
    ar: 'إنشاء الحساب',
    fr: 'Créer le compte',
  },
  'identity.register.haveAccount': {
    en: 'Already have an account?',
    ar: 'لديك حساب؟',
    fr: 'Vous avez déjà un compte ?',
  },
  'identity.register.signIn': {
    en: 'Sign in',
    ar: 'سجّل الدخول',
    fr: 'Se connecter',
  },
  'identity.register.inSteps': {
    en: 'Prefer step by step? Register in steps',
    ar: 'تفضّل خطوة بخطوة؟ التسجيل على مراحل',
    fr: "Plutôt pas à pas ? S'inscrire en étapes",
  },
  'identity.registerSteps.title': {
    en: 'Create your account step by step',
    ar: 'أنشئ حسابك خطوة بخطوة',
    fr: 'Créez votre compte pas à pas',
  },
  'identity.registerSteps.subtitle': {
    en: 'Three short steps; you can go back at any time.',
    ar: 'ثلاث خطوات قصيرة، ويمكنك الرجوع في أي وقت.',
    fr: 'Trois courtes étapes ; vous pouvez revenir en arrière à tout moment.',
  },
  'identity.registerSteps.account': {
    en: 'Account',
    ar: 'الحساب',
    fr: 'Compte',
  },
  'identity.registerSteps.personal': {
    en: 'Personal details',
    ar: 'البيانات الشخصية',
    fr: 'Informations personnelles',
  },
  'identity.registerSteps.review': {
    en: 'Review',
    ar: 'المراجعة',
    fr: 'Vérification',
  },
  'identity.registerSteps.next': {
    en: 'Next',
    ar: 'التالي',
    fr: 'Suivant',
  },
  'identity.registerSteps.languageHelp': {
    en: 'E-mails from the system will be written in this language.',
    ar: 'ستُكتب رسائل النظام بهذه اللغة.',
    fr: 'Les e-mails du système seront rédigés dans cette langue.',
  },
  // Forgot and reset.
  'identity.forgot.title': {
    en: 'Forgot your password?',
    ar: 'نسيت كلمة المرور؟',
    fr: 'Mot de passe oublié ?',
  },
  'identity.forgot.subtitle': {
    en: 'Enter the e-mail address of your account and we will send you a link.',
    ar: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا.',
    fr: "Saisissez l'adresse e-mail de votre compte ; nous vous enverrons un lien.",
  },
  'identity.forgot.submit': {
    en: 'Send the link',
    ar: 'أرسل الرابط',
    fr: 'Envoyer le lien',
  },
  'identity.forgot.sentTitle': {
    en: 'Check your inbox',
    ar: 'راجع بريدك الوارد',
    fr: 'Consultez votre boîte de réception',
  },
  'identity.forgot.sentText': {
    en: 'If an account uses {{email}}, a link to choose a new password is on its way.',
    ar: 'إن كان هناك حساب يستخدم \u2066{{email}}\u2069 فإن رابط اختيار كلمة مرور جديدة في الطريق إليه.',
    fr: 'Si un compte utilise {{email}}, un lien pour choisir un nouveau mot de passe est en route.',
  },
  'identity.forgot.sentHelp': {
    en: 'The link works once and for one hour. Nothing arrived? Check the spam folder, or send it again.',
    ar: 'يعمل الرابط مرة واحدة ولمدة ساعة. لم يصل شيء؟ راجع مجلد الرسائل غير المرغوب فيها، أو أرسله مرة أخرى.',
    fr: "Le lien ne sert qu'une fois et pendant une heure. Rien reçu ? Regardez les indésirables, ou renvoyez-le.",
  },
  'identity.forgot.again': {
    en: 'Send again',
    ar: 'أرسل مرة أخرى',
    fr: 'Renvoyer',
  },
  'identity.reset.title': {
    en: 'Choose a new password',
    ar: 'اختر كلمة مرور جديدة',
    fr: 'Choisissez un nouveau mot de passe',
  },
  'identity.reset.subtitle': {
    en: 'All your devices will be signed out once it is changed.',
    ar: 'سيُسجَّل خروجك من جميع أجهزتك بعد تغييرها.',
    fr: 'Tous vos appareils seront déconnectés après le changement.',
  },
  'identity.reset.submit': {
    en: 'Save the new password',
    ar: 'حفظ كلمة المرور الجديدة',
    fr: 'Enregistrer le nouveau mot de passe',
  },
  'identity.reset.doneTitle': {
    en: 'Your password has been changed',
    ar: 'تم تغيير كلمة المرور',
    fr: 'Votre mot de passe a été changé',
  },
  'identity.reset.doneText': {
    en: 'Sign in with your new password.',
    ar: 'سجّل الدخول بكلمة المرور الجديدة.',
    fr: 'Connectez-vous avec votre nouveau mot de passe.',
  },
  'identity.reset.newLink': {
    en: 'Ask for a new link',
    ar: 'اطلب رابطًا جديدًا',
    fr: 'Demander un nouveau lien',
  },
  // Verify e-mail.
  'identity.verify.title': {
    en: 'Verify your e-mail',
    ar: 'أكّد بريدك الإلكتروني',
    fr: 'Vérifiez votre e-mail',
  },
  'identity.verify.subtitle': {
    en: 'Open the link we e-mailed you to confirm your address.',
    ar: 'افتح الرابط الذي أرسلناه إلى بريدك لتأكيد عنوانك.',
    fr: 'Ouvrez le lien envoyé par e-mail pour confirmer votre adresse.',
  },
  'identity.verify.sentTo': {
    en: 'We sent a verification link to {{email}}.',
    ar: 'أرسلنا رابط التأكيد إلى \u2066{{email}}\u2069.',
    fr: 'Nous avons envoyé un lien de vérification à {{email}}.',
  },
  'identity.verify.help': {
    en: 'Open the link in the message to activate your account. It works for 24 hours. You can ask for a new one below.',
    ar: 'افتح الرابط في الرسالة لتفعيل حسابك، وهو صالح 24 ساعة. ويمكنك طلب رابط جديد أدناه.',
    fr: 'Ouvrez le lien du message pour activer votre compte ; il est valable 24 heures. Vous pouvez en demander un nouveau ci-dessous.',
  },
  'identity.verify.resend': {
    en: 'Send the link again',
    ar: 'أرسل الرابط مرة أخرى',
    fr: 'Renvoyer le lien',
  },
  'identity.verify.resent': {
    en: 'If {{email}} belongs to an account waiting for verification, a new link is on its way.',
    ar: 'إن كان \u2066{{email}}\u2069 لحساب بانتظار التأكيد فإن رابطًا جديدًا في الطريق إليه.',
    fr: 'Si {{email}} appartient à un compte en attente de vérification, un nouveau lien est en route.',
  },
  'identity.verify.checking': {
    en: 'Checking your link…',
    ar: 'جارٍ التحقق من الرابط…',
    fr: 'Vérification du lien…',
  },
  'identity.verify.doneTitle': {
    en: 'Your e-mail is verified',
    ar: 'تم تأكيد بريدك الإلكتروني',
    fr: 'Votre e-mail est vérifié',
  },
  'identity.verify.doneText': {
    en: 'Your account is active. You can sign in now.',
    ar: 'حسابك مفعّل، ويمكنك تسجيل الدخول الآن.',
    fr: 'Votre compte est actif. Vous pouvez vous connecter.',
  },
  'identity.verify.continue': {
    en: 'Continue',
    ar: 'متابعة',
    fr: 'Continuer',
  },
  // Mobile app accounts.
  'identity.app.title': {
    en: 'Guardians and students',
    ar: 'أولياء الأمور والطلاب',
    fr: 'Tuteurs et élèves',
  },
  'identity.app.subtitle': {
    en: 'Sign in to follow memorisation, attendance and tests.',
    ar: 'سجّل الدخول لمتابعة الحفظ والحضور والاختبارات.',
    fr: 'Connectez-vous pour suivre la mémorisation, les présences et les examens.',
  },
  'identity.app.signInTab': {
    en: 'Sign in',
    ar: 'تسجيل الدخول',
    fr: 'Connexion',
  },
  'identity.app.signUpTab': {
    en: 'New account',
    ar: 'حساب جديد',
    fr: 'Nouveau compte',
  },
  'identity.app.identifier': {
    en: 'Phone or e-mail',
    ar: 'الهاتف أو البريد الإلكتروني',
    fr: 'Téléphone ou e-mail',
  },
  'identity.app.identifierHelp': {
    en: 'The phone number you registered with, e.g. +90 532 000 00 00.',
    ar: 'رقم الهاتف الذي سجّلت به، مثل \u2066+90 532 000 00 00\u2069.',
    fr: 'Le numéro avec lequel vous vous êtes inscrit, p. ex. +90 532 000 00 00.',
  },
  'identity.app.kind': {
    en: 'I am',
    ar: 'أنا',
    fr: 'Je suis',
  },
  'identity.app.guardian': {
    en: 'A guardian (parent)',
    ar: 'ولي أمر',
    fr: 'Un tuteur (parent)',
  },
  'identity.app.student': {
    en: 'A student',
    ar: 'طالب',
    fr: 'Un élève',
  },
  'identity.app.note': {
    en: 'Note for the centre (optional)',
    ar: 'ملاحظة للمركز (اختياري)',
    fr: 'Note pour le centre (facultatif)',
  },
  'identity.app.noteHelp': {
    en: 'For example your children’s names and their centre.',
    ar: 'مثل أسماء أبنائك ومركزهم.',
    fr: 'Par exemple le nom de vos enfants et leur centre.',
  },
  'identity.app.submit': {
    en: 'Send my request',
    ar: 'أرسل طلبي',
    fr: 'Envoyer ma demande',
  },
  'identity.app.waitingTitle': {
    en: 'Request received',
    ar: 'وصل طلبك',
    fr: 'Demande reçue',
  },
  'identity.app.waitingText': {
    en: 'Thank you, {{name}}. Your account is waiting for acceptance.',
    ar: 'شكرًا لك يا {{name}}. حسابك بانتظار الموافقة.',
    fr: 'Merci, {{name}}. Votre compte attend son acceptation.',
  },
  'identity.app.waitingHelp': {
    en: 'The centre will link your account to your family’s records. You can sign in once it is accepted.',
    ar: 'سيربط المركز حسابك بسجلات أسرتك، ويمكنك تسجيل الدخول بعد الموافقة.',
    fr: 'Le centre reliera votre compte aux dossiers de votre famille. Vous pourrez vous connecter une fois accepté.',
  },
  'route./roles': {
    en: 'Roles and permissions',
    ar: 'الأدوار والصلاحيات',
    fr: 'Rôles et permissions',
  },
  'route./audit-log': {
    en: 'Audit log',
    ar: 'سجل التدقيق',
    fr: "Journal d'audit",
  },
  'route./outbox': {
    en: 'Outbox',
    ar: 'صندوق الصادر',
    fr: "Boîte d'envoi",
  },
  'route./users/:id': {
    en: 'User',
    ar: 'المستخدم',
    fr: 'Utilisateur',
  },
  'module.identity': {
    en: 'Users and access',
    ar: 'المستخدمون والصلاحيات',
    fr: 'Utilisateurs et accès',
  },
  'identity.scope.organisation': {
    en: 'Whole organisation',
    ar: 'المؤسسة كاملة',
    fr: "Toute l'organisation",
  },
  'identity.scope.country': {
    en: 'Country',
    ar: 'الدولة',
    fr: 'Pays',
  },
  'identity.scope.centre': {
    en: 'Centre',
    ar: 'المركز',
    fr: 'Centre',
  },
  'identity.scope.ring': {
    en: 'Ring',
    ar: 'الحلقة',
    fr: 'Cercle',
  },
  'identity.scope.own': {
    en: 'Own records',
    ar: 'سجلاته الخاصة',
    fr: 'Ses propres dossiers',
  },
  'identity.status.pending': {
    en: 'Waiting',
    ar: 'بانتظار الموافقة',
    fr: 'En attente',
  },
  'identity.status.active': {
    en: 'Active',
    ar: 'نشط',
    fr: 'Actif',
  },
  'identity.status.locked': {
    en: 'Locked',
    ar: 'موقوف',
    fr: 'Verrouillé',
  },
  'identity.status.disabled': {
    en: 'Disabled',
    ar: 'معطّل',
    fr: 'Désactivé',
  },
  'identity.kind.staff': {
    en: 'Staff',
    ar: 'موظف',
    fr: 'Personnel',
  },
  'identity.kind.mobile': {
    en: 'App user',
    ar: 'مستخدم التطبيق',
    fr: "Utilisateur de l'application",
  },
  'identity.kind.partner': {
    en: 'Partner',
    ar: 'شريك',
    fr: 'Partenaire',
  },
  'identity.account.subtitle': {
    en: 'Your profile, your security and how the interface looks.',
    ar: 'ملفك الشخصي وأمان حسابك وطريقة عرض الواجهة.',
    fr: "Votre profil, votre sécurité et l'apparence de l'interface.",
  },
  'identity.account.tab.account': {
    en: 'Account',
    ar: 'الحساب',
    fr: 'Compte',
  },
  'identity.account.tab.security': {
    en: 'Security',
    ar: 'الأمان',
    fr: 'Sécurité',
  },
  'identity.account.tab.preferences': {
    en: 'Preferences',
    ar: 'التفضيلات',
    fr: 'Préférences',
  },
  'identity.profile.title': {
    en: 'Profile',
    ar: 'الملف الشخصي',
    fr: 'Profil',
  },
  'identity.profile.subtitle': {
    en: 'How your name and contact details appear to others.',
    ar: 'كيف يظهر اسمك وبيانات التواصل للآخرين.',
    fr: 'Comment votre nom et vos coordonnées apparaissent aux autres.',
  },
  'identity.profile.saved': {
    en: 'Your profile has been saved.',
    ar: 'تم حفظ ملفك الشخصي.',
    fr: 'Votre profil a été enregistré.',
  },
  'identity.profile.verified': {
    en: 'Verified',
    ar: 'مؤكَّد',
    fr: 'Vérifié',
  },
  'identity.profile.unverified': {
    en: 'Not verified',
    ar: 'غير مؤكَّد',
    fr: 'Non vérifié',
  },
  'identity.profile.emailHelp': {
    en: 'Ask an administrator to change your sign-in e-mail.',
    ar: 'اطلب من المسؤول تغيير بريد الدخول.',
    fr: 'Demandez à un administrateur de changer votre e-mail de connexion.',
  },
  'identity.profile.languageHelp': {
    en: 'The interface and the e-mails you receive use this language.',
    ar: 'تستخدم الواجهة والرسائل التي تصلك هذه اللغة.',
    fr: 'L’interface et les e-mails reçus utilisent cette langue.',
  },
  'identity.profile.avatarUrl': {
    en: 'Picture address (optional)',
    ar: 'رابط الصورة (اختياري)',
    fr: "Adresse de l'image (facultatif)",
  },
  'identity.profile.avatarHelp': {
    en: 'A link to a square picture; your initials are shown otherwise.',
    ar: 'رابط صورة مربعة، وإلا تظهر الأحرف الأولى من اسمك.',
    fr: 'Un lien vers une image carrée ; sinon vos initiales sont affichées.',
  },
  'identity.profile.edit': {
    en: 'Edit profile',
    ar: 'تعديل الملف',
    fr: 'Modifier le profil',
  },
  'identity.profile.about': {
    en: 'About',
    ar: 'نبذة',
    fr: 'À propos',
  },
  'identity.profile.memberSince': {
    en: 'Member since',
    ar: 'عضو منذ',
    fr: 'Membre depuis',
  },
  'identity.profile.lastSignIn': {
    en: 'Last sign-in',
    ar: 'آخر دخول',
    fr: 'Dernière connexion',
  },
  'identity.profile.roles': {
    en: 'Roles and where they hold',
    ar: 'الأدوار ونطاقها',
    fr: 'Rôles et leur périmètre',
  },
  'identity.profile.rolesHelp': {
    en: 'What you can do depends on your roles and on the places they cover.',
    ar: 'ما يمكنك فعله يعتمد على أدوارك والأماكن التي تشملها.',
    fr: 'Ce que vous pouvez faire dépend de vos rôles et des lieux qu’ils couvrent.',
  },
  'identity.profile.noRoles': {
    en: 'No role has been given to you yet.',
    ar: 'لم يُسند إليك أي دور بعد.',
    fr: 'Aucun rôle ne vous a encore été attribué.',
  },
  'identity.password.title': {
    en: 'Password',
    ar: 'كلمة المرور',
    fr: 'Mot de passe',
  },
  'identity.password.subtitle': {
    en: 'Changing it signs out your other devices.',
    ar: 'تغييرها يسجّل خروج أجهزتك الأخرى.',
    fr: 'La changer déconnecte vos autres appareils.',
  },
  'identity.password.submit': {
    en: 'Change the password',
    ar: 'تغيير كلمة المرور',
    fr: 'Changer le mot de passe',
  },
  'identity.password.saved': {
    en: 'Your password has been changed. Your other devices have been signed out.',
    ar: 'تم تغيير كلمة المرور، وسُجّل خروج أجهزتك الأخرى.',
    fr: 'Votre mot de passe a été changé. Vos autres appareils ont été déconnectés.',
  },
  'identity.twoFactor.title': {
    en: 'Two-step verification',
    ar: 'التحقق بخطوتين',
    fr: 'Vérification en deux étapes',
  },
  'identity.twoFactor.subtitle': {
    en: 'A code from your phone at every sign-in.',
    ar: 'رمز من هاتفك عند كل تسجيل دخول.',
    fr: 'Un code de votre téléphone à chaque connexion.',
  },
  'identity.twoFactor.on': {
    en: 'On',
    ar: 'مفعّل',
    fr: 'Activée',
  },
  'identity.twoFactor.off': {
    en: 'Off',
    ar: 'غير مفعّل',
    fr: 'Désactivée',
  },
  'identity.twoFactor.onText': {
    en: 'Signing in needs your password and a code from your authenticator app. Keep your recovery codes somewhere safe.',
    ar: 'يتطلب الدخول كلمة المرور ورمزًا من تطبيق المصادقة. احفظ رموز الاسترداد في مكان آمن.',
    fr: "La connexion demande votre mot de passe et un code de votre application d'authentification. Gardez vos codes de secours en lieu sûr.",
  },
  'identity.twoFactor.offText': {
    en: 'Protect your account with an authenticator app (Google Authenticator, Microsoft Authenticator, FreeOTP…): even with your password, nobody can sign in without your phone.',
    ar: 'احمِ حسابك بتطبيق مصادقة (Google Authenticator أو Microsoft Authenticator أو FreeOTP…): لن يستطيع أحد الدخول دون هاتفك حتى لو عرف كلمة مرورك.',
    fr: "Protégez votre compte avec une application d'authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…) : même avec votre mot de passe, personne ne peut se connecter sans votre téléphone.",
  },
  'identity.twoFactor.enable': {
    en: 'Turn on two-step verification',
    ar: 'تفعيل التحقق بخطوتين',
    fr: 'Activer la vérification en deux étapes',
  },
  'identity.twoFactor.disable': {
    en: 'Turn off',
    ar: 'إيقاف التفعيل',
    fr: 'Désactiver',
  },
  'identity.twoFactor.enrolTitle': {
    en: 'Set up two-step verification',
    ar: 'إعداد التحقق بخطوتين',
    fr: 'Configurer la vérification en deux étapes',
  },
  'identity.twoFactor.step.scan': {
    en: 'Scan',
    ar: 'المسح',
    fr: 'Scanner',
  },
  'identity.twoFactor.step.verify': {
    en: 'Verify',
    ar: 'التحقق',
    fr: 'Vérifier',
  },
  'identity.twoFactor.step.codes': {
    en: 'Recovery codes',
    ar: 'رموز الاسترداد',
    fr: 'Codes de secours',
  },
  'identity.twoFactor.scan': {
    en: 'Scan this QR code with your authenticator app.',
    ar: 'امسح رمز QR هذا بتطبيق المصادقة.',
    fr: "Scannez ce code QR avec votre application d'authentification.",
  },
  'identity.twoFactor.manual': {
    en: 'Cannot scan? Type this key in the app instead:',
    ar: 'لا يمكنك المسح؟ أدخل هذا المفتاح في التطبيق:',
    fr: 'Impossible de scanner ? Saisissez plutôt cette clé dans l’application :',
  },
  'identity.twoFactor.copySecret': {
    en: 'Copy the key',
    ar: 'نسخ المفتاح',
    fr: 'Copier la clé',
  },
  'identity.twoFactor.openApp': {
    en: 'On this phone? Open the authenticator app',
    ar: 'على هذا الهاتف؟ افتح تطبيق المصادقة',
    fr: "Sur ce téléphone ? Ouvrir l'application d'authentification",
  },
  'identity.twoFactor.qrAlt': {
    en: 'QR code for the authenticator app',
    ar: 'رمز QR لتطبيق المصادقة',
    fr: "Code QR pour l'application d'authentification",
  },
  'identity.twoFactor.enterCode': {
    en: 'Enter the six-digit code the app now shows, to prove it is set up.',
    ar: 'أدخل الرمز المكوّن من ستة أرقام الذي يظهره التطبيق الآن للتأكد من إعداده.',
    fr: 'Saisissez le code à six chiffres affiché par l’application pour confirmer la configuration.',
  },
  'identity.twoFactor.verify': {
    en: 'Verify and turn on',
    ar: 'تحقّق وفعّل',
    fr: 'Vérifier et activer',
  },
  'identity.twoFactor.enabledText': {
    en: 'Two-step verification is on. Save these recovery codes: each one lets you sign in once if you lose your phone.',
    ar: 'تم تفعيل التحقق بخطوتين. احفظ رموز الاسترداد هذه: كل رمز يتيح لك الدخول مرة واحدة إن فقدت هاتفك.',
    fr: 'La vérification en deux étapes est activée. Conservez ces codes de secours : chacun permet une connexion si vous perdez votre téléphone.',
  },
  'identity.twoFactor.done': {
    en: 'Done',
    ar: 'تم',
    fr: 'Terminé',
  },
  'identity.twoFactor.disableTitle': {
    en: 'Turn off two-step verification',
    ar: 'إيقاف التحقق بخطوتين',
    fr: 'Désactiver la vérification en deux étapes',
  },
  'identity.twoFactor.disableText': {
    en: 'Confirm with your password and a current code (or a recovery code).',
    ar: 'أكّد بكلمة المرور ورمز حالي (أو رمز استرداد).',
    fr: 'Confirmez avec votre mot de passe et un code actuel (ou un code de secours).',
  },
  'identity.twoFactor.codeOrRecovery': {
    en: 'Code or recovery code',
    ar: 'الرمز أو رمز الاسترداد',
    fr: 'Code ou code de secours',
  },
  'identity.recovery.once': {
    en: 'These codes are shown only now. Copy or download them and keep them somewhere safe.',
    ar: 'تظهر هذه الرموز الآن فقط. انسخها أو نزّلها واحفظها في مكان آمن.',
    fr: "Ces codes ne s'affichent qu'une fois. Copiez-les ou téléchargez-les et gardez-les en lieu sûr.",
  },
  'identity.recovery.copy': {
    en: 'Copy all',
    ar: 'نسخ الكل',
    fr: 'Tout copier',
  },
  'identity.recovery.copied': {
    en: 'Copied',
    ar: 'تم النسخ',
    fr: 'Copié',
  },
  'identity.recovery.download': {
    en: 'Download',
    ar: 'تنزيل',
    fr: 'Télécharger',
  },
  'identity.recovery.fileHeading': {
    en: '{{app}}: recovery codes. Each code works once.',
    ar: '{{app}}: رموز الاسترداد. كل رمز يعمل مرة واحدة.',
    fr: '{{app}} : codes de secours. Chaque code ne sert qu’une fois.',
  },
  'identity.recovery.saved': {
    en: 'I have saved my recovery codes',
    ar: 'حفظتُ رموز الاسترداد',
    fr: 'J’ai conservé mes codes de secours',
  },
  'identity.recovery.newTitle': {
    en: 'New recovery codes',
    ar: 'رموز استرداد جديدة',
    fr: 'Nouveaux codes de secours',
  },
  'identity.recovery.newText': {
    en: 'New codes replace the old ones, which stop working. Confirm with your password.',
    ar: 'الرموز الجديدة تحل محل القديمة التي تتوقف عن العمل. أكّد بكلمة المرور.',
    fr: 'Les nouveaux codes remplacent les anciens, qui cessent de fonctionner. Confirmez avec votre mot de passe.',
  },
  'identity.recovery.generate': {
    en: 'Make new codes',
    ar: 'إنشاء رموز جديدة',
    fr: 'Créer de nouveaux codes',
  },
  'identity.sessions.title': {
    en: 'Signed-in devices',
    ar: 'الأجهزة المسجّل دخولها',
    fr: 'Appareils connectés',
  },
  'identity.sessions.subtitle': {
    en: 'Sign out any device you do not recognise.',
    ar: 'سجّل الخروج من أي جهاز لا تعرفه.',
    fr: 'Déconnectez tout appareil que vous ne reconnaissez pas.',
  },
  'identity.sessions.current': {
    en: 'This device',
    ar: 'هذا الجهاز',
    fr: 'Cet appareil',
  },
  'identity.sessions.lastUsed': {
    en: 'Active {{when}}',
    ar: 'آخر نشاط {{when}}',
    fr: 'Actif {{when}}',
  },
  'identity.sessions.since': {
    en: 'since {{when}}',
    ar: 'منذ {{when}}',
    fr: 'depuis le {{when}}',
  },
  'identity.sessions.unknownDevice': {
    en: 'Unknown device',
    ar: 'جهاز غير معروف',
    fr: 'Appareil inconnu',
  },
  'identity.sessions.revoke': {
    en: 'Sign out',
    ar: 'تسجيل الخروج',
    fr: 'Déconnecter',
  },
  'identity.sessions.signOut': {
    en: 'Sign out here',
    ar: 'تسجيل الخروج من هنا',
    fr: 'Se déconnecter ici',
  },
  'identity.sessions.revokeOthers': {
    en: 'Sign out all other devices',
    ar: 'تسجيل الخروج من كل الأجهزة الأخرى',
    fr: 'Déconnecter tous les autres appareils',
  },
  'identity.sessions.revokeTitle': {
    en: 'Sign out this device?',
    ar: 'تسجيل الخروج من هذا الجهاز؟',
    fr: 'Déconnecter cet appareil ?',
  },
  'identity.sessions.revokeText': {
    en: 'It will have to sign in again with the password.',
    ar: 'سيلزمه تسجيل الدخول مرة أخرى بكلمة المرور.',
    fr: 'Il devra se reconnecter avec le mot de passe.',
  },
  'identity.preferences.title': {
    en: 'Preferences',
    ar: 'التفضيلات',
    fr: 'Préférences',
  },
  'identity.preferences.subtitle': {
    en: 'Language, dates, digits and colours. Language, dates and digits follow you to your other devices.',
    ar: 'اللغة والتواريخ والأرقام والألوان. تنتقل اللغة والتواريخ والأرقام معك إلى أجهزتك الأخرى.',
    fr: 'Langue, dates, chiffres et couleurs. Langue, dates et chiffres vous suivent sur vos autres appareils.',
  },
  'identity.preferences.example': {
    en: 'Today: {{value}}',
    ar: 'اليوم: {{value}}',
    fr: "Aujourd'hui : {{value}}",
  },
  'identity.preferences.themeHelp': {
    en: '“System” follows the light or dark setting of your device.',
    ar: '«النظام» يتبع الوضع الفاتح أو الداكن لجهازك.',
    fr: '« Système » suit le réglage clair ou sombre de votre appareil.',
  },
  'identity.summary.subtitle': {
    en: '{{name}}, here is your account at a glance.',
    ar: '{{name}}، هذه لمحة عن حسابك.',
    fr: '{{name}}, voici votre compte en un coup d’œil.',
  },
  'identity.summary.manage': {
    en: 'Security settings',
    ar: 'إعدادات الأمان',
    fr: 'Paramètres de sécurité',
  },
  'identity.summary.status': {
    en: 'Account status',
    ar: 'حالة الحساب',
    fr: 'État du compte',
  },
  'identity.summary.devices': {
    en: 'Signed-in devices',
    ar: 'الأجهزة المسجّل دخولها',
    fr: 'Appareils connectés',
  },
  'identity.summary.roles': {
    en: 'Roles',
    ar: 'الأدوار',
    fr: 'Rôles',
  },
  'identity.summary.protection': {
    en: 'Account protection',
    ar: 'حماية الحساب',
    fr: 'Protection du compte',
  },
  'identity.summary.protectionHelp': {
    en: 'Each point makes your account harder to take over.',
    ar: 'كل نقطة تجعل الاستيلاء على حسابك أصعب.',
    fr: 'Chaque point rend votre compte plus difficile à pirater.',
  },
  'identity.summary.check.email': {
    en: 'E-mail address verified',
    ar: 'البريد الإلكتروني مؤكَّد',
    fr: 'Adresse e-mail vérifiée',
  },
  'identity.summary.check.twoFactor': {
    en: 'Two-step verification on',
    ar: 'التحقق بخطوتين مفعّل',
    fr: 'Vérification en deux étapes activée',
  },
  'identity.summary.check.phone': {
    en: 'Phone number added',
    ar: 'رقم الهاتف مضاف',
    fr: 'Numéro de téléphone ajouté',
  },
  'identity.summary.fix': {
    en: 'Fix',
    ar: 'إصلاح',
    fr: 'Corriger',
  },
  'identity.summary.access': {
    en: 'What you can do',
    ar: 'ما يمكنك فعله',
    fr: 'Ce que vous pouvez faire',
  },
  'identity.summary.accessHelp': {
    en: 'Your roles, and the actions they allow on each part of the system.',
    ar: 'أدوارك والإجراءات التي تسمح بها في كل جزء من النظام.',
    fr: 'Vos rôles, et les actions qu’ils permettent sur chaque partie du système.',
  },
  'identity.users.subtitle': {
    en: 'Everyone who signs in within your scope, with their roles and where each holds.',
    ar: 'كل من يدخل النظام ضمن نطاقك، مع أدوارهم ونطاق كل دور.',
    fr: 'Toutes les personnes qui se connectent dans votre périmètre, avec leurs rôles et leur portée.',
  },
  'identity.users.tableSubtitle': {
    en: 'Search by name, e-mail or phone; filter by role, status and kind.',
    ar: 'ابحث بالاسم أو البريد أو الهاتف، وصفِّ حسب الدور والحالة والنوع.',
    fr: 'Cherchez par nom, e-mail ou téléphone ; filtrez par rôle, état et type.',
  },
  'identity.users.total': {
    en: 'Users',
    ar: 'المستخدمون',
    fr: 'Utilisateurs',
  },
  'identity.users.active': {
    en: 'Active',
    ar: 'النشطون',
    fr: 'Actifs',
  },
  'identity.users.pendingSignups': {
    en: 'App sign-ups waiting',
    ar: 'طلبات التطبيق المنتظرة',
    fr: "Inscriptions de l'application en attente",
  },
  'identity.users.searchHint': {
    en: 'Name, e-mail or phone',
    ar: 'الاسم أو البريد أو الهاتف',
    fr: 'Nom, e-mail ou téléphone',
  },
  'identity.users.role': {
    en: 'Role',
    ar: 'الدور',
    fr: 'Rôle',
  },
  'identity.users.roles': {
    en: 'Roles',
    ar: 'الأدوار',
    fr: 'Rôles',
  },
  'identity.users.status': {
    en: 'Status',
    ar: 'الحالة',
    fr: 'État',
  },
  'identity.users.kind': {
    en: 'Kind',
    ar: 'النوع',
    fr: 'Type',
  },
  'identity.users.all': {
    en: 'All',
    ar: 'الكل',
    fr: 'Tous',
  },
  'identity.users.user': {
    en: 'User',
    ar: 'المستخدم',
    fr: 'Utilisateur',
  },
  'identity.users.lastSignIn': {
    en: 'Last sign-in',
    ar: 'آخر دخول',
    fr: 'Dernière connexion',
  },
  'identity.users.never': {
    en: 'Never',
    ar: 'لم يدخل بعد',
    fr: 'Jamais',
  },
  'identity.users.noRole': {
    en: 'No role',
    ar: 'بلا دور',
    fr: 'Aucun rôle',
  },
  'identity.users.none': {
    en: 'No users yet',
    ar: 'لا يوجد مستخدمون بعد',
    fr: "Aucun utilisateur pour l'instant",
  },
  'identity.users.noMatch': {
    en: 'Nothing matches',
    ar: 'لا توجد نتائج مطابقة',
    fr: 'Aucun résultat',
  },
  'identity.users.noMatchHelp': {
    en: 'Try other words or clear the filters.',
    ar: 'جرّب كلمات أخرى أو أزل عوامل التصفية.',
    fr: 'Essayez d’autres mots ou effacez les filtres.',
  },
  'identity.table.perPage': {
    en: 'Rows per page',
    ar: 'صفوف في الصفحة',
    fr: 'Lignes par page',
  },
  'identity.table.range': {
    en: '{{from}}–{{to}} of {{count}}',
    ar: '{{from}}–{{to}} من {{count}}',
    fr: '{{from}}–{{to}} sur {{count}}',
  },
  'identity.table.first': {
    en: 'First page',
    ar: 'الصفحة الأولى',
    fr: 'Première page',
  },
  'identity.table.last': {
    en: 'Last page',
    ar: 'الصفحة الأخيرة',
    fr: 'Dernière page',
  },
  'identity.table.next': {
    en: 'Next page',
    ar: 'الصفحة التالية',
    fr: 'Page suivante',
  },
  'identity.table.previous': {
    en: 'Previous page',
    ar: 'الصفحة السابقة',
    fr: 'Page précédente',
  },
  'identity.addUser.subtitle': {
    en: 'Give the person an account, the roles they need and where each holds.',
    ar: 'أنشئ حسابًا للشخص وامنحه الأدوار التي يحتاجها ونطاق كل دور.',
    fr: 'Créez le compte de la personne, avec les rôles nécessaires et leur périmètre.',
  },
  'identity.addUser.person': {
    en: 'The person',
    ar: 'الشخص',
    fr: 'La personne',
  },
  'identity.addUser.emailHelp': {
    en: 'The invitation and password links go to this address.',
    ar: 'تُرسل الدعوة وروابط كلمة المرور إلى هذا العنوان.',
    fr: 'L’invitation et les liens de mot de passe sont envoyés à cette adresse.',
  },
  'identity.addUser.employee': {
    en: 'Employee record (optional)',
    ar: 'سجل الموظف (اختياري)',
    fr: 'Fiche employé (facultatif)',
  },
  'identity.addUser.access': {
    en: 'How they get in',
    ar: 'طريقة الدخول',
    fr: 'Comment la personne se connecte',
  },
  'identity.addUser.invite': {
    en: 'Send an invitation e-mail: they choose their own password (the link works for 7 days)',
    ar: 'إرسال دعوة بالبريد: يختار كلمة مروره بنفسه (الرابط صالح 7 أيام)',
    fr: 'Envoyer une invitation par e-mail : la personne choisit son mot de passe (lien valable 7 jours)',
  },
  'identity.addUser.setPassword': {
    en: 'Set a password now and tell them yourself',
    ar: 'تعيين كلمة مرور الآن وإبلاغه بها بنفسك',
    fr: 'Définir un mot de passe maintenant et le lui communiquer',
  },
  'identity.addUser.roles': {
    en: 'Roles',
    ar: 'الأدوار',
    fr: 'Rôles',
  },
  'identity.addUser.rolesHelp': {
    en: 'A role gives permissions; its level says where: the whole organisation, one country, one centre or one ring.',
    ar: 'الدور يمنح الصلاحيات، ومستواه يحدد النطاق: المؤسسة كاملة أو دولة أو مركز أو حلقة.',
    fr: 'Un rôle donne des permissions ; son niveau dit où : toute l’organisation, un pays, un centre ou un cercle.',
  },
  'identity.addUser.addRole': {
    en: 'Add a role',
    ar: 'إضافة دور',
    fr: 'Ajouter un rôle',
  },
  'identity.addUser.removeRole': {
    en: 'Remove this role',
    ar: 'إزالة هذا الدور',
    fr: 'Retirer ce rôle',
  },
  'identity.addUser.submit': {
    en: 'Add the user',
    ar: 'إضافة المستخدم',
    fr: "Ajouter l'utilisateur",
  },
  'identity.addUser.submitInvite': {
    en: 'Add and send the invitation',
    ar: 'إضافة وإرسال الدعوة',
    fr: "Ajouter et envoyer l'invitation",
  },
  'identity.assignments.level': {
    en: 'Level',
    ar: 'المستوى',
    fr: 'Niveau',
  },
  'identity.assignments.ringCentre': {
    en: 'Centre of the ring',
    ar: 'مركز الحلقة',
    fr: 'Centre du cercle',
  },
  'identity.assignments.organisationHelp': {
    en: 'Everything, everywhere.',
    ar: 'كل شيء في كل مكان.',
    fr: 'Tout, partout.',
  },
  'identity.assignments.ownHelp': {
    en: 'Only their own records: a teacher’s rings, a guardian’s children.',
    ar: 'سجلاته الخاصة فقط: حلقات المحفظ أو أبناء ولي الأمر.',
    fr: 'Seulement ses propres dossiers : les cercles d’un enseignant, les enfants d’un tuteur.',
  },
  'identity.places.none': {
    en: 'Nothing found',
    ar: 'لا نتائج',
    fr: 'Aucun résultat',
  },
  'identity.pick.typeToSearch': {
    en: 'Type a name or a phone number',
    ar: 'اكتب اسمًا أو رقم هاتف',
    fr: 'Saisissez un nom ou un numéro',
  },
  'identity.pick.kind.students': {
    en: 'Student',
    ar: 'طالب',
    fr: 'Élève',
  },
  'identity.pick.kind.rings': {
    en: 'Ring',
    ar: 'حلقة',
    fr: 'Cercle',
  },
  'identity.pick.kind.centres': {
    en: 'Centre',
    ar: 'مركز',
    fr: 'Centre',
  },
  'identity.pick.kind.employees': {
    en: 'Employee',
    ar: 'موظف',
    fr: 'Employé',
  },
  'identity.pick.kind.guardians': {
    en: 'Guardian',
    ar: 'ولي أمر',
    fr: 'Tuteur',
  },
  'identity.user.saved': {
    en: 'The user has been saved.',
    ar: 'تم حفظ المستخدم.',
    fr: "L'utilisateur a été enregistré.",
  },
  'identity.user.invited': {
    en: '{{name}} has been added and an invitation e-mail sent.',
    ar: 'أُضيف {{name}} وأُرسلت إليه دعوة بالبريد.',
    fr: '{{name}} a été ajouté et une invitation envoyée par e-mail.',
  },
  'identity.user.created': {
    en: '{{name}} has been added.',
    ar: 'أُضيف {{name}}.',
    fr: '{{name}} a été ajouté.',
  },
  'identity.user.details': {
    en: 'Details',
    ar: 'البيانات',
    fr: 'Informations',
  },
  'identity.user.assignments': {
    en: 'Roles and places',
    ar: 'الأدوار والنطاقات',
    fr: 'Rôles et lieux',
  },
  'identity.user.assignmentsHelp': {
    en: 'Each role holds only at its place.',
    ar: 'كل دور يسري في نطاقه فقط.',
    fr: "Chaque rôle ne vaut qu'à son lieu.",
  },
  'identity.user.noAssignments': {
    en: 'No role yet: this user can sign in but sees nothing.',
    ar: 'لا أدوار بعد: يمكنه الدخول لكنه لا يرى شيئًا.',
    fr: 'Aucun rôle : cet utilisateur peut se connecter mais ne voit rien.',
  },
  'identity.user.giveRole': {
    en: 'Give the role',
    ar: 'منح الدور',
    fr: 'Attribuer le rôle',
  },
  'identity.user.removeAssignment': {
    en: 'Take back',
    ar: 'سحب',
    fr: 'Retirer',
  },
  'identity.user.removeTitle': {
    en: 'Take back this role?',
    ar: 'سحب هذا الدور؟',
    fr: 'Retirer ce rôle ?',
  },
  'identity.user.removeText': {
    en: '{{role}} at {{place}} will no longer apply, from the next request.',
    ar: 'لن يسري دور {{role}} في {{place}} ابتداءً من الطلب التالي.',
    fr: '{{role}} à {{place}} ne s’appliquera plus, dès la prochaine requête.',
  },
  'identity.user.history': {
    en: 'History',
    ar: 'السجل',
    fr: 'Historique',
  },
  'identity.user.sendReset': {
    en: 'Send a password link',
    ar: 'إرسال رابط كلمة المرور',
    fr: 'Envoyer un lien de mot de passe',
  },
  'identity.user.lock': {
    en: 'Lock',
    ar: 'إيقاف',
    fr: 'Verrouiller',
  },
  'identity.user.enable': {
    en: 'Enable',
    ar: 'تفعيل',
    fr: 'Réactiver',
  },
  'identity.user.disable': {
    en: 'Disable',
    ar: 'تعطيل',
    fr: 'Désactiver',
  },
  'identity.user.resetSent': {
    en: 'A password link has been sent to {{email}}.',
    ar: 'أُرسل رابط كلمة المرور إلى \u2066{{email}}\u2069.',
    fr: 'Un lien de mot de passe a été envoyé à {{email}}.',
  },
  'identity.user.statusDone.active': {
    en: 'The account is active again.',
    ar: 'أصبح الحساب نشطًا من جديد.',
    fr: 'Le compte est de nouveau actif.',
  },
  'identity.user.statusDone.locked': {
    en: 'The account is locked and signed out everywhere.',
    ar: 'تم إيقاف الحساب وتسجيل خروجه من كل مكان.',
    fr: 'Le compte est verrouillé et déconnecté partout.',
  },
  'identity.user.statusDone.disabled': {
    en: 'The account is disabled and signed out everywhere.',
    ar: 'تم تعطيل الحساب وتسجيل خروجه من كل مكان.',
    fr: 'Le compte est désactivé et déconnecté partout.',
  },
  'identity.user.confirm.reset.title': {
    en: 'Send a password link?',
    ar: 'إرسال رابط كلمة المرور؟',
    fr: 'Envoyer un lien de mot de passe ?',
  },
  'identity.user.confirm.reset.text': {
    en: '{{name}} will receive at {{email}} a link to choose a new password (valid for one hour).',
    ar: 'سيصل إلى {{name}} على \u2066{{email}}\u2069 رابط لاختيار كلمة مرور جديدة (صالح ساعة).',
    fr: '{{name}} recevra à {{email}} un lien pour choisir un nouveau mot de passe (valable une heure).',
  },
  'identity.user.confirm.reset.action': {
    en: 'Send',
    ar: 'إرسال',
    fr: 'Envoyer',
  },
  'identity.user.confirm.locked.title': {
    en: 'Lock this account?',
    ar: 'إيقاف هذا الحساب؟',
    fr: 'Verrouiller ce compte ?',
  },
  'identity.user.confirm.locked.text': {
    en: '{{name}} will be signed out everywhere and cannot sign in until enabled again.',
    ar: 'سيُسجَّل خروج {{name}} من كل مكان ولن يستطيع الدخول حتى يُفعَّل من جديد.',
    fr: '{{name}} sera déconnecté partout et ne pourra plus se connecter avant réactivation.',
  },
  'identity.user.confirm.locked.action': {
    en: 'Lock',
    ar: 'إيقاف',
    fr: 'Verrouiller',
  },
  'identity.user.confirm.disabled.title': {
    en: 'Disable this account?',
    ar: 'تعطيل هذا الحساب؟',
    fr: 'Désactiver ce compte ?',
  },
  'identity.user.confirm.disabled.text': {
    en: '{{name}} will be signed out everywhere. Their records and history are kept.',
    ar: 'سيُسجَّل خروج {{name}} من كل مكان، وتبقى سجلاته وتاريخه محفوظة.',
    fr: '{{name}} sera déconnecté partout. Ses dossiers et son historique sont conservés.',
  },
  'identity.user.confirm.disabled.action': {
    en: 'Disable',
    ar: 'تعطيل',
    fr: 'Désactiver',
  },
  'identity.user.confirm.active.title': {
    en: 'Enable this account?',
    ar: 'تفعيل هذا الحساب؟',
    fr: 'Réactiver ce compte ?',
  },
  'identity.user.confirm.active.text': {
    en: '{{name}} will be able to sign in again with their roles.',
    ar: 'سيتمكن {{name}} من الدخول مجددًا بأدواره.',
    fr: '{{name}} pourra de nouveau se connecter avec ses rôles.',
  },
  'identity.user.confirm.active.action': {
    en: 'Enable',
    ar: 'تفعيل',
    fr: 'Réactiver',
  },
  'identity.roles.subtitle': {
    en: 'What each role may do. A role is given to a person at a place; it never reaches beyond it.',
    ar: 'ما يسمح به كل دور. يُمنح الدور لشخص في نطاق محدد ولا يتجاوزه.',
    fr: 'Ce que chaque rôle permet. Un rôle est donné à une personne en un lieu ; il ne va jamais au-delà.',
  },
  'identity.roles.new': {
    en: 'New role',
    ar: 'دور جديد',
    fr: 'Nouveau rôle',
  },
  'identity.roles.create': {
    en: 'Create the role',
    ar: 'إنشاء الدور',
    fr: 'Créer le rôle',
  },
  'identity.roles.pick': {
    en: 'Choose a role to see what it allows.',
    ar: 'اختر دورًا لترى ما يسمح به.',
    fr: 'Choisissez un rôle pour voir ce qu’il permet.',
  },
  'identity.roles.system': {
    en: 'Built-in',
    ar: 'أساسي',
    fr: 'Intégré',
  },
  'identity.roles.systemHelp': {
    en: 'A built-in role: it can be edited but not deleted.',
    ar: 'دور أساسي: يمكن تعديله ولا يمكن حذفه.',
    fr: 'Un rôle intégré : il peut être modifié mais pas supprimé.',
  },
  'identity.roles.saved': {
    en: 'The role has been saved. It applies from the next request of every holder.',
    ar: 'تم حفظ الدور، ويسري ابتداءً من الطلب التالي لكل من يحمله.',
    fr: 'Le rôle a été enregistré. Il s’applique dès la prochaine requête de chaque titulaire.',
  },
  'identity.roles.nameAr': {
    en: 'Name in Arabic',
    ar: 'الاسم بالعربية',
    fr: 'Nom en arabe',
  },
  'identity.roles.nameEn': {
    en: 'Name in English',
    ar: 'الاسم بالإنجليزية',
    fr: 'Nom en anglais',
  },
  'identity.roles.nameFr': {
    en: 'Name in French',
    ar: 'الاسم بالفرنسية',
    fr: 'Nom en français',
  },
  'identity.roles.code': {
    en: 'Code',
    ar: 'الرمز',
    fr: 'Code',
  },
  'identity.roles.description': {
    en: 'Description',
    ar: 'الوصف',
    fr: 'Description',
  },
  'identity.roles.defaultScope': {
    en: 'Usual level',
    ar: 'المستوى المعتاد',
    fr: 'Niveau habituel',
  },
  'identity.roles.defaultScopeHelp': {
    en: 'Proposed when the role is given to someone.',
    ar: 'يُقترح عند منح الدور لشخص.',
    fr: 'Proposé quand le rôle est attribué.',
  },
  'identity.roles.permissions': {
    en: 'Permissions',
    ar: 'الصلاحيات',
    fr: 'Permissions',
  },
  'identity.roles.full': {
    en: 'Full access (*)',
    ar: 'صلاحية كاملة (*)',
    fr: 'Accès complet (*)',
  },
  'identity.roles.fullHelp': {
    en: 'Every action on everything, including what is added later.',
    ar: 'كل الإجراءات على كل شيء، بما فيها ما يُضاف لاحقًا.',
    fr: 'Toutes les actions sur tout, y compris ce qui sera ajouté.',
  },
  'identity.roles.fullWarning': {
    en: 'This role can do everything. Give it only to the few people who run the system.',
    ar: 'هذا الدور يستطيع فعل كل شيء. امنحه فقط للقلة الذين يديرون النظام.',
    fr: 'Ce rôle peut tout faire. Ne le donnez qu’aux quelques personnes qui administrent le système.',
  },
  'identity.roles.filter': {
    en: 'Filter the resources',
    ar: 'تصفية الموارد',
    fr: 'Filtrer les ressources',
  },
  'identity.roles.resource': {
    en: 'Resource',
    ar: 'المورد',
    fr: 'Ressource',
  },
  'identity.roles.allActions': {
    en: 'All actions',
    ar: 'كل الإجراءات',
    fr: 'Toutes les actions',
  },
  'identity.roles.everything': {
    en: 'Everything',
    ar: 'كل شيء',
    fr: 'Tout',
  },
  'identity.roles.columnHelp': {
    en: '“{{action}}” on every resource, including those added later',
    ar: '«{{action}}» على كل الموارد، بما فيها ما يُضاف لاحقًا',
    fr: '« {{action}} » sur toutes les ressources, y compris les futures',
  },
  'identity.roles.grantedBy': {
    en: 'Granted by {{pattern}}',
    ar: 'ممنوحة عبر {{pattern}}',
    fr: 'Accordée par {{pattern}}',
  },
  'identity.roles.legendExplicit': {
    en: 'Granted on its own',
    ar: 'ممنوحة بذاتها',
    fr: 'Accordée seule',
  },
  'identity.roles.legendWildcard': {
    en: 'Granted by a wildcard (row, column or full access)',
    ar: 'ممنوحة عبر نمط شامل (صف أو عمود أو صلاحية كاملة)',
    fr: 'Accordée par un joker (ligne, colonne ou accès complet)',
  },
  'identity.roles.otherPatterns': {
    en: 'Other permissions of this role:',
    ar: 'صلاحيات أخرى لهذا الدور:',
    fr: 'Autres permissions de ce rôle :',
  },
  'identity.roles.deleteTitle': {
    en: 'Delete this role?',
    ar: 'حذف هذا الدور؟',
    fr: 'Supprimer ce rôle ?',
  },
  'identity.roles.deleteText': {
    en: '{{name}} will be deleted. A role still given to someone cannot be deleted.',
    ar: 'سيُحذف دور {{name}}. لا يمكن حذف دور ما زال مسندًا لأحد.',
    fr: '{{name}} sera supprimé. Un rôle encore attribué ne peut pas être supprimé.',
  },
  'identity.action.read': {
    en: 'Read',
    ar: 'عرض',
    fr: 'Lire',
  },
  'identity.action.create': {
    en: 'Create',
    ar: 'إضافة',
    fr: 'Créer',
  },
  'identity.action.update': {
    en: 'Update',
    ar: 'تعديل',
    fr: 'Modifier',
  },
  'identity.action.delete': {
    en: 'Delete',
    ar: 'حذف',
    fr: 'Supprimer',
  },
  'identity.action.approve': {
    en: 'Approve',
    ar: 'اعتماد',
    fr: 'Approuver',
  },
  'identity.action.export': {
    en: 'Export',
    ar: 'تصدير',
    fr: 'Exporter',
  },
  'identity.action.examine': {
    en: 'Examine',
    ar: 'اختبار الطلاب',
    fr: 'Faire passer',
  },
  'identity.action.issue': {
    en: 'Issue',
    ar: 'إصدار',
    fr: 'Délivrer',
  },
  'identity.action.post': {
    en: 'Post to the ledger',
    ar: 'الترحيل إلى الدفاتر',
    fr: 'Comptabiliser',
  },
  'identity.action.sit': {
    en: 'Sit exams',
    ar: 'أداء الاختبارات',
    fr: 'Passer les examens',
  },
  'identity.action.sensitive': {
    en: 'Sensitive fields',
    ar: 'الحقول الحساسة',
    fr: 'Champs sensibles',
  },
  'identity.roles.notApplicable': {
    en: 'This resource has no sensitive fields',
    ar: 'لا حقول حساسة في هذا المورد',
    fr: 'Cette ressource n’a pas de champs sensibles',
  },
  'identity.resource.training': {
    en: 'Teacher training',
    ar: 'تأهيل المعلمين',
    fr: 'Formation des enseignants',
  },
  'identity.resource.thank-certificates': {
    en: 'Thank-you certificates',
    ar: 'شهادات الشكر',
    fr: 'Certificats de remerciement',
  },
  'identity.resource.vouchers': {
    en: 'Vouchers',
    ar: 'السندات المالية',
    fr: 'Pièces comptables',
  },
  'identity.resource.finance-settings': {
    en: 'Finance settings',
    ar: 'الإعدادات المالية',
    fr: 'Paramètres financiers',
  },
  'identity.resource.users': {
    en: 'Users',
    ar: 'المستخدمون',
    fr: 'Utilisateurs',
  },
  'identity.resource.roles': {
    en: 'Roles',
    ar: 'الأدوار',
    fr: 'Rôles',
  },
  'identity.resource.audit': {
    en: 'Audit log',
    ar: 'سجل التدقيق',
    fr: "Journal d'audit",
  },
  'identity.resource.outbox': {
    en: 'Outbox',
    ar: 'صندوق الصادر',
    fr: "Boîte d'envoi",
  },
  'identity.resource.mobile-signups': {
    en: 'App sign-ups',
    ar: 'طلبات التطبيق',
    fr: "Inscriptions de l'application",
  },
  'identity.resource.partners': {
    en: 'Partners',
    ar: 'الشركاء',
    fr: 'Partenaires',
  },
  'identity.resource.countries': {
    en: 'Countries',
    ar: 'الدول',
    fr: 'Pays',
  },
  'identity.resource.projects': {
    en: 'Projects',
    ar: 'المشاريع',
    fr: 'Projets',
  },
  'identity.resource.centres': {
    en: 'Centres',
    ar: 'المراكز',
    fr: 'Centres',
  },
  'identity.resource.books': {
    en: 'Books',
    ar: 'الكتب',
    fr: 'Livres',
  },
  'identity.resource.documentation': {
    en: 'Documentation',
    ar: 'الوثائق',
    fr: 'Documentation',
  },
  'identity.resource.settings': {
    en: 'Settings',
    ar: 'الإعدادات',
    fr: 'Paramètres',
  },
  'identity.resource.students': {
    en: 'Students',
    ar: 'الطلاب',
    fr: 'Élèves',
  },
  'identity.resource.guardians': {
    en: 'Guardians',
    ar: 'أولياء الأمور',
    fr: 'Tuteurs',
  },
  'identity.resource.registrations': {
    en: 'Registrations',
    ar: 'التسجيلات',
    fr: 'Inscriptions',
  },
  'identity.resource.special-cases': {
    en: 'Special cases',
    ar: 'الحالات الخاصة',
    fr: 'Cas particuliers',
  },
  'identity.resource.rings': {
    en: 'Rings',
    ar: 'الحلقات',
    fr: 'Cercles',
  },
  'identity.resource.ring-times': {
    en: 'Ring times',
    ar: 'مواعيد الحلقات',
    fr: 'Horaires des cercles',
  },
  'identity.resource.ring-transfers': {
    en: 'Ring transfers',
    ar: 'نقل الطلاب',
    fr: 'Transferts',
  },
  'identity.resource.readings': {
    en: 'Readings',
    ar: 'التسميع',
    fr: 'Récitations',
  },
  'identity.resource.attendance': {
    en: 'Attendance',
    ar: 'الحضور',
    fr: 'Présences',
  },
  'identity.resource.followups': {
    en: 'Follow-ups',
    ar: 'المتابعات',
    fr: 'Suivis',
  },
  'identity.resource.stars': {
    en: 'Stars',
    ar: 'النجوم',
    fr: 'Étoiles',
  },
  'identity.resource.tests': {
    en: 'Tests',
    ar: 'الاختبارات',
    fr: 'Examens',
  },
  'identity.resource.test-requests': {
    en: 'Test requests',
    ar: 'طلبات الاختبار',
    fr: "Demandes d'examen",
  },
  'identity.resource.certificates': {
    en: 'Certificates',
    ar: 'الشهادات',
    fr: 'Certificats',
  },
  'identity.resource.evaluations': {
    en: 'Evaluations',
    ar: 'التقييمات',
    fr: 'Évaluations',
  },
  'identity.resource.rewards': {
    en: 'Rewards',
    ar: 'المكافآت',
    fr: 'Récompenses',
  },
  'identity.resource.competitions': {
    en: 'Competitions',
    ar: 'المسابقات',
    fr: 'Concours',
  },
  'identity.resource.competition-nominations': {
    en: 'Competition nominations',
    ar: 'ترشيحات المسابقات',
    fr: 'Candidatures aux concours',
  },
  'identity.resource.monthly-reports': {
    en: 'Monthly reports',
    ar: 'التقارير الشهرية',
    fr: 'Rapports mensuels',
  },
  'identity.resource.holidays': {
    en: 'Holidays',
    ar: 'العطل',
    fr: 'Jours fériés',
  },
  'identity.resource.employees': {
    en: 'Employees',
    ar: 'الموظفون',
    fr: 'Employés',
  },
  'identity.resource.teachers': {
    en: 'Teachers',
    ar: 'المحفظون',
    fr: 'Enseignants',
  },
  'identity.resource.work-sheets': {
    en: 'Work sheets',
    ar: 'أوراق العمل',
    fr: 'Feuilles de temps',
  },
  'identity.resource.jobs': {
    en: 'Jobs',
    ar: 'الوظائف',
    fr: 'Emplois',
  },
  'identity.resource.job-applications': {
    en: 'Job applications',
    ar: 'طلبات التوظيف',
    fr: 'Candidatures',
  },
  'identity.resource.salaries': {
    en: 'Salaries',
    ar: 'الرواتب',
    fr: 'Salaires',
  },
  'identity.resource.finance': {
    en: 'Finance',
    ar: 'المالية',
    fr: 'Finances',
  },
  'identity.resource.donations': {
    en: 'Donations',
    ar: 'التبرعات',
    fr: 'Dons',
  },
  'identity.resource.benefactors': {
    en: 'Benefactors',
    ar: 'الكافلون',
    fr: 'Bienfaiteurs',
  },
  'identity.resource.student-money': {
    en: 'Student money',
    ar: 'مستحقات الطلاب',
    fr: 'Argent des élèves',
  },
  'identity.resource.advances': {
    en: 'Advances',
    ar: 'السلف',
    fr: 'Avances',
  },
  'identity.resource.reports': {
    en: 'Reports',
    ar: 'التقارير',
    fr: 'Rapports',
  },
  'identity.resource.forms': {
    en: 'Forms',
    ar: 'النماذج',
    fr: 'Formulaires',
  },
  'identity.resource.campaigns': {
    en: 'Campaigns',
    ar: 'الحملات',
    fr: 'Campagnes',
  },
  'identity.resource.conversations': {
    en: 'Conversations',
    ar: 'المحادثات',
    fr: 'Conversations',
  },
  'identity.resource.notifications': {
    en: 'Notifications',
    ar: 'الإشعارات',
    fr: 'Notifications',
  },
  'identity.resource.site-content': {
    en: 'Public site',
    ar: 'الموقع العام',
    fr: 'Site public',
  },
  'identity.resource.sessions': {
    en: 'Sign-in sessions',
    ar: 'جلسات الدخول',
    fr: 'Sessions de connexion',
  },
  'identity.resource.role-assignments': {
    en: 'Role assignments',
    ar: 'إسناد الأدوار',
    fr: 'Attributions de rôles',
  },
  'identity.mobile.subtitle': {
    en: 'Accounts created in the family app wait for a decision here.',
    ar: 'الحسابات المنشأة في تطبيق الأسرة تنتظر القرار هنا.',
    fr: 'Les comptes créés dans l’application des familles attendent ici une décision.',
  },
  'identity.mobile.status.pending': {
    en: 'Waiting',
    ar: 'بانتظار القرار',
    fr: 'En attente',
  },
  'identity.mobile.status.accepted': {
    en: 'Accepted',
    ar: 'المقبولة',
    fr: 'Acceptées',
  },
  'identity.mobile.status.rejected': {
    en: 'Rejected',
    ar: 'المرفوضة',
    fr: 'Refusées',
  },
  'identity.mobile.empty.pending': {
    en: 'No sign-up is waiting',
    ar: 'لا توجد طلبات بانتظار القرار',
    fr: 'Aucune inscription en attente',
  },
  'identity.mobile.empty.accepted': {
    en: 'No accepted sign-up yet',
    ar: 'لا توجد طلبات مقبولة بعد',
    fr: 'Aucune inscription acceptée',
  },
  'identity.mobile.empty.rejected': {
    en: 'No rejected sign-up',
    ar: 'لا توجد طلبات مرفوضة',
    fr: 'Aucune inscription refusée',
  },
  'identity.mobile.emptyHelp': {
    en: 'New requests from the app appear here.',
    ar: 'تظهر هنا الطلبات الجديدة من التطبيق.',
    fr: "Les nouvelles demandes de l'application apparaissent ici.",
  },
  'identity.mobile.asked': {
    en: 'Asked',
    ar: 'تاريخ الطلب:',
    fr: 'Demandé le',
  },
  'identity.mobile.accept': {
    en: 'Accept',
    ar: 'قبول',
    fr: 'Accepter',
  },
  'identity.mobile.reject': {
    en: 'Reject',
    ar: 'رفض',
    fr: 'Refuser',
  },
  'identity.mobile.acceptTitle': {
    en: 'Accept {{name}}',
    ar: 'قبول {{name}}',
    fr: 'Accepter {{name}}',
  },
  'identity.mobile.rejectTitle': {
    en: 'Reject {{name}}',
    ar: 'رفض {{name}}',
    fr: 'Refuser {{name}}',
  },
  'identity.mobile.acceptHelp': {
    en: 'Link the account to the record it belongs to: it will see only that record (a guardian their children, a student their own file, a teacher their own rings). Give other staff their roles in Users.',
    ar: 'اربط الحساب بالسجل الذي يخصه: لن يرى إلا هذا السجل (ولي الأمر أبناءه، والطالب ملفه، والمحفظ حلقاته). أما بقية الموظفين فتُمنح أدوارهم من شاشة المستخدمين.',
    fr: 'Reliez le compte au dossier auquel il appartient : il ne verra que ce dossier (un tuteur ses enfants, un élève son propre dossier, un enseignant ses propres cercles). Les autres membres du personnel reçoivent leurs rôles dans Utilisateurs.',
  },
  'identity.mobile.linkKind': {
    en: 'Link to',
    ar: 'الربط بـ',
    fr: 'Relier à',
  },
  'identity.mobile.link.guardian': {
    en: 'A guardian',
    ar: 'ولي أمر',
    fr: 'Un tuteur',
  },
  'identity.mobile.link.student': {
    en: 'A student',
    ar: 'طالب',
    fr: 'Un élève',
  },
  'identity.mobile.link.employee': {
    en: 'An employee',
    ar: 'موظف',
    fr: 'Un employé',
  },
  'identity.mobile.find.guardian': {
    en: 'Find the guardian by name or phone',
    ar: 'ابحث عن ولي الأمر بالاسم أو الهاتف',
    fr: 'Chercher le tuteur par nom ou téléphone',
  },
  'identity.mobile.find.student': {
    en: 'Find the student by name',
    ar: 'ابحث عن الطالب بالاسم',
    fr: "Chercher l'élève par nom",
  },
  'identity.mobile.find.employee': {
    en: 'Find the employee by name',
    ar: 'ابحث عن الموظف بالاسم',
    fr: "Chercher l'employé par nom",
  },
  'identity.mobile.reason': {
    en: 'Reason',
    ar: 'السبب',
    fr: 'Motif',
  },
  'identity.mobile.reasonHelp': {
    en: 'The person receives this reason by e-mail.',
    ar: 'يصل هذا السبب إلى الشخص بالبريد.',
    fr: 'La personne reçoit ce motif par e-mail.',
  },
  'identity.mobile.accepted': {
    en: '{{name}} has been accepted and can sign in.',
    ar: 'تم قبول {{name}} ويمكنه الدخول الآن.',
    fr: '{{name}} a été accepté et peut se connecter.',
  },
  'identity.mobile.rejected': {
    en: '{{name}} has been rejected.',
    ar: 'تم رفض {{name}}.',
    fr: '{{name}} a été refusé.',
  },
  'identity.mobile.linkedTo': {
    en: 'Linked to {{kind}}',
    ar: 'مرتبط بـ{{kind}}',
    fr: 'Relié à {{kind}}',
  },
  'identity.mobile.rejectedBecause': {
    en: 'Rejected: {{reason}}',
    ar: 'مرفوض: {{reason}}',
    fr: 'Refusé : {{reason}}',
  },
  'identity.partners.subtitle': {
    en: 'Organisations we share figures with, and the people who sign in for them (read-only).',
    ar: 'المؤسسات التي نشاركها بعض الأرقام، ومن يدخل باسمها (للاطلاع فقط).',
    fr: 'Les organisations avec qui nous partageons des chiffres, et leurs utilisateurs (lecture seule).',
  },
  'identity.partners.new': {
    en: 'New partner',
    ar: 'شريك جديد',
    fr: 'Nouveau partenaire',
  },
  'identity.partners.none': {
    en: 'No partner yet',
    ar: 'لا يوجد شركاء بعد',
    fr: 'Aucun partenaire',
  },
  'identity.partners.pick': {
    en: 'Choose a partner to see its users.',
    ar: 'اختر شريكًا لترى مستخدميه.',
    fr: 'Choisissez un partenaire pour voir ses utilisateurs.',
  },
  'identity.partners.noContact': {
    en: 'No contact details',
    ar: 'لا بيانات تواصل',
    fr: 'Aucune coordonnée',
  },
  'identity.partners.addUser': {
    en: 'A user for {{name}}',
    ar: 'مستخدم لـ{{name}}',
    fr: 'Un utilisateur pour {{name}}',
  },
  'identity.partners.addUserShort': {
    en: 'Add a user',
    ar: 'إضافة مستخدم',
    fr: 'Ajouter un utilisateur',
  },
  'identity.partners.addUserHelp': {
    en: 'They get the partner role (read-only) in the partner’s country.',
    ar: 'يحصل على دور الشريك (للاطلاع فقط) في دولة الشريك.',
    fr: 'La personne reçoit le rôle partenaire (lecture seule) dans le pays du partenaire.',
  },
  'identity.partners.noCountry': {
    en: 'This partner has no country yet: the user will have no role until one is given.',
    ar: 'لا دولة لهذا الشريك بعد: لن يكون للمستخدم دور حتى يُمنح له.',
    fr: "Ce partenaire n'a pas encore de pays : l'utilisateur n'aura aucun rôle tant qu'on ne lui en donne pas.",
  },
  'identity.partners.inviteHelp': {
    en: 'An invitation to choose a password is sent here.',
    ar: 'تُرسل إلى هذا العنوان دعوة لاختيار كلمة المرور.',
    fr: 'Une invitation à choisir un mot de passe est envoyée ici.',
  },
  'identity.partners.userAdded': {
    en: 'A user has been added to {{name}} and invited by e-mail.',
    ar: 'أُضيف مستخدم إلى {{name}} ودُعي بالبريد.',
    fr: 'Un utilisateur a été ajouté à {{name}} et invité par e-mail.',
  },
  'identity.audit.subtitle': {
    en: 'Every change and sign-in, who made it and when, with the values before and after. Nothing here can be edited.',
    ar: 'كل تغيير وتسجيل دخول: من قام به ومتى، مع القيم قبل التغيير وبعده. لا يمكن تعديل شيء هنا.',
    fr: 'Chaque modification et connexion, son auteur et sa date, avec les valeurs avant et après. Rien ici ne peut être modifié.',
  },
  'identity.audit.when': {
    en: 'When',
    ar: 'متى',
    fr: 'Quand',
  },
  'identity.audit.who': {
    en: 'Who',
    ar: 'مَن',
    fr: 'Qui',
  },
  'identity.audit.action': {
    en: 'Action',
    ar: 'الإجراء',
    fr: 'Action',
  },
  'identity.audit.record': {
    en: 'Record',
    ar: 'السجل',
    fr: 'Enregistrement',
  },
  'identity.audit.resource': {
    en: 'Resource',
    ar: 'المورد',
    fr: 'Ressource',
  },
  'identity.audit.recordId': {
    en: 'Record number',
    ar: 'رقم السجل',
    fr: "Numéro d'enregistrement",
  },
  'identity.audit.from': {
    en: 'From',
    ar: 'من',
    fr: 'Du',
  },
  'identity.audit.to': {
    en: 'To',
    ar: 'إلى',
    fr: 'Au',
  },
  'identity.audit.clear': {
    en: 'Clear',
    ar: 'مسح',
    fr: 'Effacer',
  },
  'identity.audit.details': {
    en: 'Show the changes',
    ar: 'عرض التغييرات',
    fr: 'Voir les modifications',
  },
  'identity.audit.changes': {
    en: 'Changes',
    ar: 'التغييرات',
    fr: 'Modifications',
  },
  'identity.audit.field': {
    en: 'Field',
    ar: 'الحقل',
    fr: 'Champ',
  },
  'identity.audit.before': {
    en: 'Before',
    ar: 'قبل',
    fr: 'Avant',
  },
  'identity.audit.after': {
    en: 'After',
    ar: 'بعد',
    fr: 'Après',
  },
  'identity.audit.reason': {
    en: 'Reason',
    ar: 'السبب',
    fr: 'Motif',
  },
  'identity.audit.system': {
    en: 'System',
    ar: 'النظام',
    fr: 'Système',
  },
  'identity.audit.empty': {
    en: 'No entries',
    ar: 'لا توجد قيود',
    fr: 'Aucune entrée',
  },
  'identity.auditAction.create': {
    en: 'Created',
    ar: 'إضافة',
    fr: 'Création',
  },
  'identity.auditAction.update': {
    en: 'Changed',
    ar: 'تعديل',
    fr: 'Modification',
  },
  'identity.auditAction.delete': {
    en: 'Deleted',
    ar: 'حذف',
    fr: 'Suppression',
  },
  'identity.auditAction.archive': {
    en: 'Archived',
    ar: 'أرشفة',
    fr: 'Archivage',
  },
  'identity.auditAction.restore': {
    en: 'Restored',
    ar: 'استعادة',
    fr: 'Restauration',
  },
  'identity.auditAction.sign-in': {
    en: 'Signed in',
    ar: 'تسجيل دخول',
    fr: 'Connexion',
  },
  'identity.auditAction.sign-out': {
    en: 'Signed out',
    ar: 'تسجيل خروج',
    fr: 'Déconnexion',
  },
  'identity.auditAction.revoke': {
    en: 'Session closed',
    ar: 'إغلاق جلسة',
    fr: 'Session fermée',
  },
  'identity.auditAction.register': {
    en: 'Registered',
    ar: 'تسجيل حساب',
    fr: 'Inscription',
  },
  'identity.auditAction.verify-email': {
    en: 'E-mail verified',
    ar: 'تأكيد البريد',
    fr: 'E-mail vérifié',
  },
  'identity.auditAction.reset-password': {
    en: 'Password reset',
    ar: 'إعادة تعيين كلمة المرور',
    fr: 'Mot de passe réinitialisé',
  },
  'identity.auditAction.change-password': {
    en: 'Password changed',
    ar: 'تغيير كلمة المرور',
    fr: 'Mot de passe changé',
  },
  'identity.auditAction.send-password-reset': {
    en: 'Password link sent',
    ar: 'إرسال رابط كلمة المرور',
    fr: 'Lien de mot de passe envoyé',
  },
  'identity.auditAction.enable-two-factor': {
    en: 'Two-step on',
    ar: 'تفعيل التحقق بخطوتين',
    fr: 'Deux étapes activées',
  },
  'identity.auditAction.disable-two-factor': {
    en: 'Two-step off',
    ar: 'إيقاف التحقق بخطوتين',
    fr: 'Deux étapes désactivées',
  },
  'identity.auditAction.regenerate-recovery-codes': {
    en: 'New recovery codes',
    ar: 'رموز استرداد جديدة',
    fr: 'Nouveaux codes de secours',
  },
  'identity.auditAction.approve': {
    en: 'Approved',
    ar: 'اعتماد',
    fr: 'Approbation',
  },
  'identity.auditAction.attach': {
    en: 'File attached',
    ar: 'إرفاق ملف',
    fr: 'Pièce jointe ajoutée',
  },
  'identity.auditAction.cancel': {
    en: 'Cancelled',
    ar: 'إلغاء',
    fr: 'Annulation',
  },
  'identity.auditAction.close': {
    en: 'Closed',
    ar: 'إغلاق',
    fr: 'Clôture',
  },
  'identity.auditAction.complete': {
    en: 'Completed',
    ar: 'اكتمال',
    fr: 'Achèvement',
  },
  'identity.auditAction.compute': {
    en: 'Computed',
    ar: 'احتساب',
    fr: 'Calcul',
  },
  'identity.auditAction.recompute': {
    en: 'Computed again',
    ar: 'إعادة احتساب',
    fr: 'Nouveau calcul',
  },
  'identity.auditAction.confirm': {
    en: 'Confirmed',
    ar: 'تأكيد',
    fr: 'Confirmation',
  },
  'identity.auditAction.deduct': {
    en: 'Deducted',
    ar: 'خصم',
    fr: 'Retenue',
  },
  'identity.auditAction.generate': {
    en: 'Generated',
    ar: 'إنشاء تلقائي',
    fr: 'Génération',
  },
  'identity.auditAction.grant': {
    en: 'Granted',
    ar: 'منح',
    fr: 'Octroi',
  },
  'identity.auditAction.impact-reports': {
    en: 'Impact reports sent',
    ar: 'إرسال تقارير الأثر',
    fr: 'Rapports d’impact envoyés',
  },
  'identity.auditAction.import': {
    en: 'Imported',
    ar: 'استيراد',
    fr: 'Import',
  },
  'identity.auditAction.upload': {
    en: 'File uploaded',
    ar: 'رفع ملف',
    fr: 'Fichier envoyé',
  },
  'identity.auditAction.issue': {
    en: 'Issued',
    ar: 'إصدار',
    fr: 'Émission',
  },
  'identity.auditAction.issue-certificate': {
    en: 'Certificate issued',
    ar: 'إصدار شهادة',
    fr: 'Certificat délivré',
  },
  'identity.auditAction.match': {
    en: 'Matched',
    ar: 'مطابقة',
    fr: 'Rapprochement',
  },
  'identity.auditAction.merge': {
    en: 'Merged',
    ar: 'دمج',
    fr: 'Fusion',
  },
  'identity.auditAction.pay': {
    en: 'Paid',
    ar: 'صرف',
    fr: 'Paiement',
  },
  'identity.auditAction.unpay': {
    en: 'Payment reversed',
    ar: 'إلغاء الصرف',
    fr: 'Paiement annulé',
  },
  'identity.auditAction.photo': {
    en: 'Photo added',
    ar: 'إضافة صورة',
    fr: 'Photo ajoutée',
  },
  'identity.auditAction.post': {
    en: 'Posted',
    ar: 'ترحيل',
    fr: 'Comptabilisation',
  },
  'identity.auditAction.reverse': {
    en: 'Reversed',
    ar: 'قيد عكسي',
    fr: 'Contre-passation',
  },
  'identity.auditAction.propose': {
    en: 'Proposed',
    ar: 'اقتراح',
    fr: 'Proposition',
  },
  'identity.auditAction.propose-from-rules': {
    en: 'Proposed from the rules',
    ar: 'اقتراح من القواعد',
    fr: 'Proposé selon les règles',
  },
  'identity.auditAction.record': {
    en: 'Recorded',
    ar: 'تسجيل',
    fr: 'Enregistrement',
  },
  'identity.auditAction.refund': {
    en: 'Refunded',
    ar: 'استرداد',
    fr: 'Remboursement',
  },
  'identity.auditAction.remind': {
    en: 'Reminder sent',
    ar: 'إرسال تذكير',
    fr: 'Rappel envoyé',
  },
  'identity.auditAction.remind-all': {
    en: 'Reminders sent',
    ar: 'إرسال التذكيرات',
    fr: 'Rappels envoyés',
  },
  'identity.auditAction.repay': {
    en: 'Repaid',
    ar: 'سداد',
    fr: 'Remboursement',
  },
  'identity.auditAction.request': {
    en: 'Requested',
    ar: 'طلب',
    fr: 'Demande',
  },
  'identity.auditAction.revoke-link': {
    en: 'Link revoked',
    ar: 'إبطال الرابط',
    fr: 'Lien révoqué',
  },
  'identity.auditAction.send-link': {
    en: 'Link sent',
    ar: 'إرسال الرابط',
    fr: 'Lien envoyé',
  },
  'identity.auditAction.skip': {
    en: 'Month skipped',
    ar: 'تأجيل شهر',
    fr: 'Mois reporté',
  },
  'identity.auditAction.reschedule': {
    en: 'Rescheduled',
    ar: 'إعادة جدولة',
    fr: 'Nouvel échéancier',
  },
  'identity.auditAction.status': {
    en: 'Status changed',
    ar: 'تغيير الحالة',
    fr: 'Changement de statut',
  },
  'identity.auditAction.transfer': {
    en: 'Transferred',
    ar: 'نقل',
    fr: 'Transfert',
  },
  'identity.auditAction.amount': {
    en: 'Amount changed',
    ar: 'تعديل المبلغ',
    fr: 'Montant modifié',
  },
  'identity.auditAction.approve-result': {
    en: 'Result approved',
    ar: 'اعتماد النتيجة',
    fr: 'Résultat approuvé',
  },
  'identity.auditAction.return-result': {
    en: 'Result returned',
    ar: 'إعادة النتيجة',
    fr: 'Résultat renvoyé',
  },
  'identity.auditAction.submit-result': {
    en: 'Result submitted',
    ar: 'رفع النتيجة',
    fr: 'Résultat soumis',
  },
  'identity.auditAction.no-show': {
    en: 'Absent',
    ar: 'غياب',
    fr: 'Absence',
  },
  'identity.auditAction.pause': {
    en: 'Paused',
    ar: 'إيقاف مؤقت',
    fr: 'Suspension',
  },
  'identity.auditAction.resume': {
    en: 'Resumed',
    ar: 'استئناف',
    fr: 'Reprise',
  },
  'identity.auditAction.publish': {
    en: 'Published',
    ar: 'نشر',
    fr: 'Publication',
  },
  'identity.auditAction.reopen': {
    en: 'Reopened',
    ar: 'إعادة فتح',
    fr: 'Réouverture',
  },
  'identity.auditAction.return': {
    en: 'Returned',
    ar: 'إعادة للتعديل',
    fr: 'Renvoi pour correction',
  },
  'identity.auditAction.save': {
    en: 'Draft saved',
    ar: 'حفظ مسودة',
    fr: 'Brouillon enregistré',
  },
  'identity.auditAction.save-self': {
    en: 'Self-evaluation saved',
    ar: 'حفظ التقييم الذاتي',
    fr: 'Auto-évaluation enregistrée',
  },
  'identity.auditAction.schedule': {
    en: 'Scheduled',
    ar: 'جدولة',
    fr: 'Planification',
  },
  'identity.auditAction.submit': {
    en: 'Submitted',
    ar: 'إرسال',
    fr: 'Envoi',
  },
  'identity.auditAction.accept': {
    en: 'Accepted',
    ar: 'قبول',
    fr: 'Acceptation',
  },
  'identity.auditAction.reject': {
    en: 'Rejected',
    ar: 'رفض',
    fr: 'Refus',
  },
  'identity.auditAction.refuse': {
    en: 'Refused',
    ar: 'رفض',
    fr: 'Refus',
  },
  'identity.outbox.subtitle': {
    en: 'The e-mails of the system. Without a mail server they are kept here in full, so nothing is lost.',
    ar: 'رسائل النظام البريدية. عند عدم وجود خادم بريد تُحفظ هنا كاملة فلا يضيع شيء.',
    fr: "Les e-mails du système. Sans serveur de messagerie, ils sont conservés ici en entier : rien n'est perdu.",
  },
  'identity.outbox.to': {
    en: 'Recipient',
    ar: 'المستلم',
    fr: 'Destinataire',
  },
  'identity.outbox.kindLabel': {
    en: 'Kind',
    ar: 'النوع',
    fr: 'Type',
  },
  'identity.outbox.empty': {
    en: 'No messages',
    ar: 'لا توجد رسائل',
    fr: 'Aucun message',
  },
  'identity.outbox.noBody': {
    en: 'The text of sent messages is not kept.',
    ar: 'لا يُحفظ نص الرسائل المرسلة.',
    fr: "Le texte des messages envoyés n'est pas conservé.",
  },
  'identity.outbox.kind.verify': {
    en: 'E-mail verification',
    ar: 'تأكيد البريد',
    fr: 'Vérification d’e-mail',
  },
  'identity.outbox.kind.reset': {
    en: 'Password reset',
    ar: 'إعادة تعيين كلمة المرور',
    fr: 'Réinitialisation du mot de passe',
  },
  'identity.outbox.kind.invite': {
    en: 'Invitation',
    ar: 'دعوة',
    fr: 'Invitation',
  },
  'identity.outbox.kind.signupAccepted': {
    en: 'Sign-up accepted',
    ar: 'قبول طلب',
    fr: 'Inscription acceptée',
  },
  'identity.outbox.kind.signupRejected': {
    en: 'Sign-up rejected',
    ar: 'رفض طلب',
    fr: 'Inscription refusée',
  },
  'identity.outbox.status.kept': {
    en: 'Kept',
    ar: 'محفوظة',
    fr: 'Conservé',
  },
  'identity.outbox.status.sent': {
    en: 'Sent',
    ar: 'مرسلة',
    fr: 'Envoyé',
  },
  'identity.outbox.status.failed': {
    en: 'Failed',
    ar: 'فشل الإرسال',
    fr: 'Échec',
  },
});
