import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/**
 * Messages of the offline app (docs/offline.md): the outbox of changes waiting to be sent, the
 * new version offered, the install hint.
 */
export const offlineMessages = defineMessagesSideBySide({
  'offline.outbox.title': {
    en: 'Changes waiting to be sent',
    ar: 'تغييرات بانتظار الإرسال',
    fr: 'Modifications en attente d’envoi',
  },
  'offline.outbox.help': {
    en: 'They are kept on this device and sent as soon as the connection allows. Nothing is deleted unless the server has stored it or you discard it.',
    ar: 'محفوظة على هذا الجهاز وتُرسل حين يسمح الاتصال. لا يُحذف شيء منها إلا بعد أن يحفظه الخادم أو تتجاهله أنت.',
    fr: 'Elles sont gardées sur cet appareil et envoyées dès que la connexion le permet. Rien n’est supprimé avant que le serveur l’ait enregistré ou que vous l’ayez écarté.',
  },
  'offline.outbox.empty': {
    en: 'Everything has been sent.',
    ar: 'أُرسل كل شيء.',
    fr: 'Tout a été envoyé.',
  },
  'offline.outbox.sendNow': { en: 'Send now', ar: 'أرسل الآن', fr: 'Envoyer maintenant' },
  'offline.outbox.retry': { en: 'Try again', ar: 'أعد المحاولة', fr: 'Réessayer' },
  'offline.outbox.discard': { en: 'Discard', ar: 'تجاهل', fr: 'Écarter' },
  'offline.outbox.sendOthers': {
    en: 'Send the others, let the refused rows go',
    ar: 'أرسل الباقي ودع الصفوف المرفوضة',
    fr: 'Envoyer le reste, laisser les lignes refusées',
  },
  'offline.outbox.open': { en: 'Open', ar: 'افتح', fr: 'Ouvrir' },
  'offline.outbox.close': { en: 'Close', ar: 'إغلاق', fr: 'Fermer' },
  'offline.outbox.discardConfirm': {
    en: 'Discard this change? It will not be sent and cannot be recovered.',
    ar: 'أتريد تجاهل هذا التغيير؟ لن يُرسل ولا يمكن استرجاعه.',
    fr: 'Écarter cette modification ? Elle ne sera pas envoyée et ne pourra pas être récupérée.',
  },
  'offline.outbox.state.waiting': { en: 'Waiting', ar: 'بانتظار الإرسال', fr: 'En attente' },
  'offline.outbox.state.sending': { en: 'Sending', ar: 'يُرسل الآن', fr: 'Envoi en cours' },
  'offline.outbox.state.refused': {
    en: 'Refused: correct or discard',
    ar: 'مرفوض: صحّحه أو تجاهله',
    fr: 'Refusée : corrigez ou écartez',
  },
  'offline.outbox.state.conflict': {
    en: 'Changed meanwhile on the server',
    ar: 'تغيّر على الخادم في الأثناء',
    fr: 'Modifiée entre-temps sur le serveur',
  },
  'offline.conflict.mine': { en: 'My version', ar: 'نسختي', fr: 'Ma version' },
  'offline.conflict.theirs': {
    en: 'On the server now',
    ar: 'على الخادم الآن',
    fr: 'Sur le serveur maintenant',
  },
  'offline.conflict.keepMine': { en: 'Keep mine', ar: 'أبقِ نسختي', fr: 'Garder la mienne' },
  'offline.conflict.takeTheirs': {
    en: 'Take the server’s',
    ar: 'خذ نسخة الخادم',
    fr: 'Prendre celle du serveur',
  },
  'offline.outbox.lastTried': {
    en: 'Last try: {{time}}',
    ar: 'آخر محاولة: {{time}}',
    fr: 'Dernier essai : {{time}}',
  },
  'offline.kind.ringDay': {
    en: 'Ring day: {{ring}}',
    ar: 'يوم الحلقة: {{ring}}',
    fr: 'Journée du cercle : {{ring}}',
  },
  'offline.kind.checkIn': {
    en: 'Check-in',
    ar: 'تسجيل الحضور',
    fr: 'Pointage d’arrivée',
  },
  'offline.kind.judgeSheet': {
    en: 'Judge’s sheet: contestant {{n}}',
    ar: 'بطاقة التحكيم: المتسابق {{n}}',
    fr: 'Feuille du juge : candidat {{n}}',
  },
  'offline.update.ready': {
    en: 'A new version is ready.',
    ar: 'نسخة جديدة جاهزة.',
    fr: 'Une nouvelle version est prête.',
  },
  'offline.update.reload': {
    en: 'Update now',
    ar: 'حدّث الآن',
    fr: 'Mettre à jour',
  },
  'offline.update.later': { en: 'Later', ar: 'لاحقًا', fr: 'Plus tard' },
  'offline.install.title': {
    en: 'Install the app',
    ar: 'ثبّت التطبيق',
    fr: 'Installer l’application',
  },
  'offline.install.android': {
    en: 'Add it to your home screen: it opens even without a network.',
    ar: 'أضفه إلى الشاشة الرئيسية: يعمل حتى دون شبكة.',
    fr: 'Ajoutez-la à l’écran d’accueil : elle s’ouvre même sans réseau.',
  },
  'offline.install.ios': {
    en: 'On iPhone: tap Share, then “Add to Home Screen”. It then opens even without a network.',
    ar: 'على آيفون: اضغط «مشاركة» ثم «إضافة إلى الشاشة الرئيسية». يعمل بعدها حتى دون شبكة.',
    fr: 'Sur iPhone : touchez Partager, puis « Sur l’écran d’accueil ». Elle s’ouvre ensuite même sans réseau.',
  },
  'offline.install.install': { en: 'Install', ar: 'ثبّت', fr: 'Installer' },
  'offline.install.dismiss': { en: 'Not now', ar: 'ليس الآن', fr: 'Pas maintenant' },
  'offline.signOut.message': {
    en: 'They stay on this device and are sent when you sign in here again. Connect and wait for them to be sent if someone else will use this device.',
    ar: 'تبقى على هذا الجهاز وتُرسل حين تدخل منه مرة أخرى. اتصل بالشبكة وانتظر إرسالها إن كان غيرك سيستعمل هذا الجهاز.',
    fr: 'Elles restent sur cet appareil et partiront quand vous vous reconnecterez ici. Connectez-vous au réseau et attendez leur envoi si quelqu’un d’autre utilisera cet appareil.',
  },
  'offline.signOut.confirm': {
    en: 'Sign out anyway',
    ar: 'اخرج على أي حال',
    fr: 'Se déconnecter quand même',
  },
});

