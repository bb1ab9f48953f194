import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/** The words of the students screens (merged into the students bundle). */
export const studentsUiMessages = defineMessagesSideBySide({
  'students.reg.receivedOn': {
    en: 'Received',
    ar: 'ورد في',
    fr: 'Reçue le',
  },
  'students.country.all': {
    en: 'All countries',
    ar: 'كل الدول',
    fr: 'Tous les pays',
  },
  'students.country.heading': {
    en: 'Students by country',
    ar: 'الطلاب حسب الدولة',
    fr: 'Élèves par pays',
  },
  'students.country.headingOf': {
    en: 'Students in {{country}}',
    ar: 'طلاب {{country}}',
    fr: 'Élèves — {{country}}',
  },
  'students.country.status': {
    en: 'Status',
    ar: 'الحالة',
    fr: 'Statut',
  },
  'students.country.notInScope': {
    en: 'This country is not in your scope.',
    ar: 'هذه الدولة ليست ضمن نطاقك.',
    fr: 'Ce pays n’est pas dans votre périmètre.',
  },
  'students.addedByCentre': {
    en: 'Added by the centre',
    ar: 'أضافه المركز',
    fr: 'Ajouté par le centre',
  },
  'students.ringNotInCentre': {
    en: 'Choose an open ring of the student’s centre.',
    ar: 'اختر حلقة قائمة في مركز الطالب.',
    fr: 'Choisissez un cercle ouvert du centre de l’élève.',
  },
  'students.centreNotInCountry': {
    en: 'The centre must be in the guardian’s country.',
    ar: 'يجب أن يكون المركز في دولة ولي الأمر.',
    fr: 'Le centre doit être dans le pays du tuteur.',
  },
  'students.studentNotInCentre': {
    en: 'Choose a student of this centre.',
    ar: 'اختر طالبًا من طلاب هذا المركز.',
    fr: 'Choisissez un élève de ce centre.',
  },
  'students.ui.all': {
    en: 'All',
    ar: 'الكل',
    fr: 'Tous',
  },
  'students.ui.allRings': {
    en: 'All rings',
    ar: 'كل الحلقات',
    fr: 'Tous les cercles',
  },
  'students.ui.count': {
    en: '{{n}} found',
    ar: 'العدد: {{n}}',
    fr: '{{n}} trouvés',
  },
  'students.ui.loading': {
    en: 'Loading…',
    ar: 'جارٍ التحميل…',
    fr: 'Chargement…',
  },
  'students.ui.noMatch': {
    en: 'Nothing matches',
    ar: 'لا نتائج مطابقة',
    fr: 'Aucun résultat',
  },
  'students.page.pickFromList': {
    en: 'Open a student from a list or a search to see their page.',
    ar: 'افتح صفحة الطالب من إحدى القوائم أو من البحث.',
    fr: 'Ouvrez un élève depuis une liste ou une recherche pour voir sa page.',
  },
  'students.page.centre': {
    en: 'Centre',
    ar: 'المركز',
    fr: 'Centre',
  },
  'students.page.ring': {
    en: 'Ring',
    ar: 'الحلقة',
    fr: 'Cercle',
  },
  'students.page.noRing': {
    en: 'No ring (waiting list)',
    ar: 'بلا حلقة (قائمة الانتظار)',
    fr: 'Sans cercle (liste d’attente)',
  },
  'students.page.guardian': {
    en: 'Guardian',
    ar: 'ولي الأمر',
    fr: 'Tuteur',
  },
  'students.page.joinedOn': {
    en: 'Joined on',
    ar: 'تاريخ الالتحاق',
    fr: 'Entré le',
  },
  'students.page.changeStatus': {
    en: 'Status and cases',
    ar: 'الحالة والحالات الخاصة',
    fr: 'Statut et cas',
  },
  'students.page.transfer': {
    en: 'Transfer',
    ar: 'نقل',
    fr: 'Transférer',
  },
  'students.page.readings': {
    en: 'Readings',
    ar: 'التسميع',
    fr: 'Récitations',
  },
  'students.page.progress': {
    en: 'Progress',
    ar: 'التقدم',
    fr: 'Progrès',
  },
  'students.page.history': {
    en: 'Rings and cases',
    ar: 'الحلقات والحالة',
    fr: 'Cercles et statut',
  },
  'students.page.more': {
    en: 'Support and stars',
    ar: 'الدعم والنجوم',
    fr: 'Aides et étoiles',
  },
  'students.page.transfers': {
    en: 'Ring history',
    ar: 'سجل الحلقات',
    fr: 'Historique des cercles',
  },
  'students.page.noTransfers': {
    en: 'No transfers yet.',
    ar: 'لا توجد عمليات نقل.',
    fr: 'Aucun transfert.',
  },
  'students.page.cases': {
    en: 'Case events',
    ar: 'سجل الحالة',
    fr: 'Historique du statut',
  },
  'students.page.noCases': {
    en: 'No case events.',
    ar: 'لا يوجد سجل.',
    fr: 'Aucun événement.',
  },
  'students.page.specialCases': {
    en: 'Special cases',
    ar: 'الحالات الخاصة',
    fr: 'Cas particuliers',
  },
  'students.page.noSpecialCases': {
    en: 'No special case recorded.',
    ar: 'لا توجد حالة خاصة مسجلة.',
    fr: 'Aucun cas particulier.',
  },
  'students.page.stars': {
    en: 'Stars',
    ar: 'النجوم',
    fr: 'Étoiles',
  },
  'students.page.noStars': {
    en: 'No stars yet.',
    ar: 'لا توجد نجوم بعد.',
    fr: 'Pas encore d’étoiles.',
  },
  'students.page.cooperation': {
    en: 'Helping teachers',
    ar: 'مساعدة المحفظين',
    fr: 'Aide aux enseignants',
  },
  'students.page.noCooperation': {
    en: 'Not assisting any teacher.',
    ar: 'لا يساعد أي محفظ.',
    fr: 'N’aide aucun enseignant.',
  },
  'students.case.findStudent': {
    en: 'Find a student by name',
    ar: 'ابحث عن طالب بالاسم',
    fr: 'Chercher un élève par son nom',
  },
  'students.case.pick': {
    en: 'Find the student whose status or special cases you want to change.',
    ar: 'ابحث عن الطالب الذي تريد تغيير حالته أو حالاته الخاصة.',
    fr: 'Cherchez l’élève dont vous voulez changer le statut ou les cas particuliers.',
  },
  'students.case.moveTo': {
    en: 'Change the status to',
    ar: 'تغيير الحالة إلى',
    fr: 'Passer au statut',
  },
  'students.case.reason': {
    en: 'Reason',
    ar: 'السبب',
    fr: 'Motif',
  },
  'students.case.reasonHelp': {
    en: 'Kept in the student’s case history with the date and your name.',
    ar: 'يُحفظ في سجل حالة الطالب مع التاريخ واسمك.',
    fr: 'Conservé dans l’historique de l’élève avec la date et votre nom.',
  },
  'students.case.date': {
    en: 'Date of the change',
    ar: 'تاريخ التغيير',
    fr: 'Date du changement',
  },
  'students.case.save': {
    en: 'Record the change',
    ar: 'تسجيل التغيير',
    fr: 'Enregistrer le changement',
  },
  'students.case.saved': {
    en: 'The change was recorded.',
    ar: 'تم تسجيل التغيير.',
    fr: 'Le changement a été enregistré.',
  },
  'students.case.final': {
    en: 'This status is final: graduated and withdrawn students do not change status. A returning student registers again.',
    ar: 'هذه حالة نهائية: الخاتم والمنسحب لا تتغير حالتهما، ومن يعود يسجّل من جديد.',
    fr: 'Ce statut est définitif : un élève diplômé ou retiré ne change plus de statut ; s’il revient, il s’inscrit à nouveau.',
  },
  'students.special.list': { ar: 'الحالات الخاصة', en: 'Special cases', fr: 'Cas particuliers' },
  'students.special.add': {
    en: 'Add a special case',
    ar: 'إضافة حالة خاصة',
    fr: 'Ajouter un cas particulier',
  },
  'students.special.type': {
    en: 'Kind of case',
    ar: 'نوع الحالة',
    fr: 'Type de cas',
  },
  'students.special.support': {
    en: 'Monthly support',
    ar: 'الدعم الشهري',
    fr: 'Aide mensuelle',
  },
  'students.special.perMonth': {
    en: '{{amount}} a month',
    ar: '{{amount}} شهريًا',
    fr: '{{amount}} par mois',
  },
  'students.special.startsOn': {
    en: 'From',
    ar: 'من تاريخ',
    fr: 'À partir du',
  },
  'students.special.description': {
    en: 'Details',
    ar: 'التفاصيل',
    fr: 'Détails',
  },
  'students.special.addFiles': {
    en: 'Attach evidence',
    ar: 'إرفاق مستندات',
    fr: 'Joindre des justificatifs',
  },
  'students.special.evidence': {
    en: 'Evidence',
    ar: 'المستندات',
    fr: 'Justificatifs',
  },
  'students.special.noEvidence': {
    en: 'No evidence attached',
    ar: 'لا مستندات مرفقة',
    fr: 'Aucun justificatif',
  },
  'students.special.save': {
    en: 'Save the case',
    ar: 'حفظ الحالة',
    fr: 'Enregistrer le cas',
  },
  'students.special.fileTooBig': {
    en: 'Each file must be smaller than 3 MB.',
    ar: 'يجب أن يكون كل ملف أصغر من ٣ ميغابايت.',
    fr: 'Chaque fichier doit faire moins de 3 Mo.',
  },
  'students.special.searchHint': {
    en: 'Student’s name',
    ar: 'اسم الطالب',
    fr: 'Nom de l’élève',
  },
  'students.special.none': {
    en: 'No special cases found',
    ar: 'لا توجد حالات خاصة',
    fr: 'Aucun cas particulier trouvé',
  },
  'students.special.noneHelp': {
    en: 'Special cases are added from a student’s status and cases page.',
    ar: 'تُضاف الحالات الخاصة من صفحة حالة الطالب.',
    fr: 'Les cas particuliers s’ajoutent depuis la page du statut d’un élève.',
  },
  'students.family.help': {
    en: 'Brothers and sisters by their guardian: search a guardian’s name or phone, a child’s name or the father’s name.',
    ar: 'الإخوة والأخوات عبر ولي أمرهم: ابحث باسم ولي الأمر أو هاتفه أو اسم أحد الأبناء أو اسم الأب.',
    fr: 'Frères et sœurs par leur tuteur : cherchez le nom ou le téléphone du tuteur, le nom d’un enfant ou celui du père.',
  },
  'students.family.searchHint': {
    en: 'Name or phone number',
    ar: 'الاسم أو رقم الهاتف',
    fr: 'Nom ou numéro de téléphone',
  },
  'students.family.start': {
    en: 'Search for a family',
    ar: 'ابحث عن أسرة',
    fr: 'Chercher une famille',
  },
  'students.family.startHelp': {
    en: 'Type at least two letters; any spelling of the name works.',
    ar: 'اكتب حرفين على الأقل؛ أي إملاء للاسم يصلح.',
    fr: 'Tapez au moins deux lettres ; toute orthographe du nom convient.',
  },
  'students.family.none': {
    en: 'No family found',
    ar: 'لم يُعثر على أسرة',
    fr: 'Aucune famille trouvée',
  },
  'students.family.children': {
    en: '{{n}} children',
    ar: 'عدد الأبناء: {{n}}',
    fr: '{{n}} enfants',
  },
  'students.report.country': {
    en: 'Country',
    ar: 'الدولة',
    fr: 'Pays',
  },
  'students.report.total': {
    en: 'Total',
    ar: 'المجموع',
    fr: 'Total',
  },
  'students.report.none': {
    en: 'No students in your scope.',
    ar: 'لا يوجد طلاب في نطاقك.',
    fr: 'Aucun élève dans votre périmètre.',
  },
  'students.links.new': {
    en: 'New registration link',
    ar: 'رابط تسجيل جديد',
    fr: 'Nouveau lien d’inscription',
  },
  'students.links.title': {
    en: 'Title shown on the form',
    ar: 'العنوان الظاهر في النموذج',
    fr: 'Titre affiché sur le formulaire',
  },
  'students.links.description': {
    en: 'Text under the title',
    ar: 'نص تحت العنوان',
    fr: 'Texte sous le titre',
  },
  'students.links.quota': {
    en: 'Places',
    ar: 'عدد المقاعد',
    fr: 'Places',
  },
  'students.links.quotaHelp': {
    en: 'Empty: no limit',
    ar: 'فارغ: بلا حد',
    fr: 'Vide : sans limite',
  },
  'students.links.opensOn': {
    en: 'Opens on',
    ar: 'يفتح في',
    fr: 'Ouvre le',
  },
  'students.links.closesOn': {
    en: 'Closes on',
    ar: 'يُغلق في',
    fr: 'Ferme le',
  },
  'students.links.fields': {
    en: 'Questions of the form',
    ar: 'أسئلة النموذج',
    fr: 'Questions du formulaire',
  },
  'students.links.fieldsHelp': {
    en: 'Name and gender are always asked. Tick what else to ask and what must be answered.',
    ar: 'الاسم والجنس مطلوبان دائمًا. اختر ما يُسأل عنه أيضًا وما يجب الإجابة عنه.',
    fr: 'Le nom et le sexe sont toujours demandés. Cochez ce qu’il faut demander en plus et ce qui est obligatoire.',
  },
  'students.links.required': {
    en: 'Required',
    ar: 'مطلوب',
    fr: 'Obligatoire',
  },
  'students.links.create': {
    en: 'Create the link',
    ar: 'إنشاء الرابط',
    fr: 'Créer le lien',
  },
  'students.links.none': {
    en: 'No registration links yet',
    ar: 'لا توجد روابط تسجيل بعد',
    fr: 'Aucun lien d’inscription',
  },
  'students.links.noneHelp': {
    en: 'Create a link, then share it with families: they register from their phone.',
    ar: 'أنشئ رابطًا وشاركه مع الأسر ليسجلوا من هواتفهم.',
    fr: 'Créez un lien et partagez-le : les familles s’inscrivent depuis leur téléphone.',
  },
  'students.links.status.open': {
    en: 'Open',
    ar: 'مفتوح',
    fr: 'Ouvert',
  },
  'students.links.status.closed': {
    en: 'Closed',
    ar: 'مغلق',
    fr: 'Fermé',
  },
  'students.links.full': {
    en: 'Full',
    ar: 'مكتمل',
    fr: 'Complet',
  },
  'students.links.registered': {
    en: '{{n}} registered',
    ar: 'المسجلون: {{n}}',
    fr: '{{n}} inscrits',
  },
  'students.links.copy': {
    en: 'Copy the link',
    ar: 'نسخ الرابط',
    fr: 'Copier le lien',
  },
  'students.links.copied': {
    en: 'Copied',
    ar: 'تم النسخ',
    fr: 'Copié',
  },
  'students.links.open': {
    en: 'Open the form',
    ar: 'فتح النموذج',
    fr: 'Ouvrir le formulaire',
  },
  'students.links.review': {
    en: 'Review registrations',
    ar: 'مراجعة التسجيلات',
    fr: 'Examiner les inscriptions',
  },
  'students.links.accepting': {
    en: 'Accepting',
    ar: 'يستقبل التسجيل',
    fr: 'Accepte les inscriptions',
  },
  'students.reg.status.pending': {
    en: 'Waiting',
    ar: 'بانتظار القرار',
    fr: 'En attente',
  },
  'students.reg.status.accepted': {
    en: 'Accepted',
    ar: 'مقبول',
    fr: 'Acceptées',
  },
  'students.reg.status.rejected': {
    en: 'Rejected',
    ar: 'مرفوض',
    fr: 'Refusées',
  },
  'students.reg.acceptIntoRing': {
    en: 'Accept into the ring',
    ar: 'قبول في الحلقة',
    fr: 'Accepter dans le cercle',
  },
  'students.reg.acceptWaiting': {
    en: 'Accept to the waiting list',
    ar: 'قبول في قائمة الانتظار',
    fr: 'Accepter en liste d’attente',
  },
  'students.reg.linkShort': {
    en: 'Same person',
    ar: 'هو نفسه',
    fr: 'Même personne',
  },
  'students.reg.open': {
    en: 'Open',
    ar: 'فتح',
    fr: 'Ouvrir',
  },
  'students.reg.rejectNeedsNote': {
    en: 'Write a note to reject',
    ar: 'اكتب ملاحظة للرفض',
    fr: 'Écrivez une note pour refuser',
  },
  'students.reg.newAtCentre': {
    en: 'Register a student',
    ar: 'تسجيل طالب',
    fr: 'Inscrire un élève',
  },
  'students.reg.record': {
    en: 'Record the registration',
    ar: 'تسجيل الطلب',
    fr: 'Enregistrer l’inscription',
  },
  'students.reg.manageLinks': {
    en: 'Registration links',
    ar: 'روابط التسجيل',
    fr: 'Liens d’inscription',
  },
  'students.reg.birthDateRange': {
    en: 'Check the date of birth (and its calendar: Hijri or Gregorian).',
    ar: 'تحقّق من تاريخ الميلاد (ومن التقويم: هجري أو ميلادي).',
    fr: 'Vérifiez la date de naissance (et son calendrier : hégirien ou grégorien).',
  },
  'students.reg.linkMissing': {
    en: 'This registration link does not exist. Check the address with the centre.',
    ar: 'رابط التسجيل هذا غير موجود. تحقّق من العنوان مع المركز.',
    fr: 'Ce lien d’inscription n’existe pas. Vérifiez l’adresse auprès du centre.',
  },
  'students.excel.help': {
    en: 'Choose the centre (and a ring, or the waiting list), then upload a sheet whose first row names the columns, in Arabic or English.',
    ar: 'اختر المركز (وحلقة أو قائمة الانتظار) ثم ارفع ملفًا صفه الأول أسماء الأعمدة بالعربية أو الإنجليزية.',
    fr: 'Choisissez le centre (et un cercle, ou la liste d’attente), puis envoyez une feuille dont la première ligne nomme les colonnes, en arabe ou en anglais.',
  },
  'students.excel.reading': {
    en: 'Reading the sheet…',
    ar: 'جارٍ قراءة الملف…',
    fr: 'Lecture de la feuille…',
  },
  'students.excel.back': {
    en: 'Back to the files',
    ar: 'العودة إلى الملفات',
    fr: 'Retour aux fichiers',
  },
  'students.excel.mappingHelp': {
    en: 'Check which column of the sheet fills each field; change it if the guess is wrong.',
    ar: 'تأكد من العمود الذي يملأ كل حقل، وغيّره إن كان التخمين خاطئًا.',
    fr: 'Vérifiez quelle colonne remplit chaque champ ; changez-la si la proposition est fausse.',
  },
  'students.excel.notInFile': {
    en: 'Not in the file',
    ar: 'غير موجود في الملف',
    fr: 'Absent du fichier',
  },
  'students.excel.column': {
    en: 'Column {{n}}',
    ar: 'العمود {{n}}',
    fr: 'Colonne {{n}}',
  },
  'students.excel.progress': {
    en: '{{done}} of {{total}} students imported…',
    ar: 'جارٍ استيراد الطلاب: {{done}} من {{total}}…',
    fr: '{{done}} élèves importés sur {{total}}…',
  },
  'students.excel.starting': {
    en: 'Starting the import…',
    ar: 'بدء الاستيراد…',
    fr: 'Début de l’import…',
  },
  'students.excel.show.all': {
    en: 'All rows',
    ar: 'كل الصفوف',
    fr: 'Toutes les lignes',
  },
  'students.excel.show.valid': {
    en: 'Ready',
    ar: 'الجاهزة',
    fr: 'Prêtes',
  },
  'students.excel.show.problems': {
    en: 'With problems',
    ar: 'ذات المشكلات',
    fr: 'Avec problèmes',
  },
  'students.excel.row': {
    en: 'Row',
    ar: 'الصف',
    fr: 'Ligne',
  },
  'students.excel.noImports': {
    en: 'No files imported yet',
    ar: 'لم يُستورد أي ملف بعد',
    fr: 'Aucun fichier importé',
  },
  'students.excel.file': {
    en: 'File',
    ar: 'الملف',
    fr: 'Fichier',
  },
  'students.excel.uploadedOn': {
    en: 'Uploaded',
    ar: 'تاريخ الرفع',
    fr: 'Envoyé le',
  },
  'students.excel.importedCount': {
    en: 'Imported',
    ar: 'المستورَدون',
    fr: 'Importés',
  },
  'students.excel.report': {
    en: 'Report',
    ar: 'التقرير',
    fr: 'Rapport',
  },
  'students.excel.state.previewed': {
    en: 'Not imported',
    ar: 'لم يُستورد',
    fr: 'Non importé',
  },
  'students.excel.state.imported': {
    en: 'Imported',
    ar: 'مستورَد',
    fr: 'Importé',
  },
});

