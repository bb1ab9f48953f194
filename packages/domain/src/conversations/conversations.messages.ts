import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/** Realtime, notifications and conversations: server messages and the conversations screen. */
export const conversationsMessages = defineMessagesSideBySide({
  'realtime.unauthorized': {
    en: 'Sign in again to receive live updates.',
    ar: 'سجّل الدخول مرة أخرى لتصلك التحديثات المباشرة.',
    fr: 'Reconnectez-vous pour recevoir les mises à jour en direct.',
  },
  'notifications.addedToGroup': {
    en: '{{actor}} added you to the group "{{title}}"',
    ar: 'أضافك {{actor}} إلى المجموعة «{{title}}»',
    fr: '{{actor}} vous a ajouté au groupe « {{title}} »',
  },
  'conversations.userNotReachable': {
    en: 'You cannot start a conversation with this person.',
    ar: 'لا يمكنك بدء محادثة مع هذا الشخص.',
    fr: 'Vous ne pouvez pas commencer une conversation avec cette personne.',
  },
  'conversations.cannotTalkToSelf': {
    en: 'You cannot start a conversation with yourself.',
    ar: 'لا يمكنك بدء محادثة مع نفسك.',
    fr: 'Vous ne pouvez pas commencer une conversation avec vous-même.',
  },
  'conversations.adminOnly': {
    en: 'Only the group’s administrators can do this.',
    ar: 'هذا الإجراء لمشرفي المجموعة فقط.',
    fr: 'Seuls les administrateurs du groupe peuvent faire cela.',
  },
  'conversations.directOnlyTwo': {
    en: 'A direct conversation cannot be renamed and its members cannot change.',
    ar: 'المحادثة الثنائية لا يُغيَّر اسمها ولا أعضاؤها.',
    fr: 'Une conversation directe ne peut être ni renommée ni changer de membres.',
  },
  'conversations.notAMember': {
    en: 'This person is not a member of the conversation.',
    ar: 'هذا الشخص ليس عضوًا في المحادثة.',
    fr: 'Cette personne n’est pas membre de la conversation.',
  },
  'conversations.cannotRemoveSelf': {
    en: 'Use “Leave the group” to leave it yourself.',
    ar: 'استخدم «مغادرة المجموعة» لتغادرها بنفسك.',
    fr: 'Utilisez « Quitter le groupe » pour le quitter vous-même.',
  },
  'conversations.groupTooLarge': {
    en: 'A group can have at most {{max}} members.',
    ar: 'لا يزيد أعضاء المجموعة على {{max}}.',
    fr: 'Un groupe compte au plus {{max}} membres.',
  },
  'conversations.message.empty': {
    en: 'Write a message or attach a file.',
    ar: 'اكتب رسالة أو أرفق ملفًا.',
    fr: 'Écrivez un message ou joignez un fichier.',
  },
  'conversations.attachment.tooLarge': {
    en: '“{{name}}” is larger than {{max}} MB.',
    ar: 'حجم «{{name}}» أكبر من {{max}} ميغابايت.',
    fr: '« {{name}} » dépasse {{max}} Mo.',
  },
  'conversations.attachment.totalTooLarge': {
    en: 'The files of one message can be at most {{max}} MB together.',
    ar: 'لا يزيد مجموع ملفات الرسالة الواحدة على {{max}} ميغابايت.',
    fr: 'Les fichiers d’un même message ne peuvent dépasser {{max}} Mo au total.',
  },
  'conversations.attachment.typeNotAllowed': {
    en: '“{{name}}” is not an allowed kind of file (images, PDF, text, Word, Excel, audio).',
    ar: '«{{name}}» ليس من أنواع الملفات المسموح بها (صور، PDF، نص، Word، Excel، صوت).',
    fr: '« {{name}} » n’est pas un type de fichier autorisé (images, PDF, texte, Word, Excel, audio).',
  },
  'conversations.attachment.contentMismatch': {
    en: 'The content of “{{name}}” does not match its kind of file.',
    ar: 'محتوى «{{name}}» لا يطابق نوع الملف.',
    fr: 'Le contenu de « {{name}} » ne correspond pas à son type de fichier.',
  },
  'conversations.attachment.empty': {
    en: '“{{name}}” is empty.',
    ar: 'الملف «{{name}}» فارغ.',
    fr: '« {{name}} » est vide.',
  },
  'conversations.ui.add': {
    en: 'Add',
    ar: 'إضافة',
    fr: 'Ajouter',
  },
  'conversations.ui.addMembers': {
    en: 'Add people',
    ar: 'إضافة أشخاص',
    fr: 'Ajouter des personnes',
  },
  'conversations.ui.admin': {
    en: 'Admin',
    ar: 'مشرف',
    fr: 'Admin',
  },
  'conversations.ui.attach': {
    en: 'Attach files',
    ar: 'إرفاق ملفات',
    fr: 'Joindre des fichiers',
  },
  'conversations.ui.attachmentPreview': {
    en: 'File: {{name}}',
    ar: 'ملف: {{name}}',
    fr: 'Fichier : {{name}}',
  },
  'conversations.ui.back': {
    en: 'Back to conversations',
    ar: 'العودة إلى المحادثات',
    fr: 'Retour aux conversations',
  },
  'conversations.ui.beginning': {
    en: 'Start of the conversation',
    ar: 'بداية المحادثة',
    fr: 'Début de la conversation',
  },
  'conversations.ui.cancel': {
    en: 'Cancel',
    ar: 'إلغاء',
    fr: 'Annuler',
  },
  'conversations.ui.close': {
    en: 'Close',
    ar: 'إغلاق',
    fr: 'Fermer',
  },
  'conversations.ui.contactsPlaceholder': {
    en: 'Type a name…',
    ar: 'اكتب اسمًا…',
    fr: 'Tapez un nom…',
  },
  'conversations.ui.create': {
    en: 'Create the group',
    ar: 'إنشاء المجموعة',
    fr: 'Créer le groupe',
  },
  'conversations.ui.discard': {
    en: 'Discard',
    ar: 'تجاهل',
    fr: 'Abandonner',
  },
  'conversations.ui.download': {
    en: 'Download {{name}}',
    ar: 'تنزيل {{name}}',
    fr: 'Télécharger {{name}}',
  },
  'conversations.ui.emptyThread': {
    en: 'No messages yet. Write the first one.',
    ar: 'لا رسائل بعد. اكتب أول رسالة.',
    fr: 'Aucun message pour l’instant. Écrivez le premier.',
  },
  'conversations.ui.failed': {
    en: 'Not sent.',
    ar: 'لم تُرسَل.',
    fr: 'Non envoyé.',
  },
  'conversations.ui.groupTitle': {
    en: 'Group name',
    ar: 'اسم المجموعة',
    fr: 'Nom du groupe',
  },
  'conversations.ui.heading': {
    en: 'Conversations',
    ar: 'المحادثات',
    fr: 'Conversations',
  },
  'conversations.ui.kindDirect': {
    en: 'With a person',
    ar: 'مع شخص',
    fr: 'Avec une personne',
  },
  'conversations.ui.kindGroup': {
    en: 'Group',
    ar: 'مجموعة',
    fr: 'Groupe',
  },
  'conversations.ui.leave': {
    en: 'Leave the group',
    ar: 'مغادرة المجموعة',
    fr: 'Quitter le groupe',
  },
  'conversations.ui.leaveConfirm': {
    en: 'Leave “{{title}}”? You will no longer see its messages.',
    ar: 'مغادرة «{{title}}»؟ لن ترى رسائلها بعد ذلك.',
    fr: 'Quitter « {{title}} » ? Vous ne verrez plus ses messages.',
  },
  'conversations.ui.loadingOlder': {
    en: 'Loading earlier messages…',
    ar: 'جارٍ تحميل الرسائل السابقة…',
    fr: 'Chargement des messages précédents…',
  },
  'conversations.ui.manage': {
    en: 'Group details',
    ar: 'تفاصيل المجموعة',
    fr: 'Détails du groupe',
  },
  'conversations.ui.members': {
    en: 'Members: {{n}}',
    ar: 'عدد الأعضاء: {{n}}',
    fr: 'Membres : {{n}}',
  },
  'conversations.ui.new': {
    en: 'New conversation',
    ar: 'محادثة جديدة',
    fr: 'Nouvelle conversation',
  },
  'conversations.ui.newMessages': {
    en: 'New messages',
    ar: 'رسائل جديدة',
    fr: 'Nouveaux messages',
  },
  'conversations.ui.noContacts': {
    en: 'No one found',
    ar: 'لم يُعثر على أحد',
    fr: 'Personne trouvé',
  },
  'conversations.ui.noConversations': {
    en: 'No conversations yet',
    ar: 'لا توجد محادثات بعد',
    fr: 'Aucune conversation pour l’instant',
  },
  'conversations.ui.noConversationsHint': {
    en: 'Start one with a colleague, or create a group.',
    ar: 'ابدأ محادثة مع زميل، أو أنشئ مجموعة.',
    fr: 'Commencez-en une avec un collègue, ou créez un groupe.',
  },
  'conversations.ui.noResults': {
    en: 'No conversation matches “{{query}}”.',
    ar: 'لا محادثة تطابق «{{query}}».',
    fr: 'Aucune conversation ne correspond à « {{query}} ».',
  },
  'conversations.ui.people': {
    en: 'People',
    ar: 'الأشخاص',
    fr: 'Personnes',
  },
  'conversations.ui.person': {
    en: 'Person',
    ar: 'الشخص',
    fr: 'Personne',
  },
  'conversations.ui.pickOne': {
    en: 'Choose a conversation',
    ar: 'اختر محادثة',
    fr: 'Choisissez une conversation',
  },
  'conversations.ui.pickOneHint': {
    en: 'Messages arrive here as they are sent. Start a new conversation with a colleague or a group.',
    ar: 'تصل الرسائل هنا لحظة إرسالها. ابدأ محادثة جديدة مع زميل أو مجموعة.',
    fr: 'Les messages arrivent ici dès leur envoi. Commencez une conversation avec un collègue ou un groupe.',
  },
  'conversations.ui.placeholder': {
    en: 'Write a message…',
    ar: 'اكتب رسالة…',
    fr: 'Écrivez un message…',
  },
  'conversations.ui.remove': {
    en: 'Remove from the group',
    ar: 'إزالة من المجموعة',
    fr: 'Retirer du groupe',
  },
  'conversations.ui.removeFile': {
    en: 'Remove {{name}}',
    ar: 'إزالة {{name}}',
    fr: 'Retirer {{name}}',
  },
  'conversations.ui.retry': {
    en: 'Send again',
    ar: 'إعادة الإرسال',
    fr: 'Renvoyer',
  },
  'conversations.ui.save': {
    en: 'Save',
    ar: 'حفظ',
    fr: 'Enregistrer',
  },
  'conversations.ui.searchPlaceholder': {
    en: 'Search people, groups and messages',
    ar: 'ابحث في الأشخاص والمجموعات والرسائل',
    fr: 'Rechercher personnes, groupes et messages',
  },
  'conversations.ui.searchShort': {
    en: 'Search…',
    ar: 'ابحث…',
    fr: 'Rechercher…',
  },
  'conversations.ui.sectionConversations': {
    en: 'Conversations',
    ar: 'المحادثات',
    fr: 'Conversations',
  },
  'conversations.ui.sectionMessages': {
    en: 'Messages',
    ar: 'الرسائل',
    fr: 'Messages',
  },
  'conversations.ui.seen': {
    en: 'Seen',
    ar: 'مقروءة',
    fr: 'Vu',
  },
  'conversations.ui.send': {
    en: 'Send',
    ar: 'إرسال',
    fr: 'Envoyer',
  },
  'conversations.ui.sendHint': {
    en: 'Enter to send, Shift+Enter for a new line',
    ar: 'Enter للإرسال، وShift+Enter لسطر جديد',
    fr: 'Entrée pour envoyer, Maj+Entrée pour un retour à la ligne',
  },
  'conversations.ui.sending': {
    en: 'Sending…',
    ar: 'جارٍ الإرسال…',
    fr: 'Envoi…',
  },
  'conversations.ui.sent': {
    en: 'Sent',
    ar: 'أُرسلت',
    fr: 'Envoyé',
  },
  'conversations.ui.start': {
    en: 'Open the conversation',
    ar: 'فتح المحادثة',
    fr: 'Ouvrir la conversation',
  },
  'conversations.ui.you': {
    en: 'you',
    ar: 'أنت',
    fr: 'vous',
  },
  'conversations.ui.youPrefix': {
    en: 'You: {{text}}',
    ar: 'أنت: {{text}}',
    fr: 'Vous : {{text}}',
  },
  'conversations.ui.size.b': {
    en: '{{n}} B',
    ar: '{{n}} بايت',
    fr: '{{n}} o',
  },
  'conversations.ui.size.kb': {
    en: '{{n}} KB',
    ar: '{{n}} كيلوبايت',
    fr: '{{n}} Ko',
  },
  'conversations.ui.size.mb': {
    en: '{{n}} MB',
    ar: '{{n}} ميغابايت',
    fr: '{{n}} Mo',
  },
});