/** Counted messages of the outbox. */
export const offlineCountedMessages = defineCounted({
  'offline.outbox.waiting': {
    ar: {
      zero: 'لا تغييرات بانتظار الإرسال',
      one: 'تغيير واحد بانتظار الإرسال',
      two: 'تغييران بانتظار الإرسال',
      few: '{{n}} تغييرات بانتظار الإرسال',
      many: '{{n}} تغييرًا بانتظار الإرسال',
      other: '{{n}} تغيير بانتظار الإرسال',
    },
    en: {
      one: '{{n}} change waiting to be sent',
      other: '{{n}} changes waiting to be sent',
    },
    fr: {
      one: '{{n}} modification en attente d’envoi',
      many: '{{n}} modifications en attente d’envoi',
      other: '{{n}} modifications en attente d’envoi',
    },
  },
  'offline.signOut.title': {
    ar: {
      zero: 'لا تغييرات لم تُرسل',
      one: 'تغيير واحد لم يُرسل بعد',
      two: 'تغييران لم يُرسلا بعد',
      few: '{{n}} تغييرات لم تُرسل بعد',
      many: '{{n}} تغييرًا لم يُرسل بعد',
      other: '{{n}} تغيير لم يُرسل بعد',
    },
    en: {
      one: '{{n}} change not sent yet',
      other: '{{n}} changes not sent yet',
    },
    fr: {
      one: '{{n}} modification pas encore envoyée',
      many: '{{n}} modifications pas encore envoyées',
      other: '{{n}} modifications pas encore envoyées',
    },
  },
  'offline.outbox.students': {
    ar: {
      zero: 'لا طلاب',
      one: 'طالب واحد',
      two: 'طالبان',
      few: '{{n}} طلاب',
      many: '{{n}} طالبًا',
      other: '{{n}} طالب',
    },
    en: { one: '{{n}} student', other: '{{n}} students' },
    fr: { one: '{{n}} élève', many: '{{n}} élèves', other: '{{n}} élèves' },
  },
});