/** Counted messages of the students screens (`key_<plural category>`, see i18n/plural.ts). */
export const studentsCountedMessages = defineCounted({
  // The count is the most files a special case may keep.
  'students.special.tooManyFiles': {
    ar: {
      zero: 'لا يمكن إرفاق ملفات.',
      one: 'الحد الأقصى ملف واحد.',
      two: 'الحد الأقصى ملفان.',
      few: 'الحد الأقصى {{n}} ملفات.',
      many: 'الحد الأقصى {{n}} ملفًا.',
      other: 'الحد الأقصى {{n}} ملف.',
    },
    en: { one: 'At most {{n}} file.', other: 'At most {{n}} files.' },
    fr: {
      one: '{{n}} fichier au plus.',
      many: '{{n}} de fichiers au plus.',
      other: '{{n}} fichiers au plus.',
    },
  },
  'students.coop.hours': {
    ar: {
      zero: 'بلا ساعات أسبوعيًا',
      one: 'ساعة واحدة أسبوعيًا',
      two: 'ساعتان أسبوعيًا',
      few: '{{n}} ساعات أسبوعيًا',
      many: '{{n}} ساعةً أسبوعيًا',
      other: '{{n}} ساعة أسبوعيًا',
    },
    en: { one: '{{n}} h a week', other: '{{n}} h a week' },
    fr: { one: '{{n}} h par semaine', many: '{{n}} h par semaine', other: '{{n}} h par semaine' },
  },
  // The count is the link's quota of places; {{registered}} is how many used one.
  'students.links.registeredOf': {
    ar: {
      zero: 'المسجلون {{registered}} ولا مقاعد',
      one: 'المسجلون {{registered}} من مقعد واحد',
      two: 'المسجلون {{registered}} من مقعدين',
      few: 'المسجلون {{registered}} من {{n}} مقاعد',
      many: 'المسجلون {{registered}} من {{n}} مقعدًا',
      other: 'المسجلون {{registered}} من {{n}} مقعد',
    },
    en: {
      one: '{{registered}} registered of {{n}} place',
      other: '{{registered}} registered of {{n}} places',
    },
    fr: {
      one: '{{registered}} inscrits sur {{n}} place',
      many: '{{registered}} inscrits sur {{n}} de places',
      other: '{{registered}} inscrits sur {{n}} places',
    },
  },
  // The rows of a spreadsheet to import: the count is the number of rows.
  'students.excel.rowsValid': {
    ar: {
      zero: 'لا صفوف جاهزة',
      one: 'صف واحد جاهز',
      two: 'صفان جاهزان',
      few: '{{n}} صفوف جاهزة',
      many: '{{n}} صفًا جاهزًا',
      other: '{{n}} صف جاهز',
    },
    en: { one: '{{n}} ready', other: '{{n}} ready' },
    fr: { one: '{{n}} prête', many: '{{n}} prêtes', other: '{{n}} prêtes' },
  },
  'students.excel.rowsSkipped': {
    ar: {
      zero: 'لا صفوف مستبعدة',
      one: 'صف واحد مستبعد',
      two: 'صفان مستبعدان',
      few: '{{n}} صفوف مستبعدة',
      many: '{{n}} صفًا مستبعدًا',
      other: '{{n}} صف مستبعد',
    },
    en: { one: '{{n}} skipped', other: '{{n}} skipped' },
    fr: { one: '{{n}} écartée', many: '{{n}} écartées', other: '{{n}} écartées' },
  },
});
