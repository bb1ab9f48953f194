import { defineMessagesSideBySide } from '../i18n/define.ts';
import { defineCounted } from '../i18n/plural.ts';

/** Words of the training module: validation, the exam sitting, marking and results. */
export const trainingMessages = defineMessagesSideBySide({
  'training.question.choices': {
    en: 'Give at least two choices, one per line.',
    ar: 'اكتب خيارين على الأقل، كل خيار في سطر.',
    fr: 'Donnez au moins deux choix, un par ligne.',
  },
  'training.question.correctChoice': {
    en: 'Give the number of the correct choice (one for single choice, e.g. 2; several for multiple choice, e.g. 1,3).',
    ar: 'اكتب رقم الخيار الصحيح (واحد للاختيار الواحد مثل 2، وأكثر للمتعدد مثل 1,3).',
    fr: 'Indiquez le numéro du bon choix (un seul pour le choix unique, ex. 2 ; plusieurs pour le choix multiple, ex. 1,3).',
  },
  'training.question.trueFalse': {
    en: 'The correct answer is true or false.',
    ar: 'الإجابة الصحيحة true أو false.',
    fr: 'La bonne réponse est true ou false.',
  },
  'training.question.accepted': {
    en: 'Give the accepted answers, one per line.',
    ar: 'اكتب الإجابات المقبولة، كل إجابة في سطر.',
    fr: 'Donnez les réponses acceptées, une par ligne.',
  },
  'training.question.rubric': {
    en: 'An essay question needs its marking rubric.',
    ar: 'السؤال المقالي يحتاج إلى معايير التصحيح.',
    fr: 'Une question de rédaction a besoin de sa grille de correction.',
  },
  'training.form.noQuestions': {
    en: 'Choose the questions of the form.',
    ar: 'اختر أسئلة النموذج.',
    fr: 'Choisissez les questions du modèle.',
  },
  'training.form.noSections': {
    en: 'Choose the sections to draw questions from.',
    ar: 'اختر الأقسام التي تسحب منها الأسئلة.',
    fr: 'Choisissez les sections d’où tirer les questions.',
  },
  'training.form.noCounts': {
    en: 'Say how many questions of each difficulty to draw per section.',
    ar: 'حدد عدد الأسئلة من كل مستوى صعوبة لكل قسم.',
    fr: 'Indiquez combien de questions de chaque difficulté tirer par section.',
  },
  'training.form.notEnough': {
    en: 'The question bank has too few questions for this form’s rule.',
    ar: 'بنك الأسئلة لا يكفي لقاعدة هذا النموذج.',
    fr: 'La banque n’a pas assez de questions pour la règle de ce modèle.',
  },
  'training.form.shortfall.easy': {
    en: 'Easy questions of the section “{{section}}”: the form draws {{wanted}}, the bank has {{available}}.',
    ar: 'الأسئلة السهلة في قسم «{{section}}»: يسحب النموذج {{wanted}} وفي البنك {{available}}.',
    fr: 'Questions faciles de la section « {{section}} » : le modèle en tire {{wanted}}, la banque en a {{available}}.',
  },
  'training.form.shortfall.medium': {
    en: 'Medium questions of the section “{{section}}”: the form draws {{wanted}}, the bank has {{available}}.',
    ar: 'الأسئلة المتوسطة في قسم «{{section}}»: يسحب النموذج {{wanted}} وفي البنك {{available}}.',
    fr: 'Questions moyennes de la section « {{section}} » : le modèle en tire {{wanted}}, la banque en a {{available}}.',
  },
  'training.form.shortfall.hard': {
    en: 'Hard questions of the section “{{section}}”: the form draws {{wanted}}, the bank has {{available}}.',
    ar: 'الأسئلة الصعبة في قسم «{{section}}»: يسحب النموذج {{wanted}} وفي البنك {{available}}.',
    fr: 'Questions difficiles de la section « {{section}} » : le modèle en tire {{wanted}}, la banque en a {{available}}.',
  },
  'training.exam.closesBeforeOpens': {
    en: 'The exam must close after it opens.',
    ar: 'يجب أن يغلق الاختبار بعد فتحه.',
    fr: 'L’examen doit fermer après son ouverture.',
  },
  'training.exam.notOpen': {
    en: 'This exam is not open now.',
    ar: 'هذا الاختبار غير متاح الآن.',
    fr: 'Cet examen n’est pas ouvert en ce moment.',
  },
  'training.exam.cancelled': {
    en: 'This exam has been cancelled: it can no longer be started or answered.',
    ar: 'أُلغي هذا الاختبار: لا يمكن بدؤه ولا الإجابة عنه.',
    fr: 'Cet examen a été annulé : il ne peut plus être commencé ni recevoir de réponses.',
  },
  'training.exam.notTrainee': {
    en: 'You are not a trainee of this exam’s centre.',
    ar: 'لست متدربًا في مركز هذا الاختبار.',
    fr: 'Vous n’êtes pas stagiaire du centre de cet examen.',
  },
  'training.exam.alreadySubmitted': {
    en: 'This exam has already been handed in.',
    ar: 'سُلّم هذا الاختبار من قبل.',
    fr: 'Cet examen a déjà été rendu.',
  },
  'training.exam.timeUp': {
    en: 'The time of this exam is over: the answer was not saved.',
    ar: 'انتهى وقت الاختبار: لم تُحفظ الإجابة.',
    fr: 'Le temps de l’examen est écoulé : la réponse n’a pas été enregistrée.',
  },
  'training.exam.notInSitting': {
    en: 'This question is not part of your exam.',
    ar: 'هذا السؤال ليس من أسئلة اختبارك.',
    fr: 'Cette question ne fait pas partie de votre examen.',
  },
  'training.exam.badAnswer': {
    en: 'This answer does not fit the question.',
    ar: 'هذه الإجابة لا تناسب السؤال.',
    fr: 'Cette réponse ne correspond pas à la question.',
  },
  'training.mark.notEssay': {
    en: 'Only essay answers are marked by hand.',
    ar: 'تصحح الإجابات المقالية فقط يدويًا.',
    fr: 'Seules les rédactions sont corrigées à la main.',
  },
  'training.mark.tooHigh': {
    en: 'The mark is more than the question is worth.',
    ar: 'الدرجة أكبر من درجة السؤال.',
    fr: 'La note dépasse le barème de la question.',
  },
  'training.mark.notSubmitted': {
    en: 'The exam has not been handed in yet.',
    ar: 'لم يُسلَّم الاختبار بعد.',
    fr: 'L’examen n’a pas encore été rendu.',
  },
  'training.screen.myExams': { en: 'My exams', ar: 'اختباراتي', fr: 'Mes examens' },
  'training.screen.exams': { en: 'Exams', ar: 'الاختبارات', fr: 'Examens' },
  'training.screen.start': { en: 'Start', ar: 'ابدأ', fr: 'Commencer' },
  'training.screen.continue': { en: 'Continue', ar: 'تابع', fr: 'Continuer' },
  'training.screen.submit': { en: 'Hand in', ar: 'تسليم', fr: 'Rendre' },
  'training.screen.submitConfirm': {
    en: 'Hand in the exam? You cannot change your answers afterwards.',
    ar: 'تسليم الاختبار؟ لا يمكن تغيير الإجابات بعد التسليم.',
    fr: 'Rendre l’examen ? Vous ne pourrez plus modifier vos réponses.',
  },
  'training.screen.remaining': { en: 'Time left', ar: 'الوقت المتبقي', fr: 'Temps restant' },
  'training.screen.timeUp': {
    en: 'Time is up. Your saved answers have been handed in.',
    ar: 'انتهى الوقت. سُلّمت إجاباتك المحفوظة.',
    fr: 'Le temps est écoulé. Vos réponses enregistrées ont été rendues.',
  },
  'training.screen.saved': { en: 'Saved', ar: 'حُفظت', fr: 'Enregistré' },
  'training.screen.true': { en: 'True', ar: 'صح', fr: 'Vrai' },
  'training.screen.false': { en: 'False', ar: 'خطأ', fr: 'Faux' },
  'training.screen.yourAnswer': { en: 'Your answer', ar: 'إجابتك', fr: 'Votre réponse' },
  'training.screen.noExams': {
    en: 'No exam is open for you.',
    ar: 'لا يوجد اختبار متاح لك.',
    fr: 'Aucun examen n’est ouvert pour vous.',
  },
  'training.screen.state.notStarted': { en: 'Not started', ar: 'لم يبدأ', fr: 'Non commencé' },
  'training.screen.state.upcoming': {
    en: 'Not open yet',
    ar: 'لم يُفتح بعد',
    fr: 'Pas encore ouvert',
  },
  'training.screen.state.missed': {
    en: 'Missed (closed)',
    ar: 'فائت (أُغلق)',
    fr: 'Manqué (fermé)',
  },
  'training.screen.state.inProgress': { en: 'In progress', ar: 'جارٍ', fr: 'En cours' },
  'training.screen.state.submitted': {
    en: 'Awaiting marking',
    ar: 'بانتظار التصحيح',
    fr: 'En attente de correction',
  },
  'training.screen.state.marked': { en: 'Marked', ar: 'مصحح', fr: 'Corrigé' },
  'training.screen.score': { en: 'Score', ar: 'الدرجة', fr: 'Note' },
  'training.screen.percent': { en: 'Percentage', ar: 'النسبة', fr: 'Pourcentage' },
  'training.screen.passed': { en: 'Passed', ar: 'ناجح', fr: 'Réussi' },
  'training.screen.failed': { en: 'Not passed', ar: 'غير ناجح', fr: 'Non réussi' },
  'training.screen.pickExam': { en: 'Exam', ar: 'الاختبار', fr: 'Examen' },
  'training.screen.pickExamHint': {
    en: 'Choose an exam to see its results',
    ar: 'اختر اختبارًا لعرض نتائجه',
    fr: 'Choisissez un examen pour voir ses résultats',
  },
  'training.screen.results': { en: 'Results', ar: 'النتائج', fr: 'Résultats' },
  'training.screen.hardest': {
    en: 'Hardest questions',
    ar: 'أصعب الأسئلة',
    fr: 'Questions les plus difficiles',
  },
  'training.screen.successRate': {
    en: 'Success rate',
    ar: 'نسبة الإجابة الصحيحة',
    fr: 'Taux de réussite',
  },
  'training.screen.toMark': {
    en: 'Essays to mark',
    ar: 'إجابات مقالية للتصحيح',
    fr: 'Rédactions à corriger',
  },
  'training.screen.mark': { en: 'Mark', ar: 'الدرجة', fr: 'Note' },
  'training.screen.comment': { en: 'Comment', ar: 'ملاحظة', fr: 'Commentaire' },
  'training.screen.saveMark': { en: 'Save the mark', ar: 'حفظ الدرجة', fr: 'Enregistrer la note' },
  'training.screen.rubric': { en: 'Rubric', ar: 'معايير التصحيح', fr: 'Grille' },
  'training.screen.trainee': { en: 'Trainee', ar: 'المتدرب', fr: 'Stagiaire' },
  'training.screen.centre': { en: 'Centre', ar: 'المركز', fr: 'Centre' },
  'training.screen.sittings': { en: 'Sittings', ar: 'عدد المختبَرين', fr: 'Passations' },
  'training.screen.average': { en: 'Average', ar: 'المتوسط', fr: 'Moyenne' },
  'training.screen.passRate': { en: 'Pass rate', ar: 'نسبة النجاح', fr: 'Taux de réussite' },
  'training.screen.noResults': {
    en: 'No results yet.',
    ar: 'لا توجد نتائج بعد.',
    fr: 'Pas encore de résultats.',
  },
  'training.screen.progress': { en: 'Progress', ar: 'التقدم', fr: 'Progression' },
  'training.screen.record': { en: 'Exam record', ar: 'سجل الاختبارات', fr: 'Relevé des examens' },
  'training.screen.video': { en: 'Video', ar: 'الفيديو', fr: 'Vidéo' },
  'training.screen.attachments': { en: 'Attachments', ar: 'المرفقات', fr: 'Pièces jointes' },
  'training.screen.myLevel': {
    en: 'Lessons for my rings’ levels',
    ar: 'دروس مستوى حلقاتي',
    fr: 'Leçons du niveau de mes halaqas',
  },
  'training.screen.noLevelLessons': {
    en: 'No published lesson for these levels yet.',
    ar: 'لا توجد دروس منشورة لهذه المستويات بعد.',
    fr: 'Aucune leçon publiée pour ces niveaux pour l’instant.',
  },
  'training.screen.fullRecord': {
    en: 'My full record',
    ar: 'سجلي الكامل',
    fr: 'Mon relevé complet',
  },
  'training.screen.draft': { en: 'Draft', ar: 'مسودة', fr: 'Brouillon' },
  'documents.kind.thank-certificate': {
    en: 'Certificate of thanks',
    ar: 'شهادة شكر وتقدير',
    fr: 'Certificat de remerciement',
  },
  'training.cert.title': {
    en: 'Certificate of thanks',
    ar: 'شهادة شكر وتقدير',
    fr: 'Certificat de remerciement',
  },
  'training.cert.issue': {
    en: 'Issue a certificate',
    ar: 'إصدار شهادة',
    fr: 'Délivrer un certificat',
  },
  'training.cert.holder': { en: 'Name', ar: 'الاسم', fr: 'Nom' },
  'training.cert.reason': { en: 'For', ar: 'تقديرًا لـ', fr: 'Pour' },
  'training.cert.kind.completion': {
    en: 'Completing the teacher-training programme',
    ar: 'إتمام برنامج تأهيل المعلمين',
    fr: 'L’achèvement du programme de formation des enseignants',
  },
  'training.cert.kind.contribution': {
    en: 'Contributing to the programme',
    ar: 'المساهمة في البرنامج',
    fr: 'La contribution au programme',
  },
  // The reason as it reads inside the certificate's sentence (lower case in en and fr).
  'training.cert.sentence.completion': {
    en: 'completing the teacher-training programme',
    ar: 'إتمام برنامج تأهيل المعلمين',
    fr: 'l’achèvement du programme de formation des enseignants',
  },
  'training.cert.sentence.contribution': {
    en: 'contributing to the programme',
    ar: 'المساهمة في البرنامج',
    fr: 'la contribution au programme',
  },
  'training.cert.body': {
    en: 'The organisation thanks {{name}} for {{reason}}.',
    ar: 'تتقدم المؤسسة بالشكر والتقدير إلى {{name}} على {{reason}}.',
    fr: 'L’organisation remercie {{name}} pour {{reason}}.',
  },
  'training.cert.notCompleted': {
    en: 'A completion certificate is for trainees who completed the programme.',
    ar: 'شهادة الإتمام لمن أتم البرنامج من المتدربين.',
    fr: 'Le certificat d’achèvement est pour les stagiaires ayant terminé le programme.',
  },
  'training.cert.holderNeeded': {
    en: 'Choose a trainee, or give the contributor’s name and centre.',
    ar: 'اختر متدربًا، أو اكتب اسم المساهم ومركزه.',
    fr: 'Choisissez un stagiaire, ou indiquez le nom et le centre du contributeur.',
  },
  'training.cert.language': { en: 'Language', ar: 'اللغة', fr: 'Langue' },
  'training.cert.download': { en: 'PDF', ar: 'PDF', fr: 'PDF' },
  'training.cert.none': {
    en: 'No certificate issued yet.',
    ar: 'لم تصدر شهادات بعد.',
    fr: 'Aucun certificat délivré.',
  },
  'training.cert.contributor': { en: 'Contributor', ar: 'مساهم', fr: 'Contributeur' },
  'training.cert.signature': {
    en: 'Programme director',
    ar: 'مدير البرنامج',
    fr: 'Directeur du programme',
  },
  // The actions of the exam and sitting lifecycles not named by another module
  // (audit-actions.test.ts).
  'identity.auditAction.sit': { en: 'Exam sat', ar: 'أداء اختبار', fr: 'Examen passé' },
  'identity.auditAction.answer': { en: 'Answered', ar: 'إجابة', fr: 'Réponse' },
  'identity.auditAction.mark': { en: 'Marked', ar: 'تصحيح', fr: 'Correction' },
});

/** Counted words (Arabic plural forms). */
export const trainingCountedMessages = defineCounted({
  'training.screen.questionsCount': {
    en: { one: '{{count}} question', other: '{{count}} questions' },
    ar: {
      zero: 'لا أسئلة',
      one: 'سؤال واحد',
      two: 'سؤالان',
      few: '{{count}} أسئلة',
      many: '{{count}} سؤالًا',
      other: '{{count}} سؤال',
    },
    fr: { one: '{{count}} question', many: '{{count}} de questions', other: '{{count}} questions' },
  },
  'training.screen.minutesLeft': {
    en: { one: '{{count}} minute left', other: '{{count}} minutes left' },
    ar: {
      zero: 'أقل من دقيقة',
      one: 'بقيت دقيقة واحدة',
      two: 'بقيت دقيقتان',
      few: 'بقيت {{count}} دقائق',
      many: 'بقيت {{count}} دقيقة',
      other: 'بقيت {{count}} دقيقة',
    },
    fr: {
      one: '{{count}} minute restante',
      many: '{{count}} de minutes restantes',
      other: '{{count}} minutes restantes',
    },
  },
});
