import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/**
 * Messages of the web shell: sign-in, layouts, navbar parts, customizer, dashboard, status
 * pages and the shared widgets (phone input, empty and error states).
 */
export const shellMessages = defineMessagesSideBySide({
  'errors.network': {
    en: 'The server could not be reached. Check the connection and try again.',
    ar: 'تعذّر الوصول إلى الخادم. تحقّق من الاتصال ثم حاول مرة أخرى.',
    fr: 'Le serveur est injoignable. Vérifiez la connexion et réessayez.',
  },
  'shell.backHome': {
    en: 'Back to home',
    ar: 'العودة إلى الرئيسية',
    fr: "Retour à l'accueil",
  },
  'shell.confirm': {
    en: 'Confirm',
    ar: 'تأكيد',
    fr: 'Confirmer',
  },
  'shell.month.open': {
    en: 'Choose a month for “{{label}}”',
    ar: 'اختر شهرًا لحقل «{{label}}»',
    fr: 'Choisir un mois pour « {{label}} »',
  },
  'shell.month.previousYear': {
    en: 'Previous year',
    ar: 'السنة السابقة',
    fr: 'Année précédente',
  },
  'shell.month.nextYear': {
    en: 'Next year',
    ar: 'السنة التالية',
    fr: 'Année suivante',
  },
  'shell.month.thisMonth': {
    en: 'This month',
    ar: 'هذا الشهر',
    fr: 'Ce mois-ci',
  },
  'shell.month.clear': {
    en: 'Clear',
    ar: 'مسح',
    fr: 'Effacer',
  },
  'shell.month.invalid': {
    en: '“{{text}}” is not a month: type it as {{yearFirst}} or {{monthFirst}}, or pick it from the list.',
    ar: '«{{text}}» ليس شهرًا: اكتبه هكذا {{yearFirst}} أو {{monthFirst}}، أو اختره من القائمة.',
    fr: '« {{text}} » n’est pas un mois : saisissez-le ainsi {{yearFirst}} ou {{monthFirst}}, ou choisissez-le dans la liste.',
  },
  'shell.close': {
    en: 'Close',
    ar: 'إغلاق',
    fr: 'Fermer',
  },
  'shell.empty.title': {
    en: 'Nothing here yet',
    ar: 'لا يوجد شيء هنا بعد',
    fr: "Rien ici pour l'instant",
  },
  'shell.error.title': {
    en: 'Something went wrong',
    ar: 'حدث خطأ ما',
    fr: "Un problème s'est produit",
  },
  'shell.forbidden.title': {
    en: 'Not allowed',
    ar: 'غير مسموح',
    fr: 'Accès refusé',
  },
  'shell.notAvailable.title': {
    en: 'Not available yet',
    ar: 'غير متاحة بعد',
    fr: 'Pas encore disponible',
  },
  'shell.notAvailable.named': {
    en: '“{{title}}” is planned and will arrive in a coming release.',
    ar: '«{{title}}» مخطط لها وستتوفر في إصدار قادم.',
    fr: '« {{title}} » est prévue et arrivera dans une prochaine version.',
  },
  'shell.notAvailable.message': {
    en: 'This page is planned and will arrive in a coming release.',
    ar: 'هذه الصفحة مخطط لها وستتوفر في إصدار قادم.',
    fr: 'Cette page est prévue et arrivera dans une prochaine version.',
  },
  'shell.notFound.title': {
    en: 'Page not found',
    ar: 'الصفحة غير موجودة',
    fr: 'Page introuvable',
  },
  'shell.notFound.message': {
    en: 'The address you followed does not lead anywhere. Check it, or start again from the home page.',
    ar: 'الرابط الذي اتبعته لا يؤدي إلى أي صفحة. تحقّق منه، أو ابدأ من الصفحة الرئيسية.',
    fr: "L'adresse suivie ne mène nulle part. Vérifiez-la, ou repartez de la page d'accueil.",
  },
  'shell.language': {
    en: 'Language',
    ar: 'اللغة',
    fr: 'Langue',
  },
  'shell.theme': {
    en: 'Theme',
    ar: 'المظهر',
    fr: 'Thème',
  },
  'shell.theme.light': {
    en: 'Light',
    ar: 'فاتح',
    fr: 'Clair',
  },
  'shell.theme.dark': {
    en: 'Dark',
    ar: 'داكن',
    fr: 'Sombre',
  },
  'shell.theme.system': {
    en: 'System',
    ar: 'حسب الجهاز',
    fr: 'Système',
  },
  'shell.scrollTop': {
    en: 'Back to top',
    ar: 'العودة إلى الأعلى',
    fr: 'Retour en haut',
  },
  'shell.skipToContent': {
    en: 'Skip to content',
    ar: 'انتقل إلى المحتوى',
    fr: 'Aller au contenu',
  },
  'shell.login.title': {
    en: 'Sign in to your account',
    ar: 'تسجيل الدخول إلى حسابك',
    fr: 'Connexion à votre compte',
  },
  'shell.login.subtitle': {
    en: 'Enter your e-mail or phone number and your password.',
    ar: 'أدخل بريدك الإلكتروني أو رقم هاتفك وكلمة المرور.',
    fr: 'Saisissez votre e-mail ou votre téléphone et votre mot de passe.',
  },
  'shell.login.identifier': {
    en: 'E-mail or phone',
    ar: 'البريد الإلكتروني أو الهاتف',
    fr: 'E-mail ou téléphone',
  },
  'shell.login.password': {
    en: 'Password',
    ar: 'كلمة المرور',
    fr: 'Mot de passe',
  },
  'shell.login.showPassword': {
    en: 'Show password',
    ar: 'إظهار كلمة المرور',
    fr: 'Afficher le mot de passe',
  },
  'shell.login.hidePassword': {
    en: 'Hide password',
    ar: 'إخفاء كلمة المرور',
    fr: 'Masquer le mot de passe',
  },
  'shell.login.forgot': {
    en: 'Forgot your password?',
    ar: 'نسيت كلمة المرور؟',
    fr: 'Mot de passe oublié ?',
  },
  'shell.login.submit': {
    en: 'Sign in',
    ar: 'تسجيل الدخول',
    fr: 'Se connecter',
  },
  'shell.login.noAccount': {
    en: 'New here?',
    ar: 'مستخدم جديد؟',
    fr: 'Nouveau ici ?',
  },
  'shell.login.register': {
    en: 'Create an account',
    ar: 'أنشئ حسابًا',
    fr: 'Créer un compte',
  },
  'shell.login.twoFactorTitle': {
    en: 'Two-step verification',
    ar: 'التحقق بخطوتين',
    fr: 'Vérification en deux étapes',
  },
  'shell.login.twoFactorSubtitle': {
    en: 'Enter the code from your authenticator app, or one of your recovery codes.',
    ar: 'أدخل الرمز من تطبيق المصادقة، أو أحد رموز الاسترداد.',
    fr: "Saisissez le code de votre application d'authentification, ou un code de secours.",
  },
  'shell.login.code': {
    en: 'Verification code',
    ar: 'رمز التحقق',
    fr: 'Code de vérification',
  },
  'shell.login.codeHelp': {
    en: 'The code changes every 30 seconds.',
    ar: 'يتغير الرمز كل ٣٠ ثانية.',
    fr: 'Le code change toutes les 30 secondes.',
  },
  'shell.login.verify': {
    en: 'Verify and sign in',
    ar: 'تحقّق وادخل',
    fr: 'Vérifier et se connecter',
  },
  'shell.login.backToPassword': {
    en: 'Back to sign-in',
    ar: 'العودة إلى تسجيل الدخول',
    fr: 'Retour à la connexion',
  },
  'shell.login.tagline': {
    en: 'Everything a Quran centre runs, in one place.',
    ar: 'كل ما يديره مركز القرآن، في مكان واحد.',
    fr: 'Tout ce que gère un centre coranique, au même endroit.',
  },
  'shell.login.feature.rings': {
    en: 'Rings, timetables and attendance',
    ar: 'الحلقات والمواعيد والحضور',
    fr: 'Cercles, horaires et présences',
  },
  'shell.login.feature.progress': {
    en: 'Memorisation records and the progress of every student',
    ar: 'سجل التسميع وتقدّم كل طالب',
    fr: 'Récitations et progression de chaque élève',
  },
  'shell.login.feature.reports': {
    en: 'Tests, certificates and reports by centre and country',
    ar: 'الاختبارات والشهادات والتقارير حسب المركز والدولة',
    fr: 'Examens, certificats et rapports par centre et par pays',
  },
  'shell.nav.label': {
    en: 'Main navigation',
    ar: 'القائمة الرئيسية',
    fr: 'Navigation principale',
  },
  'shell.nav.open': {
    en: 'Open the menu',
    ar: 'فتح القائمة',
    fr: 'Ouvrir le menu',
  },
  'shell.nav.close': {
    en: 'Close the menu',
    ar: 'إغلاق القائمة',
    fr: 'Fermer le menu',
  },
  'shell.nav.collapse': {
    en: 'Collapse the menu',
    ar: 'طيّ القائمة',
    fr: 'Réduire le menu',
  },
  'shell.nav.expand': {
    en: 'Expand the menu',
    ar: 'توسيع القائمة',
    fr: 'Déployer le menu',
  },
  'shell.breadcrumbs': {
    en: 'You are here',
    ar: 'أنت هنا',
    fr: 'Vous êtes ici',
  },
  'shell.footer.rights': {
    en: '© {{year}} {{organisation}}. All rights reserved.',
    ar: '© {{year}} {{organisation}}. جميع الحقوق محفوظة.',
    fr: '© {{year}} {{organisation}}. Tous droits réservés.',
  },
  'shell.footer.help': {
    en: 'Help centre',
    ar: 'مركز المساعدة',
    fr: "Centre d'aide",
  },
  'shell.footer.privacy': {
    en: 'Privacy',
    ar: 'الخصوصية',
    fr: 'Confidentialité',
  },
  'shell.search.open': {
    en: 'Search',
    ar: 'بحث',
    fr: 'Rechercher',
  },
  'shell.search.label': {
    en: 'Search screens and records',
    ar: 'البحث في الصفحات والسجلات',
    fr: 'Rechercher des écrans et des fiches',
  },
  'shell.search.placeholder': {
    en: 'Search screens, students, rings…',
    ar: 'ابحث عن صفحة أو طالب أو حلقة…',
    fr: 'Rechercher un écran, un élève, un cercle…',
  },
  'shell.search.screens': {
    en: 'Screens',
    ar: 'الصفحات',
    fr: 'Écrans',
  },
  'shell.search.records': {
    en: 'Records',
    ar: 'السجلات',
    fr: 'Fiches',
  },
  'shell.search.noResults': {
    en: 'Nothing matches “{{query}}”.',
    ar: 'لا نتائج تطابق «{{query}}».',
    fr: 'Aucun résultat pour « {{query}} ».',
  },
  'shell.search.typeMore': {
    en: 'Type two letters or more to search records too.',
    ar: 'اكتب حرفين أو أكثر للبحث في السجلات أيضًا.',
    fr: 'Tapez au moins deux lettres pour chercher aussi dans les fiches.',
  },
  'shell.search.searching': {
    en: 'Searching…',
    ar: 'جارٍ البحث…',
    fr: 'Recherche…',
  },
  'shell.search.hint': {
    en: 'Use ↑ ↓ to move and Enter to open.',
    ar: 'استخدم ↑ ↓ للتنقل وEnter للفتح.',
    fr: 'Utilisez ↑ ↓ pour vous déplacer et Entrée pour ouvrir.',
  },
  'shell.search.kind.students': {
    en: 'Student',
    ar: 'طالب',
    fr: 'Élève',
  },
  'shell.search.kind.rings': {
    en: 'Ring',
    ar: 'حلقة',
    fr: 'Cercle',
  },
  'shell.search.kind.centres': {
    en: 'Centre',
    ar: 'مركز',
    fr: 'Centre',
  },
  'shell.search.kind.employees': {
    en: 'Employee',
    ar: 'موظف',
    fr: 'Employé',
  },
  'shell.search.kind.guardians': {
    en: 'Guardian',
    ar: 'ولي أمر',
    fr: 'Tuteur',
  },
  'shell.shortcuts': {
    en: 'Shortcuts',
    ar: 'الاختصارات',
    fr: 'Raccourcis',
  },
  'shell.shortcuts.empty': {
    en: 'No shortcuts for your role yet.',
    ar: 'لا اختصارات لدورك بعد.',
    fr: 'Pas encore de raccourcis pour votre rôle.',
  },
  'shell.notifications': {
    en: 'Notifications',
    ar: 'الإشعارات',
    fr: 'Notifications',
  },
  'shell.notifications.open': {
    en: 'Open',
    ar: 'فتح',
    fr: 'Ouvrir',
  },
  'shell.notifications.markAll': {
    en: 'Mark all as read',
    ar: 'تعليم الكل كمقروء',
    fr: 'Tout marquer comme lu',
  },
  'shell.notifications.empty': {
    en: 'No notifications',
    ar: 'لا إشعارات',
    fr: 'Aucune notification',
  },
  'shell.notifications.emptyHint': {
    en: 'You are all caught up.',
    ar: 'لا جديد لديك.',
    fr: 'Vous êtes à jour.',
  },
  'shell.user.menu': {
    en: 'Account menu',
    ar: 'قائمة الحساب',
    fr: 'Menu du compte',
  },
  'shell.user.profile': {
    en: 'My profile',
    ar: 'ملفي الشخصي',
    fr: 'Mon profil',
  },
  'shell.user.account': {
    en: 'Account settings',
    ar: 'إعدادات الحساب',
    fr: 'Paramètres du compte',
  },
  'shell.user.customize': {
    en: 'Customize the interface',
    ar: 'تخصيص الواجهة',
    fr: "Personnaliser l'interface",
  },
  'shell.user.signOut': {
    en: 'Sign out',
    ar: 'تسجيل الخروج',
    fr: 'Se déconnecter',
  },
  'shell.realtime.offline': {
    en: 'You are offline',
    ar: 'أنت غير متصل',
    fr: 'Vous êtes hors ligne',
  },
  'shell.realtime.offlineHint': {
    en: 'You can keep working; what needs the server waits until the connection is back.',
    ar: 'يمكنك متابعة العمل؛ ما يحتاج إلى الخادم ينتظر عودة الاتصال.',
    fr: 'Vous pouvez continuer ; ce qui demande le serveur attendra le retour de la connexion.',
  },
  'shell.realtime.reconnecting': {
    en: 'Reconnecting…',
    ar: 'جارٍ إعادة الاتصال…',
    fr: 'Reconnexion…',
  },
  'shell.realtime.closed': {
    en: 'Live updates paused',
    ar: 'التحديث المباشر متوقف',
    fr: 'Mises à jour en direct suspendues',
  },
  'shell.customizer.title': {
    en: 'Theme customizer',
    ar: 'تخصيص المظهر',
    fr: "Personnalisation de l'apparence",
  },
  'shell.customizer.subtitle': {
    en: 'Choose how the interface looks and reads.',
    ar: 'اختر شكل الواجهة وطريقة عرضها.',
    fr: "Choisissez l'apparence et l'affichage de l'interface.",
  },
  'shell.customizer.open': {
    en: 'Open the customizer',
    ar: 'فتح لوحة التخصيص',
    fr: 'Ouvrir la personnalisation',
  },
  'shell.customizer.reset': {
    en: 'Reset to defaults',
    ar: 'استعادة الإعدادات الافتراضية',
    fr: 'Rétablir les valeurs par défaut',
  },
  'shell.customizer.theming': {
    en: 'Theming',
    ar: 'المظهر',
    fr: 'Apparence',
  },
  'shell.customizer.layout': {
    en: 'Layout',
    ar: 'التخطيط',
    fr: 'Mise en page',
  },
  'shell.customizer.formats': {
    en: 'Language and formats',
    ar: 'اللغة والتنسيقات',
    fr: 'Langue et formats',
  },
  'shell.customizer.mode': {
    en: 'Mode',
    ar: 'الوضع',
    fr: 'Mode',
  },
  'shell.customizer.skin': {
    en: 'Skin',
    ar: 'النمط',
    fr: 'Style',
  },
  'shell.customizer.skin.default': {
    en: 'Default',
    ar: 'افتراضي',
    fr: 'Par défaut',
  },
  'shell.customizer.skin.bordered': {
    en: 'Bordered',
    ar: 'بإطارات',
    fr: 'Bordé',
  },
  'shell.customizer.semiDark': {
    en: 'Semi-dark menu',
    ar: 'قائمة داكنة',
    fr: 'Menu sombre',
  },
  'shell.customizer.navigation': {
    en: 'Menu',
    ar: 'القائمة',
    fr: 'Menu',
  },
  'shell.customizer.navigation.vertical': {
    en: 'Vertical',
    ar: 'عمودية',
    fr: 'Vertical',
  },
  'shell.customizer.navigation.horizontal': {
    en: 'Horizontal',
    ar: 'أفقية',
    fr: 'Horizontal',
  },
  'shell.customizer.collapsed': {
    en: 'Collapsed menu',
    ar: 'قائمة مطويّة',
    fr: 'Menu réduit',
  },
  'shell.customizer.horizontalNavType': {
    en: 'Menu bar',
    ar: 'شريط القائمة',
    fr: 'Barre de menu',
  },
  'shell.customizer.navbarType': {
    en: 'Navbar',
    ar: 'الشريط العلوي',
    fr: 'Barre supérieure',
  },
  'shell.customizer.navbarBlur': {
    en: 'Blurred navbar',
    ar: 'شريط علوي ضبابي',
    fr: 'Barre supérieure floutée',
  },
  'shell.customizer.footerType': {
    en: 'Footer',
    ar: 'التذييل',
    fr: 'Pied de page',
  },
  'shell.customizer.bar.sticky': {
    en: 'Sticky',
    ar: 'ثابت',
    fr: 'Fixe',
  },
  'shell.customizer.bar.static': {
    en: 'Static',
    ar: 'متحرك',
    fr: 'Défilant',
  },
  'shell.customizer.bar.hidden': {
    en: 'Hidden',
    ar: 'مخفي',
    fr: 'Masqué',
  },
  'shell.customizer.contentWidth': {
    en: 'Content width',
    ar: 'عرض المحتوى',
    fr: 'Largeur du contenu',
  },
  'shell.customizer.contentWidth.boxed': {
    en: 'Boxed',
    ar: 'محدود',
    fr: 'Encadrée',
  },
  'shell.customizer.contentWidth.wide': {
    en: 'Wide',
    ar: 'كامل',
    fr: 'Pleine largeur',
  },
  'shell.customizer.calendar': {
    en: 'Dates',
    ar: 'التاريخ',
    fr: 'Dates',
  },
  'shell.customizer.calendar.hijri': {
    en: 'Hijri',
    ar: 'هجري',
    fr: 'Hégirien',
  },
  'shell.customizer.calendar.gregorian': {
    en: 'Gregorian',
    ar: 'ميلادي',
    fr: 'Grégorien',
  },
  'shell.customizer.calendar.both': {
    en: 'Both',
    ar: 'كلاهما',
    fr: 'Les deux',
  },
  'shell.customizer.digits': {
    en: 'Digits',
    ar: 'الأرقام',
    fr: 'Chiffres',
  },
  'shell.customizer.digits.latn': {
    en: 'Latin (123)',
    ar: 'لاتينية (123)',
    fr: 'Latins (123)',
  },
  'shell.customizer.digits.arab': {
    en: 'Arabic-Indic (١٢٣)',
    ar: 'هندية (١٢٣)',
    fr: 'Arabes orientaux (١٢٣)',
  },
  'shell.dashboard.welcome': {
    en: 'Welcome, {{name}}',
    ar: 'أهلًا بك، {{name}}',
    fr: 'Bienvenue, {{name}}',
  },
  'shell.dashboard.today': {
    en: 'Today is {{date}}.',
    ar: 'اليوم {{date}}.',
    fr: 'Nous sommes le {{date}}.',
  },
  'shell.dashboard.scope.organisation': {
    en: 'Figures for the whole organisation.',
    ar: 'أرقام المؤسسة كاملة.',
    fr: "Chiffres de toute l'organisation.",
  },
  'shell.dashboard.scope.country': {
    en: 'Figures for {{name}}.',
    ar: 'أرقام {{name}}.',
    fr: 'Chiffres de {{name}}.',
  },
  'shell.dashboard.scope.centre': {
    en: 'Figures for {{name}}.',
    ar: 'أرقام {{name}}.',
    fr: 'Chiffres de {{name}}.',
  },
  'shell.dashboard.scope.ring': {
    en: 'Figures for {{name}}.',
    ar: 'أرقام {{name}}.',
    fr: 'Chiffres de {{name}}.',
  },
  'shell.dashboard.scope.own': {
    en: 'Figures for your rings.',
    ar: 'أرقام حلقاتك.',
    fr: 'Chiffres de vos cercles.',
  },
  'shell.dashboard.scope.none': {
    en: 'No role gives you figures yet.',
    ar: 'لا يمنحك أي دور أرقامًا بعد.',
    fr: 'Aucun rôle ne vous donne encore de chiffres.',
  },
  'shell.dashboard.students': {
    en: 'Students',
    ar: 'الطلاب',
    fr: 'Élèves',
  },
  'shell.dashboard.activeStudents': {
    en: 'Active students',
    ar: 'الطلاب النشطون',
    fr: 'Élèves actifs',
  },
  'shell.dashboard.activeShare': {
    en: '{{percent}} of students are active',
    ar: '{{percent}} من الطلاب نشطون',
    fr: '{{percent}} des élèves sont actifs',
  },
  'shell.dashboard.rings': {
    en: 'Rings',
    ar: 'الحلقات',
    fr: 'Cercles',
  },
  'shell.dashboard.centres': {
    en: 'Centres',
    ar: 'المراكز',
    fr: 'Centres',
  },
  'shell.dashboard.countries': {
    en: 'Countries',
    ar: 'الدول',
    fr: 'Pays',
  },
  'shell.dashboard.teachers': {
    en: 'Teachers',
    ar: 'المحفّظون',
    fr: 'Enseignants',
  },
  'shell.dashboard.readingsThisWeek': {
    en: 'Readings this week',
    ar: 'التسميع هذا الأسبوع',
    fr: 'Récitations cette semaine',
  },
  'shell.dashboard.pagesThisMonth': {
    en: 'Pages memorised this month',
    ar: 'صفحات الحفظ هذا الشهر',
    fr: 'Pages mémorisées ce mois-ci',
  },
  'shell.dashboard.attendanceRate': {
    en: 'Attendance this month',
    ar: 'الحضور هذا الشهر',
    fr: 'Présence ce mois-ci',
  },
  'shell.dashboard.attendanceNone': {
    en: 'No attendance recorded this month yet.',
    ar: 'لم يُسجَّل حضور هذا الشهر بعد.',
    fr: "Aucune présence enregistrée ce mois-ci pour l'instant.",
  },
  'shell.dashboard.attendanceHint': {
    en: 'Students present or late, out of all attendance taken since the first of the month.',
    ar: 'نسبة الحاضرين والمتأخرين من كل ما سُجّل من حضور منذ أول الشهر.',
    fr: 'Élèves présents ou en retard, sur toutes les présences relevées depuis le début du mois.',
  },
  'shell.dashboard.organisation': {
    en: 'Organisation',
    ar: 'المؤسسة',
    fr: 'Organisation',
  },
  'shell.dashboard.learning': {
    en: 'Learning this month',
    ar: 'التعلّم هذا الشهر',
    fr: 'Apprentissage ce mois-ci',
  },
  'shell.dashboard.shortcuts': {
    en: 'Quick access',
    ar: 'وصول سريع',
    fr: 'Accès rapide',
  },
  'shell.dashboard.perStudent': {
    en: '{{value}} per active student',
    ar: '{{value}} لكل طالب نشط',
    fr: '{{value}} par élève actif',
  },
  'shell.dashboard.roles': {
    en: 'Your roles',
    ar: 'أدوارك',
    fr: 'Vos rôles',
  },
  'shell.sample.subtitle': {
    en: 'A sample page kept by the specification.',
    ar: 'صفحة نموذجية تحتفظ بها المواصفات.',
    fr: 'Une page exemple conservée par la spécification.',
  },
  'shell.sample.cardTitle': {
    en: 'About this page',
    ar: 'عن هذه الصفحة',
    fr: 'À propos de cette page',
  },
  'shell.sample.body1': {
    en: 'This is the second page of the starter. It shows the default layout with its navigation, navbar and footer.',
    ar: 'هذه هي الصفحة الثانية في القالب. تعرض التخطيط الافتراضي بقائمته وشريطه العلوي وتذييله.',
    fr: 'Voici la deuxième page du modèle. Elle montre la mise en page par défaut avec son menu, sa barre supérieure et son pied de page.',
  },
  'shell.sample.body2': {
    en: 'This is a copy of the second page, kept so that the navigation has two sibling entries.',
    ar: 'هذه نسخة من الصفحة الثانية، أُبقيت ليكون في القائمة مدخلان متجاوران.',
    fr: 'Voici une copie de la deuxième page, conservée pour que le menu ait deux entrées voisines.',
  },
  'shell.sample.body3': {
    en: 'This new page sits under its own path segment and shows how nested paths appear in the menu.',
    ar: 'تقع هذه الصفحة الجديدة تحت مسار خاص بها، وتبيّن كيف تظهر المسارات المتداخلة في القائمة.',
    fr: 'Cette nouvelle page a son propre segment de chemin et montre comment les chemins imbriqués apparaissent dans le menu.',
  },
  'shell.sample.partsTitle': {
    en: 'What surrounds every page',
    ar: 'ما يحيط بكل صفحة',
    fr: 'Ce qui entoure chaque page',
  },
  'shell.sample.part.navigation': {
    en: 'The menu: the screens your role may open, grouped by module; vertical or horizontal.',
    ar: 'القائمة: الصفحات التي يتيحها دورك، مجمّعة حسب الوحدة؛ عمودية أو أفقية.',
    fr: 'Le menu : les écrans que votre rôle permet, regroupés par module ; vertical ou horizontal.',
  },
  'shell.sample.part.search': {
    en: 'The search: screens by their titles, and students, rings, centres and staff you may see.',
    ar: 'البحث: الصفحات بعناوينها، والطلاب والحلقات والمراكز والموظفون الذين يحق لك رؤيتهم.',
    fr: 'La recherche : les écrans par leur titre, et les élèves, cercles, centres et employés que vous pouvez voir.',
  },
  'shell.sample.part.shortcuts': {
    en: 'The shortcuts: the screens you use every day, one click away.',
    ar: 'الاختصارات: الصفحات التي تستخدمها كل يوم، على بعد نقرة.',
    fr: 'Les raccourcis : les écrans de tous les jours, à un clic.',
  },
  'shell.sample.part.notifications': {
    en: 'The notifications: what needs your attention, as it happens.',
    ar: 'الإشعارات: ما يحتاج إلى انتباهك، لحظة حدوثه.',
    fr: 'Les notifications : ce qui demande votre attention, dès que cela arrive.',
  },
  'shell.sample.part.theme': {
    en: 'The theme: light, dark or as your device prefers.',
    ar: 'المظهر: فاتح أو داكن أو حسب جهازك.',
    fr: 'Le thème : clair, sombre ou comme votre appareil le préfère.',
  },
  'shell.sample.part.user': {
    en: 'Your menu: profile, account settings and sign-out.',
    ar: 'قائمتك: الملف الشخصي وإعدادات الحساب وتسجيل الخروج.',
    fr: 'Votre menu : profil, paramètres du compte et déconnexion.',
  },
  'shell.sample.part.customizer': {
    en: 'The customizer: layout, skin, menu, navbar, footer, language, dates and digits.',
    ar: 'لوحة التخصيص: التخطيط والنمط والقائمة والشريط العلوي والتذييل واللغة والتاريخ والأرقام.',
    fr: 'La personnalisation : mise en page, style, menu, barre supérieure, pied de page, langue, dates et chiffres.',
  },
  'shell.sample.detailsTitle': {
    en: 'Details',
    ar: 'التفاصيل',
    fr: 'Détails',
  },
  'shell.sample.details': {
    en: 'Links that end with #details scroll here smoothly, leaving room for the sticky navbar.',
    ar: 'الروابط المنتهية بـ ‎#details تنتقل إلى هنا بسلاسة، مع ترك مسافة للشريط العلوي الثابت.',
    fr: 'Les liens qui finissent par #details défilent ici en douceur, en laissant la place à la barre fixe.',
  },
  'shell.phone.label': {
    en: 'Phone',
    ar: 'الهاتف',
    fr: 'Téléphone',
  },
  'shell.phone.placeholder': {
    en: 'Enter a phone number',
    ar: 'أدخل رقم الهاتف',
    fr: 'Saisissez un numéro de téléphone',
  },
  'shell.phone.country': {
    en: 'Country',
    ar: 'الدولة',
    fr: 'Pays',
  },
  'shell.phone.countries': {
    en: 'Countries',
    ar: 'الدول',
    fr: 'Pays',
  },
  'shell.phone.invalid': {
    en: 'Enter a valid phone number.',
    ar: 'أدخل رقم هاتف صحيحًا.',
    fr: 'Saisissez un numéro de téléphone valide.',
  },
  'shell.phone.notPossible': {
    en: 'This number has the wrong length.',
    ar: 'طول هذا الرقم غير صحيح.',
    fr: "Ce numéro n'a pas la bonne longueur.",
  },
  'shell.phone.international': {
    en: 'International',
    ar: 'دولي',
    fr: 'International',
  },
  'shell.phone.mode': {
    en: 'Mode',
    ar: 'الوضع',
    fr: 'Mode',
  },
  'shell.phone.mode.auto': {
    en: 'Automatic',
    ar: 'تلقائي',
    fr: 'Automatique',
  },
  'shell.phone.mode.national': {
    en: 'National',
    ar: 'محلي',
    fr: 'National',
  },
  'shell.phone.mode.international': {
    en: 'International',
    ar: 'دولي',
    fr: 'International',
  },
  'shell.phone.valid': {
    en: 'Valid',
    ar: 'صحيح',
    fr: 'Valide',
  },
  'shell.phone.possible': {
    en: 'Possible',
    ar: 'محتمل',
    fr: 'Possible',
  },
  'shell.phone.national': {
    en: 'National number',
    ar: 'الرقم المحلي',
    fr: 'Numéro national',
  },
  'shell.phone.formatted': {
    en: 'International form',
    ar: 'الصيغة الدولية',
    fr: 'Forme internationale',
  },
  'shell.sample.phoneTitle': {
    en: 'Phone input',
    ar: 'حقل الهاتف',
    fr: 'Saisie de téléphone',
  },
  'shell.sample.phoneHelp': {
    en: 'Type a number in any form; the country, validity and international form follow.',
    ar: 'اكتب رقمًا بأي صيغة؛ تظهر الدولة والصحة والصيغة الدولية.',
    fr: "Saisissez un numéro sous n'importe quelle forme ; le pays, la validité et la forme internationale suivent.",
  },
  'shell.site.nav': {
    en: 'Site navigation',
    ar: 'قائمة الموقع',
    fr: 'Navigation du site',
  },
  'shell.site.home': {
    en: 'Home',
    ar: 'الرئيسية',
    fr: 'Accueil',
  },
  'shell.site.about': {
    en: 'About us',
    ar: 'من نحن',
    fr: 'À propos',
  },
  'shell.site.apps': {
    en: 'Our applications',
    ar: 'تطبيقاتنا',
    fr: 'Nos applications',
  },
  'shell.site.prints': {
    en: 'Our publications',
    ar: 'إصداراتنا',
    fr: 'Nos publications',
  },
  'shell.site.projects': {
    en: 'Our projects',
    ar: 'مشاريعنا',
    fr: 'Nos projets',
  },
  'shell.site.donate': {
    en: 'Donate',
    ar: 'تبرّع',
    fr: 'Faire un don',
  },
  'shell.site.signIn': {
    en: 'Sign in',
    ar: 'تسجيل الدخول',
    fr: 'Se connecter',
  },
});

/** Counted messages of the shell (`key_<plural category>`, see i18n/plural.ts). */
export const shellCountedMessages = defineCounted({
  'shell.notifications.unread': {
    ar: {
      zero: 'لا إشعارات غير مقروءة',
      one: 'إشعار واحد غير مقروء',
      two: 'إشعاران غير مقروءين',
      few: '{{n}} إشعارات غير مقروءة',
      many: '{{n}} إشعارًا غير مقروء',
      other: '{{n}} إشعار غير مقروء',
    },
    en: { one: '{{n}} unread', other: '{{n}} unread' },
    fr: { one: '{{n}} non lue', many: '{{n}} non lues', other: '{{n}} non lues' },
  },
});
