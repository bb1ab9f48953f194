import { defineMessagesSideBySide, mergeMessages } from '../i18n/define.ts';
import { studentsUiMessages } from './students-ui.messages.ts';

export const studentsMessages = mergeMessages(
  studentsUiMessages,
  defineMessagesSideBySide({
    'students.status.applicant': {
      en: 'Applicant',
      ar: 'متقدّم',
      fr: 'Candidat',
    },
    'students.status.accepted': {
      en: 'Accepted (waiting for a ring)',
      ar: 'مقبول (بانتظار حلقة)',
      fr: 'Accepté (en attente de cercle)',
    },
    'students.status.active': {
      en: 'Active',
      ar: 'منتظم',
      fr: 'Actif',
    },
    'students.status.suspended': {
      en: 'Suspended',
      ar: 'موقوف',
      fr: 'Suspendu',
    },
    'students.status.graduated': {
      en: 'Graduated',
      ar: 'خاتم',
      fr: 'Diplômé',
    },
    'students.status.withdrawn': {
      en: 'Withdrawn',
      ar: 'منسحب',
      fr: 'Retiré',
    },
    'students.statusUnknown': {
      en: 'This status does not exist.',
      ar: 'هذه الحالة غير موجودة.',
      fr: "Ce statut n'existe pas.",
    },
    'students.statusUnchanged': {
      en: 'The student already has this status.',
      ar: 'الطالب على هذه الحالة أصلًا.',
      fr: "L'élève a déjà ce statut.",
    },
    'students.statusTransitionRefused': {
      en: 'A student cannot move from this status to that one.',
      ar: 'لا يمكن نقل الطالب من هذه الحالة إلى تلك.',
      fr: 'Un élève ne peut pas passer de ce statut à celui-là.',
    },
    'students.reasonRequired': {
      en: 'Write the reason for this change (at least 3 characters).',
      ar: 'اكتب سبب هذا التغيير (ثلاثة أحرف على الأقل).',
      fr: 'Indiquez le motif de ce changement (au moins 3 caractères).',
    },
    'students.needsRing': {
      en: 'Choose a ring before activating the student.',
      ar: 'اختر حلقة قبل تفعيل الطالب.',
      fr: "Choisissez un cercle avant d'activer l'élève.",
    },
    'students.import.badGender': {
      en: 'Write the gender as male or female.',
      ar: 'اكتب الجنس: ذكر أو أنثى.',
      fr: 'Indiquez le sexe : masculin ou féminin.',
    },
    'students.import.badPhone': {
      en: 'This phone number is too short.',
      ar: 'رقم الهاتف قصير جدًا.',
      fr: 'Ce numéro de téléphone est trop court.',
    },
    'students.import.badIdentity': {
      en: 'This identity number is not valid.',
      ar: 'رقم الهوية غير صحيح.',
      fr: "Ce numéro d'identité n'est pas valide.",
    },
    'students.import.badFile': {
      en: 'The file could not be read as an Excel workbook (.xlsx).',
      ar: 'تعذّرت قراءة الملف كمصنّف إكسل (.xlsx).',
      fr: 'Le fichier ne peut pas être lu comme un classeur Excel (.xlsx).',
    },
    'students.import.noRows': {
      en: 'The sheet has no rows under its header.',
      ar: 'لا توجد صفوف تحت عناوين الأعمدة.',
      fr: "La feuille n'a aucune ligne sous son en-tête.",
    },
    'students.import.missingColumns': {
      en: 'Map the name and gender columns before importing.',
      ar: 'حدّد عمودي الاسم والجنس قبل الاستيراد.',
      fr: "Associez les colonnes du nom et du sexe avant d'importer.",
    },
    'students.import.duplicateInFile': {
      en: 'This student appears earlier in the same file.',
      ar: 'هذا الطالب مكرر في الملف نفسه.',
      fr: 'Cet élève figure déjà plus haut dans le fichier.',
    },
    'students.import.alreadyImported': {
      en: 'Already in the system (skipped).',
      ar: 'موجود في النظام مسبقًا (تم تجاوزه).',
      fr: 'Déjà enregistré (ignoré).',
    },
    'students.import.alreadyDone': {
      en: 'This import has already been carried out.',
      ar: 'تم تنفيذ هذا الاستيراد من قبل.',
      fr: 'Cette importation a déjà été effectuée.',
    },
    'students.import.imported': {
      en: 'Imported from an Excel file',
      ar: 'أُضيف من ملف إكسل',
      fr: 'Importé depuis un fichier Excel',
    },
    'students.registration.linkClosed': {
      en: 'This registration link is closed or has expired.',
      ar: 'رابط التسجيل هذا مغلق أو منتهي الصلاحية.',
      fr: "Ce lien d'inscription est fermé ou expiré.",
    },
    'students.registration.quotaFull': {
      en: 'Registration is full for this link.',
      ar: 'اكتمل العدد المتاح للتسجيل عبر هذا الرابط.',
      fr: 'Les inscriptions sont complètes pour ce lien.',
    },
    'students.registration.alreadyDecided': {
      en: 'This registration has already been decided.',
      ar: 'تم البتّ في هذا الطلب من قبل.',
      fr: 'Cette inscription a déjà été traitée.',
    },
    'students.registration.duplicate': {
      en: 'A student with the same identity number is already registered.',
      ar: 'يوجد طالب مسجّل بنفس رقم الهوية.',
      fr: "Un élève avec le même numéro d'identité est déjà inscrit.",
    },
    'students.registration.received': {
      en: 'Your registration was received. We will contact you.',
      ar: 'وصلنا طلب التسجيل، وسنتواصل معكم قريبًا.',
      fr: 'Votre inscription a été reçue. Nous vous contacterons.',
    },
    'students.registration.accepted': {
      en: 'Registration accepted',
      ar: 'قُبل طلب التسجيل',
      fr: 'Inscription acceptée',
    },
    'students.duplicate.identityNumber': {
      en: 'Same identity number',
      ar: 'رقم الهوية نفسه',
      fr: "Même numéro d'identité",
    },
    'students.duplicate.phone': {
      en: 'Same phone number',
      ar: 'رقم الهاتف نفسه',
      fr: 'Même numéro de téléphone',
    },
    'students.duplicate.name': {
      en: 'Same name',
      ar: 'الاسم نفسه',
      fr: 'Même nom',
    },
    'students.transfer.sameRing': {
      en: 'The student is already in this ring.',
      ar: 'الطالب في هذه الحلقة أصلًا.',
      fr: "L'élève est déjà dans ce cercle.",
    },
    'students.transfer.inactive': {
      en: 'Only active or accepted students can be placed in a ring.',
      ar: 'لا يُلحق بالحلقة إلا طالب منتظم أو مقبول.',
      fr: 'Seul un élève actif ou accepté peut être placé dans un cercle.',
    },
    'students.field.fullName': {
      en: 'Full name',
      ar: 'الاسم الكامل',
      fr: 'Nom complet',
    },
    'students.field.fullNameLatin': {
      en: 'Name in Latin letters',
      ar: 'الاسم بالأحرف اللاتينية',
      fr: 'Nom en lettres latines',
    },
    'students.field.fatherName': {
      en: "Father's name",
      ar: 'اسم الأب',
      fr: 'Nom du père',
    },
    'students.field.gender': {
      en: 'Gender',
      ar: 'الجنس',
      fr: 'Sexe',
    },
    'students.field.birthDate': {
      en: 'Date of birth',
      ar: 'تاريخ الميلاد',
      fr: 'Date de naissance',
    },
    'students.field.nationality': {
      en: 'Nationality',
      ar: 'الجنسية',
      fr: 'Nationalité',
    },
    'students.field.identityNumber': {
      en: 'Identity number',
      ar: 'رقم الهوية',
      fr: "Numéro d'identité",
    },
    'students.field.phone': {
      en: 'Phone',
      ar: 'رقم الهاتف',
      fr: 'Téléphone',
    },
    'students.field.address': {
      en: 'Address',
      ar: 'العنوان',
      fr: 'Adresse',
    },
    'students.field.schoolGrade': {
      en: 'School grade',
      ar: 'الصف الدراسي',
      fr: 'Classe',
    },
    'students.field.guardianName': {
      en: "Guardian's name",
      ar: 'اسم ولي الأمر',
      fr: 'Nom du tuteur',
    },
    'students.field.guardianPhone': {
      en: "Guardian's phone",
      ar: 'هاتف ولي الأمر',
      fr: 'Téléphone du tuteur',
    },
    'students.field.levelAtEntry': {
      en: 'Already memorised',
      ar: 'المحفوظ سابقًا',
      fr: 'Déjà mémorisé',
    },
    'students.field.notes': {
      en: 'Notes',
      ar: 'ملاحظات',
      fr: 'Remarques',
    },
    'students.gender.male': {
      en: 'Male',
      ar: 'ذكر',
      fr: 'Masculin',
    },
    'students.gender.female': {
      en: 'Female',
      ar: 'أنثى',
      fr: 'Féminin',
    },
    'students.registration.submit': {
      en: 'Register',
      ar: 'تسجيل',
      fr: "S'inscrire",
    },
    'students.excel.title': {
      en: 'Students Excel files',
      ar: 'ملفات الطلاب (إكسل)',
      fr: 'Fichiers Excel des élèves',
    },
    'students.excel.centre': {
      en: 'Centre',
      ar: 'المركز',
      fr: 'Centre',
    },
    'students.excel.ring': {
      en: 'Ring',
      ar: 'الحلقة',
      fr: 'Cercle',
    },
    'students.excel.waitingList': {
      en: 'Waiting list (no ring)',
      ar: 'قائمة الانتظار (بلا حلقة)',
      fr: "Liste d'attente (sans cercle)",
    },
    'students.excel.upload': {
      en: 'Upload a sheet (.xlsx)',
      ar: 'رفع ملف (.xlsx)',
      fr: 'Téléverser une feuille (.xlsx)',
    },
    'students.excel.export': {
      en: 'Export to Excel',
      ar: 'تصدير إلى إكسل',
      fr: 'Exporter vers Excel',
    },
    'students.excel.import': {
      en: 'Import {{students}}',
      ar: 'استيراد الطلاب ({{students}})',
      fr: 'Importer {{students}}',
    },
    'students.excel.done': {
      en: 'Imported: {{students}}.',
      ar: 'تم الاستيراد: {{students}}.',
      fr: 'Importés : {{students}}.',
    },
    'students.excel.status': {
      en: 'Status',
      ar: 'الحالة',
      fr: 'Statut',
    },
    'students.excel.problems': {
      en: 'Problems',
      ar: 'الملاحظات',
      fr: 'Problèmes',
    },
    'students.excel.original': {
      en: 'Original file',
      ar: 'الملف الأصلي',
      fr: 'Fichier original',
    },
    'students.excel.row.valid': {
      en: 'Ready',
      ar: 'جاهز',
      fr: 'Prête',
    },
    'students.excel.row.invalid': {
      en: 'Errors',
      ar: 'فيه أخطاء',
      fr: 'Erreurs',
    },
    'students.excel.row.duplicate': {
      en: 'Repeated',
      ar: 'مكرر',
      fr: 'Répétée',
    },
    'students.excel.row.exists': {
      en: 'Already there',
      ar: 'موجود مسبقًا',
      fr: 'Déjà présent',
    },
    'students.excel.row.imported': {
      en: 'Imported',
      ar: 'تم استيراده',
      fr: 'Importée',
    },
    'students.reg.online': {
      en: 'Online registrations',
      ar: 'طلبات التسجيل الإلكتروني',
      fr: 'Inscriptions en ligne',
    },
    'students.reg.centre': {
      en: 'Registrations at the centre',
      ar: 'طلبات التسجيل في المركز',
      fr: 'Inscriptions au centre',
    },
    'students.reg.none': {
      en: 'No registrations waiting.',
      ar: 'لا توجد طلبات بانتظار القرار.',
      fr: 'Aucune inscription en attente.',
    },
    'students.reg.looksLike': {
      en: 'Looks like {{name}} ({{reasons}})',
      ar: 'يشبه {{name}} ({{reasons}})',
      fr: 'Ressemble à {{name}} ({{reasons}})',
    },
    'students.reg.placeIn': {
      en: 'Place in ring',
      ar: 'إلحاق بحلقة',
      fr: 'Placer dans le cercle',
    },
    'students.reg.accept': {
      en: 'Accept',
      ar: 'قبول',
      fr: 'Accepter',
    },
    'students.reg.reject': {
      en: 'Reject',
      ar: 'رفض',
      fr: 'Refuser',
    },
    'students.reg.link': {
      en: 'Link to {{name}}',
      ar: 'ربط بالطالب {{name}}',
      fr: 'Lier à {{name}}',
    },
    'students.reg.note': {
      en: 'Note',
      ar: 'ملاحظة',
      fr: 'Remarque',
    },
    // The actions of STUDENT_LIFECYCLE not named by another module (audit-actions.test.ts).
    'identity.auditAction.start': { en: 'Started', ar: 'بدء', fr: 'Début' },
    'identity.auditAction.suspend': { en: 'Suspended', ar: 'إيقاف', fr: 'Suspension' },
    'identity.auditAction.graduate': { en: 'Graduated', ar: 'تخرّج', fr: 'Diplômé' },
  }),
);
