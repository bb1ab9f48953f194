import { defineMessagesSideBySide } from '../i18n/define.ts';

/** Refusals, elements and the card's printed words (server and screens). */
export const reportCardsMessages = defineMessagesSideBySide({
  'identity.resource.report-cards': {
    ar: 'بطاقات التقرير',
    en: 'Report cards',
    fr: 'Bulletins',
  },
  'identity.resource.report-card-remarks': {
    ar: 'ملاحظات بطاقات التقرير',
    en: 'Report card remarks',
    fr: 'Appréciations des bulletins',
  },
  'identity.resource.report-card-templates': {
    ar: 'قوالب بطاقات التقرير',
    en: 'Report card templates',
    fr: 'Modèles de bulletins',
  },
  'identity.resource.report-card-styles': {
    ar: 'أنماط بطاقات التقرير',
    en: 'Report card styles',
    fr: 'Styles de bulletins',
  },
  'documents.kind.report-card': { ar: 'بطاقة تقرير', en: 'Report card', fr: 'Bulletin' },
  'reportCards.errors.unknownElement': {
    ar: 'عنصر غير معروف: اختر عنصرًا من قائمة العناصر.',
    en: 'Unknown element: choose one from the elements list.',
    fr: 'Élément inconnu : choisissez-en un dans la liste des éléments.',
  },
  'reportCards.errors.placedTwice': {
    ar: 'هذا العنصر موضوع مرتين في القالب.',
    en: 'This element is placed twice on the template.',
    fr: 'Cet élément est placé deux fois sur le modèle.',
  },
  'reportCards.errors.offPage': {
    ar: 'العنصر يخرج عن حدود الصفحة.',
    en: 'The element goes past the edge of the page.',
    fr: 'L’élément dépasse le bord de la page.',
  },
  'reportCards.errors.tooSmall': {
    ar: 'المساحة أصغر من أن يتسع لها العنصر.',
    en: 'The box is too small for this element.',
    fr: 'Le cadre est trop petit pour cet élément.',
  },
  'reportCards.errors.overlap': {
    ar: 'العنصر يتداخل مع عنصر آخر.',
    en: 'The element overlaps another one.',
    fr: 'L’élément en chevauche un autre.',
  },
  'reportCards.errors.emptyLayout': {
    ar: 'ضع عنصرًا واحدًا على الأقل في الصفحة.',
    en: 'Place at least one element on the page.',
    fr: 'Placez au moins un élément sur la page.',
  },
  'reportCards.errors.colour': {
    ar: 'اللون بصيغة ‎#RRGGBB.',
    en: 'A colour is written #RRGGBB.',
    fr: 'Une couleur s’écrit #RRGGBB.',
  },
  'reportCards.errors.fontSize': {
    ar: 'حجم الخط بين 8 و14 نقطة.',
    en: 'The text size is between 8 and 14 points.',
    fr: 'La taille du texte est comprise entre 8 et 14 points.',
  },
  'reportCards.errors.titleSize': {
    ar: 'حجم العنوان بين 14 و32 نقطة.',
    en: 'The title size is between 14 and 32 points.',
    fr: 'La taille du titre est comprise entre 14 et 32 points.',
  },
  'reportCards.errors.name': {
    ar: 'اكتب اسمًا (من حرفين إلى 120 حرفًا).',
    en: 'Give a name (2 to 120 characters).',
    fr: 'Indiquez un nom (2 à 120 caractères).',
  },
  'reportCards.errors.title': {
    ar: 'اكتب عنوان البطاقة (من حرفين إلى 120 حرفًا).',
    en: 'Give the card’s title (2 to 120 characters).',
    fr: 'Indiquez le titre du bulletin (2 à 120 caractères).',
  },
  'reportCards.errors.reason': {
    ar: 'اكتب السبب (ثلاثة أحرف على الأقل).',
    en: 'Give the reason (three characters at least).',
    fr: 'Indiquez le motif (trois caractères au moins).',
  },
  'reportCards.errors.term': {
    ar: 'نهاية الفصل قبل بدايته.',
    en: 'The term ends before it starts.',
    fr: 'Le trimestre se termine avant de commencer.',
  },
  'reportCards.errors.termLabel': {
    ar: 'اكتب اسم الفصل كما يُطبع على البطاقة.',
    en: 'Give the term’s name as printed on the card.',
    fr: 'Indiquez le nom du trimestre tel qu’il sera imprimé.',
  },
  'reportCards.errors.whose': {
    ar: 'اختر طالبًا أو حلقة أو مركزًا واحدًا.',
    en: 'Choose one student, ring or centre.',
    fr: 'Choisissez un élève, un cercle ou un centre.',
  },
  'reportCards.errors.comment': {
    ar: 'اكتب ملاحظة المعلم (من 3 إلى 600 حرف).',
    en: 'Write the teacher’s comment (3 to 600 characters).',
    fr: 'Rédigez l’appréciation de l’enseignant (3 à 600 caractères).',
  },
  'reportCards.errors.conduct': {
    ar: 'اختر تقدير السلوك.',
    en: 'Choose the conduct grade.',
    fr: 'Choisissez l’appréciation du comportement.',
  },
  'reportCards.errors.templateNotFound': {
    ar: 'القالب غير موجود أو خارج صلاحياتك.',
    en: 'The template was not found, or is outside your scope.',
    fr: 'Modèle introuvable, ou hors de votre périmètre.',
  },
  'reportCards.errors.styleNotFound': {
    ar: 'النمط غير موجود أو خارج صلاحياتك.',
    en: 'The style was not found, or is outside your scope.',
    fr: 'Style introuvable, ou hors de votre périmètre.',
  },
  'reportCards.errors.styleInUse': {
    ar: 'لا يمكن أرشفة نمط تستخدمه قوالب نشطة.',
    en: 'A style used by active templates cannot be archived.',
    fr: 'Un style utilisé par des modèles actifs ne peut pas être archivé.',
  },
  'reportCards.errors.archived': {
    ar: 'هذا القالب مؤرشف.',
    en: 'This template is archived.',
    fr: 'Ce modèle est archivé.',
  },
  'reportCards.errors.place': {
    ar: 'المكان خارج صلاحياتك.',
    en: 'That place is outside your scope.',
    fr: 'Ce lieu est hors de votre périmètre.',
  },
  'reportCards.errors.studentNotFound': {
    ar: 'الطالب غير موجود أو خارج صلاحياتك.',
    en: 'The student was not found, or is outside your scope.',
    fr: 'Élève introuvable, ou hors de votre périmètre.',
  },
  'reportCards.errors.ringNotFound': {
    ar: 'الحلقة غير موجودة أو خارج صلاحياتك.',
    en: 'The ring was not found, or is outside your scope.',
    fr: 'Cercle introuvable, ou hors de votre périmètre.',
  },
  'reportCards.errors.centreNotFound': {
    ar: 'المركز غير موجود أو خارج صلاحياتك.',
    en: 'The centre was not found, or is outside your scope.',
    fr: 'Centre introuvable, ou hors de votre périmètre.',
  },
  'reportCards.errors.remarkNotApproved': {
    ar: 'ملاحظة المعلم وتقدير السلوك لهذا الفصل لم يُعتمدا بعد: لا تصدر البطاقة إلا من بيانات معتمدة.',
    en: 'The teacher’s comment and conduct for this term are not approved yet: a card is issued from approved data only.',
    fr: 'L’appréciation et le comportement de ce trimestre ne sont pas encore approuvés : un bulletin n’est émis qu’à partir de données approuvées.',
  },
  'reportCards.errors.remarkApproved': {
    ar: 'الملاحظة معتمدة: أعد فتحها قبل تعديلها.',
    en: 'The remark is approved: reopen it before changing it.',
    fr: 'L’appréciation est approuvée : rouvrez-la avant de la modifier.',
  },
  'reportCards.errors.alreadyIssued': {
    ar: 'صدرت للطالب بطاقة بهذا القالب لهذا الفصل: ألغها أولًا لإصدار غيرها.',
    en: 'The student already has a card of this template for this term: revoke it first to issue another.',
    fr: 'L’élève a déjà un bulletin de ce modèle pour ce trimestre : révoquez-le d’abord.',
  },
  'reportCards.errors.noStudents': {
    ar: 'لا يوجد طلاب نشطون لإصدار بطاقاتهم.',
    en: 'There are no active students to issue cards for.',
    fr: 'Aucun élève actif pour qui émettre un bulletin.',
  },
  'reportCards.errors.cardNotFound': {
    ar: 'البطاقة غير موجودة أو خارج صلاحياتك.',
    en: 'The card was not found, or is outside your scope.',
    fr: 'Bulletin introuvable, ou hors de votre périmètre.',
  },
  'reportCards.errors.linkNotFound': {
    ar: 'هذا الرابط غير صالح أو أُلغيت البطاقة.',
    en: 'This link is not valid, or the card was withdrawn.',
    fr: 'Ce lien n’est pas valide, ou le bulletin a été retiré.',
  },
  'reportCards.errors.revoked': {
    ar: 'البطاقة ملغاة.',
    en: 'The card is revoked.',
    fr: 'Le bulletin est révoqué.',
  },
  'reportCards.job.failed': {
    ar: 'تعذّر إصدار البطاقات.',
    en: 'The cards could not be issued.',
    fr: 'Les bulletins n’ont pas pu être émis.',
  },

  // The elements.
  'reportCards.element.title': { ar: 'عنوان البطاقة', en: 'Card title', fr: 'Titre du bulletin' },
  'reportCards.element.logo': {
    ar: 'شعار المؤسسة',
    en: 'Organisation logo',
    fr: 'Logo de l’organisation',
  },
  'reportCards.element.student': {
    ar: 'بيانات الطالب',
    en: 'Student details',
    fr: 'Identité de l’élève',
  },
  'reportCards.element.dates': {
    ar: 'الفصل والتاريخ الهجري والميلادي',
    en: 'Term, Hijri and Gregorian dates',
    fr: 'Trimestre, dates hégirienne et grégorienne',
  },
  'reportCards.element.pages-term': {
    ar: 'صفحات الفصل',
    en: 'Pages this term',
    fr: 'Pages du trimestre',
  },
  'reportCards.element.juz-term': {
    ar: 'أجزاء الفصل',
    en: 'Juz this term',
    fr: 'Juz du trimestre',
  },
  'reportCards.element.attendance': { ar: 'نسبة الحضور', en: 'Attendance', fr: 'Assiduité' },
  'reportCards.element.revision': { ar: 'المراجعة', en: 'Revision', fr: 'Révision' },
  'reportCards.element.tests-passed': {
    ar: 'الاختبارات المجتازة',
    en: 'Tests passed',
    fr: 'Examens réussis',
  },
  'reportCards.element.evaluation': {
    ar: 'تقييم الحلقة',
    en: 'Ring evaluation',
    fr: 'Évaluation du cercle',
  },
  'reportCards.element.juz-completed': {
    ar: 'الأجزاء المتمّة',
    en: 'Juz completed',
    fr: 'Juz achevés',
  },
  'reportCards.element.mushaf-map': {
    ar: 'خريطة الحفظ في المصحف',
    en: 'Memorisation map of the mushaf',
    fr: 'Carte de mémorisation du mushaf',
  },
  'reportCards.element.test-results': {
    ar: 'نتائج الاختبارات',
    en: 'Test results',
    fr: 'Résultats des examens',
  },
  'reportCards.element.teacher-comment': {
    ar: 'ملاحظة المعلم',
    en: 'Teacher’s comment',
    fr: 'Appréciation de l’enseignant',
  },
  'reportCards.element.conduct': { ar: 'السلوك', en: 'Conduct', fr: 'Comportement' },
  'reportCards.element.verify-qr': {
    ar: 'رمز التحقق',
    en: 'Verification QR code',
    fr: 'QR code de vérification',
  },
  'reportCards.element.signatures': { ar: 'التوقيعات', en: 'Signatures', fr: 'Signatures' },
  'reportCards.elementHelp.title': {
    ar: 'عنوان القالب بخط كبير.',
    en: 'The template’s title, large.',
    fr: 'Le titre du modèle, en grand.',
  },
  'reportCards.elementHelp.logo': {
    ar: 'شعار المؤسسة من الإعدادات، واسمها.',
    en: 'The organisation’s logo from its settings, and its name.',
    fr: 'Le logo de l’organisation (paramètres) et son nom.',
  },
  'reportCards.elementHelp.student': {
    ar: 'اسم الطالب وحلقته ومركزه ومعلمه.',
    en: 'The student’s name, ring, centre and teacher.',
    fr: 'Nom de l’élève, cercle, centre et enseignant.',
  },
  'reportCards.elementHelp.dates': {
    ar: 'اسم الفصل وبدايته ونهايته بالتقويمين.',
    en: 'The term’s name, start and end in both calendars.',
    fr: 'Nom du trimestre, début et fin dans les deux calendriers.',
  },
  'reportCards.elementHelp.pages-term': {
    ar: 'مؤشر «صفحات الحفظ» للطالب خلال الفصل.',
    en: 'The “pages memorised” figure, for the student over the term.',
    fr: 'L’indicateur « pages mémorisées », pour l’élève sur le trimestre.',
  },
  'reportCards.elementHelp.juz-term': {
    ar: 'مؤشر «أجزاء الحفظ» للطالب خلال الفصل.',
    en: 'The “juz memorised” figure, for the student over the term.',
    fr: 'L’indicateur « juz mémorisés », pour l’élève sur le trimestre.',
  },
  'reportCards.elementHelp.attendance': {
    ar: 'مؤشر «نسبة الحضور» للطالب خلال الفصل.',
    en: 'The “attendance rate” figure, for the student over the term.',
    fr: 'L’indicateur « taux de présence », pour l’élève sur le trimestre.',
  },
  'reportCards.elementHelp.revision': {
    ar: 'مؤشر «تغطية المراجعة» للطالب خلال الفصل.',
    en: 'The “revision coverage” figure, for the student over the term.',
    fr: 'L’indicateur « couverture de révision », pour l’élève sur le trimestre.',
  },
  'reportCards.elementHelp.tests-passed': {
    ar: 'مؤشر «الاختبارات المجتازة» (النتائج المعتمدة) خلال الفصل.',
    en: 'The “tests passed” figure (approved results) over the term.',
    fr: 'L’indicateur « examens réussis » (résultats approuvés) sur le trimestre.',
  },
  'reportCards.elementHelp.evaluation': {
    ar: 'مؤشر «متوسط التقييمات» المعتمدة لحلقة الطالب خلال الفصل.',
    en: 'The “evaluations’ average” figure (approved) of the student’s ring over the term.',
    fr: 'L’indicateur « moyenne des évaluations » (approuvées) du cercle de l’élève.',
  },
  'reportCards.elementHelp.juz-completed': {
    ar: 'الأجزاء المحفوظة كاملة حتى نهاية الفصل (كما في صفحة تقدم الطالب).',
    en: 'Juz wholly memorised by the term’s end (as on the student’s progress page).',
    fr: 'Juz entièrement mémorisés à la fin du trimestre (comme la page de progression).',
  },
  'reportCards.elementHelp.mushaf-map': {
    ar: 'الأجزاء الثلاثون، كل جزء ملوّن بقدر ما حُفظ منه.',
    en: 'The thirty juz, each shaded by how much of it is memorised.',
    fr: 'Les trente juz, chacun coloré selon la part mémorisée.',
  },
  'reportCards.elementHelp.test-results': {
    ar: 'نتائج الاختبارات المعتمدة خلال الفصل.',
    en: 'Approved test results of the term.',
    fr: 'Résultats d’examens approuvés du trimestre.',
  },
  'reportCards.elementHelp.teacher-comment': {
    ar: 'ملاحظة المعلم بعد اعتمادها.',
    en: 'The teacher’s comment, once approved.',
    fr: 'L’appréciation de l’enseignant, une fois approuvée.',
  },
  'reportCards.elementHelp.conduct': {
    ar: 'تقدير السلوك بعد اعتماده.',
    en: 'The conduct grade, once approved.',
    fr: 'L’appréciation du comportement, une fois approuvée.',
  },
  'reportCards.elementHelp.verify-qr': {
    ar: 'رمز QR يفتح صفحة التحقق العامة من البطاقة.',
    en: 'A QR code opening the card’s public verification page.',
    fr: 'Un QR code vers la page publique de vérification.',
  },
  'reportCards.elementHelp.signatures': {
    ar: 'خانات توقيع المعلم ومدير المركز وولي الأمر.',
    en: 'Signature lines for the teacher, the centre manager and the guardian.',
    fr: 'Lignes de signature : enseignant, directeur du centre, tuteur.',
  },

  // Printed on the card.
  'reportCards.conduct.excellent': { ar: 'ممتاز', en: 'Excellent', fr: 'Excellent' },
  'reportCards.conduct.very-good': { ar: 'جيد جدًا', en: 'Very good', fr: 'Très bien' },
  'reportCards.conduct.good': { ar: 'جيد', en: 'Good', fr: 'Bien' },
  'reportCards.conduct.acceptable': { ar: 'مقبول', en: 'Acceptable', fr: 'Passable' },
  'reportCards.conduct.weak': { ar: 'ضعيف', en: 'Weak', fr: 'Insuffisant' },
  'reportCards.print.ring': { ar: 'الحلقة', en: 'Ring', fr: 'Cercle' },
  'reportCards.print.centre': { ar: 'المركز', en: 'Centre', fr: 'Centre' },
  'reportCards.print.teacher': { ar: 'المعلم', en: 'Teacher', fr: 'Enseignant' },
  'reportCards.print.term': { ar: 'الفصل', en: 'Term', fr: 'Trimestre' },
  'reportCards.print.from': { ar: 'من', en: 'From', fr: 'Du' },
  'reportCards.print.to': { ar: 'إلى', en: 'To', fr: 'au' },
  'reportCards.print.noTests': {
    ar: 'لا اختبارات معتمدة في هذا الفصل.',
    en: 'No approved tests this term.',
    fr: 'Aucun examen approuvé ce trimestre.',
  },
  'reportCards.print.test': { ar: 'الاختبار', en: 'Test', fr: 'Examen' },
  'reportCards.print.portion': { ar: 'المقرر', en: 'Portion', fr: 'Portion' },
  'reportCards.print.percent': { ar: 'الدرجة', en: 'Mark', fr: 'Note' },
  'reportCards.print.result': { ar: 'النتيجة', en: 'Result', fr: 'Résultat' },
  'reportCards.print.passed': { ar: 'ناجح', en: 'Passed', fr: 'Réussi' },
  'reportCards.print.failed': { ar: 'لم يجتز', en: 'Not passed', fr: 'Non réussi' },
  'reportCards.print.date': { ar: 'التاريخ', en: 'Date', fr: 'Date' },
  'reportCards.print.noValue': { ar: '—', en: '—', fr: '—' },
  'reportCards.print.juzShort': { ar: 'جزء', en: 'Juz', fr: 'Juz' },
  'reportCards.print.ofJuz': { ar: 'من ٣٠ جزءًا', en: 'of 30 juz', fr: 'sur 30 juz' },
  'reportCards.print.signTeacher': { ar: 'المعلم', en: 'Teacher', fr: 'Enseignant' },
  'reportCards.print.signManager': {
    ar: 'مدير المركز',
    en: 'Centre manager',
    fr: 'Directeur du centre',
  },
  'reportCards.print.signGuardian': { ar: 'ولي الأمر', en: 'Guardian', fr: 'Tuteur' },
  'reportCards.print.scan': {
    ar: 'امسح للتحقق',
    en: 'Scan to verify',
    fr: 'Scanner pour vérifier',
  },
  'reportCards.print.sampleStudent': {
    ar: 'عبد الله محمد الأحمد',
    en: 'Abdullah Muhammad Al-Ahmad',
    fr: 'Abdallah Mohammed Al-Ahmad',
  },
  'reportCards.print.sampleRing': {
    ar: 'حلقة أبي بكر الصديق',
    en: 'Abu Bakr ring',
    fr: 'Cercle Abou Bakr',
  },
  'reportCards.print.sampleCentre': {
    ar: 'مركز النور',
    en: 'Al-Nour centre',
    fr: 'Centre Al-Nour',
  },
  'reportCards.print.sampleTeacher': { ar: 'الشيخ خالد', en: 'Sheikh Khalid', fr: 'Cheikh Khalid' },
  'reportCards.print.sampleComment': {
    ar: 'طالب مجتهد، حافظ على ورده ومراجعته، نرجو له التوفيق.',
    en: 'A hard-working student who kept up his portion and revision.',
    fr: 'Élève travailleur, régulier dans sa portion et sa révision.',
  },
  'reportCards.print.sampleTerm': { ar: 'الفصل الأول', en: 'First term', fr: 'Premier trimestre' },
  'reportCards.print.sampleTest': {
    ar: 'اختبار جزء عمّ',
    en: 'Juz ʿAmma test',
    fr: 'Examen du juz ʿAmma',
  },
});