/** Counted messages of conversations (`key_<plural category>`, see i18n/plural.ts). */
export const conversationsCountedMessages = defineCounted({
  // The count is the most files one message may carry.
  'conversations.attachment.tooMany': {
    ar: {
      zero: 'لا يمكن إرفاق ملفات بالرسالة.',
      one: 'يمكن إرسال ملف واحد على الأكثر مع الرسالة الواحدة.',
      two: 'يمكن إرسال ملفين على الأكثر مع الرسالة الواحدة.',
      few: 'يمكن إرسال {{n}} ملفات على الأكثر مع الرسالة الواحدة.',
      many: 'يمكن إرسال {{n}} ملفًا على الأكثر مع الرسالة الواحدة.',
      other: 'يمكن إرسال {{n}} ملف على الأكثر مع الرسالة الواحدة.',
    },
    en: {
      one: 'At most {{n}} file can be sent with one message.',
      other: 'At most {{n}} files can be sent with one message.',
    },
    fr: {
      one: 'Au plus {{n}} fichier peut accompagner un message.',
      many: 'Au plus {{n}} de fichiers peuvent accompagner un message.',
      other: 'Au plus {{n}} fichiers peuvent accompagner un message.',
    },
  },
  'conversations.ui.unread': {
    ar: {
      zero: 'لا رسائل غير مقروءة',
      one: 'رسالة واحدة غير مقروءة',
      two: 'رسالتان غير مقروءتين',
      few: '{{n}} رسائل غير مقروءة',
      many: '{{n}} رسالةً غير مقروءة',
      other: '{{n}} رسالة غير مقروءة',
    },
    en: { one: '{{n}} unread', other: '{{n}} unread' },
    fr: { one: '{{n}} non lu', many: '{{n}} non lus', other: '{{n}} non lus' },
  },
});
