import { defineMessagesSideBySide } from '../i18n/define.ts';

/** Refusals, eligibility rules and audit labels of the competitions module (server and screens). */
export const competitionsMessages = defineMessagesSideBySide({
  'competitions.errors.notFound': {
    ar: 'المسابقة غير موجودة أو خارج صلاحياتك.',
    en: 'The competition was not found, or is outside your scope.',
    fr: 'Concours introuvable, ou hors de votre périmètre.',
  },
  'competitions.errors.categoryNotFound': {
    ar: 'الفئة غير موجودة في هذه المسابقة.',
    en: 'The category was not found in this competition.',
    fr: 'Catégorie introuvable dans ce concours.',
  },
  'competitions.errors.nominationNotFound': {
    ar: 'الترشيح غير موجود أو خارج صلاحياتك.',
    en: 'The nomination was not found, or is outside your scope.',
    fr: 'Candidature introuvable, ou hors de votre périmètre.',
  },
  'competitions.errors.studentNotFound': {
    ar: 'الطالب غير موجود أو ليس من مركزك.',
    en: 'The student was not found, or is not in your centre.',
    fr: 'Élève introuvable, ou hors de votre centre.',
  },
  'competitions.errors.reason': {
    ar: 'اكتب السبب (ثلاثة أحرف على الأقل).',
    en: 'Give the reason (three characters at least).',
    fr: 'Indiquez le motif (trois caractères au moins).',
  },
  'competitions.errors.name': {
    ar: 'اكتب الاسم.',
    en: 'Give the name.',
    fr: 'Indiquez le nom.',
  },
  'competitions.errors.season': {
    ar: 'اكتب الموسم (مثل ١٤٤٨).',
    en: 'Give the season (such as 1448).',
    fr: 'Indiquez la saison (par exemple 1448).',
  },
  'competitions.errors.place': {
    ar: 'حدد الدولة أو المركز الذي تقام فيه المسابقة.',
    en: 'Choose the country or centre the competition is held in.',
    fr: 'Choisissez le pays ou le centre du concours.',
  },
  'competitions.errors.dates': {
    ar: 'تاريخ النهاية قبل تاريخ البداية.',
    en: 'The end date is before the start date.',
    fr: 'La date de fin précède la date de début.',
  },
  'competitions.errors.juzRange': {
    ar: 'الجزء الأخير قبل الجزء الأول.',
    en: 'The last juz is before the first.',
    fr: 'Le dernier juz précède le premier.',
  },
  'competitions.errors.ages': {
    ar: 'الحد الأعلى للعمر أقل من الحد الأدنى.',
    en: 'The maximum age is below the minimum.',
    fr: "L'âge maximum est inférieur au minimum.",
  },
  'competitions.errors.ruleSet': {
    ar: 'مجموعة القواعد غير صحيحة: معايير مكررة أو خطأ لا يتبع معيار أخطاء.',
    en: 'The rule set is not valid: a repeated criterion, or an event not tied to an events criterion.',
    fr: "Barème invalide : critère répété, ou événement sans critère d'erreurs.",
  },
  'competitions.errors.ruleSetKey': {
    ar: 'رمز المعيار أحرف لاتينية صغيرة وأرقام.',
    en: 'A criterion key is small Latin letters and digits.',
    fr: "La clé d'un critère est en minuscules latines et chiffres.",
  },
  'competitions.errors.rulesLocked': {
    ar: 'بدأ التحكيم، فلا تُغيَّر قواعد التقييم.',
    en: 'Judging has started: the rule set can no longer change.',
    fr: 'Le jury a commencé : le barème ne peut plus changer.',
  },
  'competitions.errors.nominationClosed': {
    ar: 'انتهى وقت الترشيح لهذه المسابقة.',
    en: 'Nominations for this competition are closed.',
    fr: 'Les candidatures de ce concours sont closes.',
  },
  'competitions.errors.alreadyNominated': {
    ar: 'الطالب مرشح في هذه المسابقة.',
    en: 'The student is already nominated in this competition.',
    fr: "L'élève est déjà candidat à ce concours.",
  },
  'competitions.errors.notEligible': {
    ar: 'الطالب لا يستوفي شروط الفئة.',
    en: 'The student does not meet the category’s rules.',
    fr: "L'élève ne remplit pas les conditions de la catégorie.",
  },
  'competitions.errors.overrideRight': {
    ar: 'تجاوز الشروط يحتاج صلاحية اعتماد على مستوى المسابقة.',
    en: 'Overriding a rule needs the approval right over the competition.',
    fr: "Passer outre une règle exige le droit d'approbation sur le concours.",
  },
  'competitions.errors.notOnPanel': {
    ar: 'لست محكّمًا في لجنة هذا المتسابق.',
    en: 'You are not a judge on this contestant’s panel.',
    fr: "Vous n'êtes pas juré du jury de ce candidat.",
  },
  'competitions.errors.recused': {
    ar: 'أنت متنحٍّ عن تحكيم هذا المتسابق (معلمه أو مركزه أو قريبه).',
    en: 'You are recused for this contestant (their teacher, centre or relative).',
    fr: 'Vous êtes récusé pour ce candidat (enseignant, centre ou parent).',
  },
  'competitions.errors.notHeadJudge': {
    ar: 'هذا من عمل رئيس لجنة التحكيم.',
    en: 'Only the head judge does this.',
    fr: 'Seul le président du jury le fait.',
  },
  'competitions.ui.conflictEvents': {
    en: 'Mistake events marked: {{n}}',
    ar: 'الأخطاء المسجّلة: {{n}}',
    fr: 'Fautes marquées : {{n}}',
  },
  'competitions.ui.conflictMarks': { en: 'Marks', ar: 'الدرجات', fr: 'Notes' },
  'competitions.ui.sheetQueued': {
    en: 'Saved on this phone with no connection; sent when the connection is back.',
    ar: 'حُفظت على هذا الجهاز دون اتصال، وتُرسل حين يعود الاتصال.',
    fr: 'Enregistrée sur ce téléphone sans connexion ; envoyée au retour de la connexion.',
  },
  'competitions.ui.submitNeedsConnection': {
    en: 'The draft is kept on this phone. Submitting the sheet needs the connection: submit it once it is back.',
    ar: 'المسودة محفوظة على هذا الجهاز. إرسال البطاقة النهائي يحتاج إلى الاتصال: أرسلها حين يعود.',
    fr: 'Le brouillon est gardé sur ce téléphone. Remettre la feuille demande la connexion : remettez-la à son retour.',
  },
  'competitions.errors.sheetChangedMeanwhile': {
    en: 'This sheet was changed elsewhere since you edited it; nothing was saved. Choose which version to keep.',
    ar: 'تغيّرت هذه البطاقة في مكان آخر بعد أن عدّلتها، ولم يُحفظ شيء. اختر النسخة التي تبقيها.',
    fr: 'Cette feuille a été modifiée ailleurs depuis votre modification ; rien n’a été enregistré. Choisissez la version à garder.',
  },
  'competitions.errors.sheetLocked': {
    ar: 'أُرسلت البطاقة فأُقفلت؛ التصحيح بطلب مسبب يعتمده رئيس اللجنة.',
    en: 'The sheet was submitted and is locked; a correction is a request with a reason the head judge approves.',
    fr: 'La feuille envoyée est verrouillée ; une correction est une demande motivée approuvée par le président.',
  },
  'competitions.errors.judgingClosed': {
    ar: 'التحكيم غير مفتوح في هذه المسابقة.',
    en: 'Judging is not open in this competition.',
    fr: "Le jury n'est pas ouvert dans ce concours.",
  },
  'competitions.errors.unknownEvent': {
    ar: 'نوع الخطأ "{{kind}}" ليس في قواعد الفئة.',
    en: 'The mistake "{{kind}}" is not in the category’s rule set.',
    fr: "L'erreur « {{kind}} » n'est pas dans le barème.",
  },
  'competitions.errors.passageNotDrawn': {
    ar: 'المقطع {{passage}} لم يُسحب لهذا المتسابق.',
    en: 'Passage {{passage}} was not drawn for this contestant.',
    fr: "Le passage {{passage}} n'a pas été tiré pour ce candidat.",
  },
  'competitions.errors.unknownCriterion': {
    ar: 'المعيار "{{criterion}}" ليس في قواعد الفئة.',
    en: 'The criterion "{{criterion}}" is not in the category’s rule set.',
    fr: "Le critère « {{criterion}} » n'est pas dans le barème.",
  },
  'competitions.errors.markAboveMax': {
    ar: 'درجة "{{criterion}}" أكبر من حدها الأعلى {{max}}.',
    en: 'The mark for "{{criterion}}" is above its maximum of {{max}}.',
    fr: 'La note de « {{criterion}} » dépasse son maximum de {{max}}.',
  },
  'competitions.errors.registrantName': {
    ar: 'اكتب اسم الطالب الكامل.',
    en: 'Write the student’s full name.',
    fr: 'Écrivez le nom complet de l’élève.',
  },
  'competitions.errors.registrationClosed': {
    ar: 'التسجيل في هذه المسابقة مغلق.',
    en: 'Registration for this competition is closed.',
    fr: 'Les inscriptions à ce concours sont closes.',
  },
  'competitions.errors.registeredAlready': {
    ar: 'سُجّل هذا الطالب بهذا الهاتف من قبل.',
    en: 'This student has already been registered with this phone.',
    fr: 'Cet élève a déjà été inscrit avec ce téléphone.',
  },
  'competitions.errors.registrantUnmatched': {
    ar: 'لم يُطابَق المسجَّل بطالب في السجلات: اختر الطالب قبل القبول.',
    en: 'The registrant is not matched to a student of the records: choose the student before approving.',
    fr: 'L’inscrit n’est rattaché à aucun élève des registres : choisissez l’élève avant d’accepter.',
  },
  'competitions.errors.registrationNotFound': {
    ar: 'التسجيل غير موجود.',
    en: 'Registration not found.',
    fr: 'Inscription introuvable.',
  },
  'competitions.errors.formMarks': {
    ar: 'درجات استمارة المعايير غير مقبولة: {{first}}',
    en: 'The criteria form’s marks are not accepted: {{first}}',
    fr: 'Les notes de la grille de critères ne sont pas acceptées : {{first}}',
  },
  'competitions.errors.formCriterion': {
    ar: 'استمارة المعايير تحتاج معيارًا من نوع الاستمارة في قواعد التقييم، والمعيار يحتاج استمارة.',
    en: 'A criteria form needs a form criterion in the rule set, and a form criterion needs a form.',
    fr: 'Une grille de critères demande un critère « grille » dans le barème, et ce critère demande une grille.',
  },
  'competitions.errors.markMissing': {
    ar: 'أدخل درجة "{{criterion}}" قبل الإرسال.',
    en: 'Give the mark for "{{criterion}}" before submitting.',
    fr: 'Donnez la note de « {{criterion}} » avant d’envoyer.',
  },
  'competitions.errors.sheetsMissing': {
    ar: 'لا تُعتمد النتائج: {{count}} من بطاقات التحكيم لم تُرسل بعد.',
    en: 'The results cannot be approved: {{count}} judging sheets are not submitted yet.',
    fr: 'Résultats non approuvables : {{count}} feuilles ne sont pas encore envoyées.',
  },
  'competitions.errors.divergenceOpen': {
    ar: 'لا تُعتمد النتائج: فرق بين المحكمين لم يحسمه رئيس اللجنة.',
    en: 'The results cannot be approved: a divergence between judges is not resolved by the head judge.',
    fr: 'Résultats non approuvables : un écart entre jurés n’est pas tranché par le président.',
  },
  'competitions.errors.correctionOpen': {
    ar: 'لا تُعتمد النتائج: طلب تصحيح ينتظر رئيس اللجنة.',
    en: 'The results cannot be approved: a correction awaits the head judge.',
    fr: 'Résultats non approuvables : une correction attend le président.',
  },
  'competitions.errors.notApproved': {
    ar: 'لا تُنشر النتائج قبل اعتمادها.',
    en: 'The results cannot be published before they are approved.',
    fr: 'Les résultats ne se publient pas avant leur approbation.',
  },
  'competitions.errors.noContestants': {
    ar: 'لا متسابقين مقبولين في هذه المسابقة.',
    en: 'This competition has no accepted contestants.',
    fr: "Ce concours n'a aucun candidat accepté.",
  },
  'competitions.errors.judgeUser': {
    ar: 'المستخدم غير موجود أو لا يملك صلاحية التحكيم.',
    en: 'The user was not found, or may not judge.',
    fr: "Utilisateur introuvable, ou sans droit d'être juré.",
  },
  'competitions.errors.alreadyJudge': {
    ar: 'المحكّم في اللجنة.',
    en: 'This judge is already on the panel.',
    fr: 'Ce juré fait déjà partie du jury.',
  },
  'competitions.errors.wrongState': {
    ar: 'لا يُقام بهذا الإجراء في حالة المسابقة الحالية.',
    en: 'This action is not possible in the competition’s current state.',
    fr: "Cette action n'est pas possible dans l'état actuel du concours.",
  },
  'competitions.eligibility.age': {
    ar: 'العمر {{age}} في {{date}} خارج حدود الفئة ({{min}}–{{max}}).',
    en: 'Age {{age}} on {{date}} is outside the category’s limits ({{min}}–{{max}}).',
    fr: "L'âge {{age}} au {{date}} est hors des limites de la catégorie ({{min}}–{{max}}).",
  },
  'competitions.eligibility.gender': {
    ar: 'الفئة لجنس آخر.',
    en: 'The category is for the other gender.',
    fr: "La catégorie est pour l'autre sexe.",
  },
  'competitions.eligibility.portion': {
    ar: 'لم يحفظ مقرر الفئة بعد: {{missing}} آية لم تسجلها التلاوات ولا الاختبارات الناجحة.',
    en: 'The category’s portion is not memorised yet: {{missing}} ayahs are in neither the readings nor a passed test.',
    fr: 'La portion de la catégorie n’est pas encore mémorisée : {{missing}} versets absents des lectures et des examens réussis.',
  },
  'competitions.eligibility.previousWinner': {
    ar: 'فاز في هذه الفئة في موسم سابق.',
    en: 'Won this category in an earlier season.',
    fr: 'A gagné cette catégorie lors d’une saison précédente.',
  },
  'competitions.eligibility.centreCap': {
    ar: 'بلغ المركز الحد الأعلى للترشيح ({{cap}}) في هذه الفئة.',
    en: 'The centre has reached its cap of {{cap}} nominations in this category.',
    fr: 'Le centre a atteint sa limite de {{cap}} candidatures dans cette catégorie.',
  },
  'identity.auditAction.open-registration': {
    ar: 'فتح التسجيل',
    en: 'Opened registration',
    fr: 'Inscriptions ouvertes',
  },
  'identity.auditAction.start-judging': {
    ar: 'بدء التحكيم والقرعة',
    en: 'Started judging (the draw)',
    fr: 'Jury ouvert (tirage)',
  },
  'identity.auditAction.close-judging': {
    ar: 'إغلاق التحكيم',
    en: 'Closed judging',
    fr: 'Jury clos',
  },
  'identity.auditAction.nominate': { ar: 'ترشيح', en: 'Nominated', fr: 'Candidature' },
  'identity.auditAction.withdraw': { ar: 'سحب', en: 'Withdrew', fr: 'Retrait' },
  'identity.auditAction.open': { ar: 'فتح بطاقة', en: 'Opened a sheet', fr: 'Feuille ouverte' },
  'identity.auditAction.propose-correction': {
    ar: 'طلب تصحيح',
    en: 'Proposed a correction',
    fr: 'Correction proposée',
  },
  'identity.auditAction.approve-correction': {
    ar: 'اعتماد تصحيح',
    en: 'Approved a correction',
    fr: 'Correction approuvée',
  },
  'identity.auditAction.reject-correction': {
    ar: 'رفض تصحيح',
    en: 'Rejected a correction',
    fr: 'Correction refusée',
  },
  'identity.auditAction.resolve': {
    ar: 'حسم رئيس اللجنة',
    en: 'Head judge’s decision',
    fr: 'Décision du président',
  },
  'competitions.errors.hallClosed': {
    ar: 'تعرض شاشة القاعة ترتيب هذه الفئة بعد اعتماد النتائج (أو أثناء التحكيم إذا سمحت المسابقة بذلك).',
    en: 'The hall screen shows this category’s ranking once the results are approved (or during judging when the competition allows it).',
    fr: "L'écran de la salle affiche le classement de cette catégorie une fois les résultats approuvés (ou pendant la notation si le concours le permet).",
  },
  'competitions.errors.notPublished': {
    ar: 'تصدر الشهادة بعد نشر النتائج.',
    en: 'The certificate is issued once the results are published.',
    fr: 'Le certificat est délivré une fois les résultats publiés.',
  },
  'competitions.errors.currency': {
    ar: 'اختر عملة الجوائز (ثلاثة أحرف مثل TRY).',
    en: 'Choose the prizes’ currency (three letters such as TRY).',
    fr: 'Choisissez la devise des prix (trois lettres, par exemple TRY).',
  },
});
