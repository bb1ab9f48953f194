import { defineMessagesSideBySide } from '../i18n/define.ts';

/** The teacher ladder's refusals and screens (docs/work-sheets-and-ladder.md). */
export const ladderMessages = defineMessagesSideBySide({
  'ladder.errors.notFound': {
    ar: 'المحفظ غير موجود أو خارج صلاحياتك.',
    en: 'The teacher was not found, or is outside your scope.',
    fr: 'Enseignant introuvable, ou hors de votre périmètre.',
  },
  'ladder.errors.notTeacher': {
    ar: 'هذا الموظف ليس محفظًا، فلا درجة له في السلم.',
    en: 'This member of staff is not a teacher, so has no place on the ladder.',
    fr: 'Ce membre du personnel n’est pas enseignant : il n’a pas de place dans l’échelle.',
  },
  'ladder.errors.notNextGrade': {
    ar: 'تكون الترقية إلى الدرجة التالية في سلم دولة المحفظ فقط.',
    en: 'A promotion is only to the next grade of the teacher’s country’s ladder.',
    fr: 'Une promotion se fait seulement vers le grade suivant de l’échelle du pays.',
  },
  'ladder.errors.beforeCurrent': {
    ar: 'تاريخ السريان قبل بداية الدرجة الحالية.',
    en: 'The effective date is before the current grade began.',
    fr: 'La date d’effet précède le début du grade actuel.',
  },
  'ladder.errors.criteriaNotMet': {
    ar: 'المحفظ لا يستوفي شروط هذه الدرجة ({{missing}}). اكتب سبب الاستثناء للترقية رغم ذلك.',
    en: 'The teacher does not meet this grade’s criteria ({{missing}}). Give an override reason to promote all the same.',
    fr: 'L’enseignant ne remplit pas les conditions de ce grade ({{missing}}). Indiquez le motif de la dérogation pour promouvoir quand même.',
  },
  'ladder.errors.reason': {
    ar: 'اكتب سببًا من ٣ إلى ٥٠٠ حرف.',
    en: 'Write a reason of 3 to 500 characters.',
    fr: 'Écrivez un motif de 3 à 500 caractères.',
  },
  'ladder.criterion.years': {
    ar: 'سنوات في الدرجة السابقة',
    en: 'Years in the grade below',
    fr: 'Années au grade inférieur',
  },
  'ladder.criterion.ijazah': { ar: 'الإجازة', en: 'Ijazah', fr: 'Ijaza' },
  'ladder.criterion.evaluations': {
    ar: 'متوسط التقييمات المعتمدة',
    en: 'Approved evaluations’ average',
    fr: 'Moyenne des évaluations approuvées',
  },
  'ladder.criterion.passRate': {
    ar: 'نسبة نجاح الطلاب في الاختبارات',
    en: 'Students’ test pass rate',
    fr: 'Taux de réussite des élèves',
  },
  'ladder.criterion.trainingExams': {
    ar: 'اختبارات التدريب المجتازة',
    en: 'Training exams passed',
    fr: 'Examens de formation réussis',
  },
  'ladder.ui.title': {
    ar: 'المحفظون في السلم',
    en: 'Teachers on the ladder',
    fr: 'Enseignants dans l’échelle',
  },
  'ladder.ui.mine': { ar: 'درجتي', en: 'My grade', fr: 'Mon grade' },
  'ladder.ui.noGrade': {
    ar: 'لم يدخل السلم بعد',
    en: 'Not on the ladder yet',
    fr: 'Pas encore dans l’échelle',
  },
  'ladder.ui.grade': { ar: 'الدرجة', en: 'Grade', fr: 'Grade' },
  'ladder.ui.since': { ar: 'منذ', en: 'Since', fr: 'Depuis' },
  'ladder.ui.next': { ar: 'الدرجة التالية', en: 'Next grade', fr: 'Grade suivant' },
  'ladder.ui.top': {
    ar: 'في أعلى درجات السلم',
    en: 'At the top of the ladder',
    fr: 'Au sommet de l’échelle',
  },
  'ladder.ui.eligible': {
    ar: 'مستوفٍ للشروط',
    en: 'Meets the criteria',
    fr: 'Remplit les conditions',
  },
  'ladder.ui.notEligible': { ar: 'لم يستوفِ بعد', en: 'Not yet', fr: 'Pas encore' },
  'ladder.ui.notJudged': { ar: 'لم يُحسب بعد', en: 'Not judged yet', fr: 'Pas encore évalué' },
  'ladder.ui.onlyEligible': {
    ar: 'المستوفون للشروط فقط',
    en: 'Only those meeting the criteria',
    fr: 'Seulement ceux qui remplissent les conditions',
  },
  'ladder.ui.judgedAt': {
    ar: 'حسب آخر فحص ليلي: {{at}}',
    en: 'As of the last nightly check: {{at}}',
    fr: 'Selon la dernière vérification nocturne : {{at}}',
  },
  'ladder.ui.runNow': { ar: 'افحص الآن', en: 'Check now', fr: 'Vérifier maintenant' },
  'ladder.ui.required': { ar: 'المطلوب', en: 'Required', fr: 'Exigé' },
  'ladder.ui.actual': { ar: 'الحاصل', en: 'Has', fr: 'Acquis' },
  'ladder.ui.met': { ar: 'مستوفى', en: 'Met', fr: 'Rempli' },
  'ladder.ui.missing': { ar: 'ناقص', en: 'Missing', fr: 'Manquant' },
  'ladder.ui.yes': { ar: 'نعم', en: 'Yes', fr: 'Oui' },
  'ladder.ui.no': { ar: 'لا', en: 'No', fr: 'Non' },
  'ladder.ui.nothingMissing': {
    ar: 'لا ينقصك شيء للدرجة التالية: تنتظر قرار اللجنة.',
    en: 'Nothing is missing for the next grade: the committee decides.',
    fr: 'Rien ne manque pour le grade suivant : le comité décide.',
  },
  'ladder.ui.noTeacher': {
    ar: 'حسابك غير مرتبط بسجل محفظ، فلا درجة لك في السلم.',
    en: 'Your account is not linked to a teacher’s record, so you have no grade.',
    fr: 'Votre compte n’est lié à aucune fiche d’enseignant : vous n’avez pas de grade.',
  },
  'ladder.ui.promote': { ar: 'ترقية', en: 'Promote', fr: 'Promouvoir' },
  'ladder.ui.effectiveFrom': { ar: 'يسري من', en: 'Effective from', fr: 'À compter du' },
  'ladder.ui.overrideReason': {
    ar: 'سبب الاستثناء (إن لم تُستوفَ الشروط)',
    en: 'Override reason (when the criteria are not met)',
    fr: 'Motif de dérogation (si les conditions ne sont pas remplies)',
  },
  'ladder.ui.promoted': {
    ar: 'رُقّي إلى {{grade}} من {{date}}',
    en: 'Promoted to {{grade}} from {{date}}',
    fr: 'Promu au grade {{grade}} à compter du {{date}}',
  },
  'ladder.ui.promotions': { ar: 'الترقيات', en: 'Promotions', fr: 'Promotions' },
  'ladder.ui.override': { ar: 'استثناء', en: 'Override', fr: 'Dérogation' },
  'ladder.ui.ijazah': { ar: 'يحمل إجازة', en: 'Holds an ijazah', fr: 'Détient une ijaza' },
  'ladder.ui.pay': { ar: 'الأجر', en: 'Pay', fr: 'Rémunération' },
  'ladder.ui.grades': {
    ar: 'الدرجات وشروطها',
    en: 'Grades and criteria',
    fr: 'Grades et conditions',
  },
  'ladder.ui.evidence': {
    ar: 'الشروط والبيّنات',
    en: 'Criteria and evidence',
    fr: 'Conditions et preuves',
  },
  'ladder.ui.allGrades': { ar: 'كل الدرجات', en: 'Every grade', fr: 'Tous les grades' },
  'ladder.ui.empty': {
    ar: 'لا محفظين في نطاقك.',
    en: 'No teachers in your scope.',
    fr: 'Aucun enseignant dans votre périmètre.',
  },
  // The audit screen's names of the ladder's acts.
  'identity.auditAction.promote': { ar: 'ترقية', en: 'Promotion', fr: 'Promotion' },
  'identity.auditAction.ijazah': {
    ar: 'تسجيل الإجازة',
    en: 'Ijazah recorded',
    fr: 'Ijaza enregistrée',
  },
  'identity.resource.ladder': {
    ar: 'سلم المحفظين',
    en: 'Teacher ladder',
    fr: 'Échelle des enseignants',
  },
  'identity.resource.ladder-standings': {
    ar: 'درجات المحفظين',
    en: 'Teachers’ grades',
    fr: 'Grades des enseignants',
  },
  'identity.resource.ladder-promotions': { ar: 'الترقيات', en: 'Promotions', fr: 'Promotions' },
});
