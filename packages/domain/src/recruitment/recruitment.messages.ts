import { defineMessagesSideBySide } from '../i18n/define.ts';

/** Refusals, states, the applicant's messages and audit labels of recruitment (server and screens). */
export const recruitmentMessages = defineMessagesSideBySide({
  'recruitment.errors.notFound': {
    ar: 'الوظيفة غير موجودة أو خارج صلاحياتك.',
    en: 'The posting was not found, or is outside your scope.',
    fr: 'Offre introuvable, ou hors de votre périmètre.',
  },
  'recruitment.errors.title': {
    ar: 'اكتب عنوان الوظيفة (من ٣ إلى ٢٠٠ حرف).',
    en: 'Give the posting’s title (3 to 200 characters).',
    fr: 'Indiquez l’intitulé de l’offre (3 à 200 caractères).',
  },
  'recruitment.errors.positions': {
    ar: 'عدد الشواغر من ١ إلى ٥٠٠.',
    en: 'The number of positions is from 1 to 500.',
    fr: 'Le nombre de postes va de 1 à 500.',
  },
  'recruitment.errors.currency': {
    ar: 'اختر عملة الراتب (ثلاثة أحرف لاتينية كبيرة مثل TRY).',
    en: 'Choose the pay’s currency (three capital letters such as TRY).',
    fr: 'Choisissez la devise du salaire (trois majuscules, par exemple TRY).',
  },
  'recruitment.errors.place': {
    ar: 'حدد الدولة أو المركز الذي يوظف.',
    en: 'Choose the country or centre that is hiring.',
    fr: 'Choisissez le pays ou le centre qui recrute.',
  },
  'recruitment.errors.placeOutOfScope': {
    ar: 'هذا المكان خارج صلاحياتك.',
    en: 'This place is outside your scope.',
    fr: 'Ce lieu est hors de votre périmètre.',
  },
  'recruitment.errors.closesBeforeOpens': {
    ar: 'تاريخ الإغلاق قبل تاريخ الفتح.',
    en: 'The closing date is before the opening date.',
    fr: 'La date de clôture précède la date d’ouverture.',
  },
  'recruitment.errors.unknownLookup': {
    ar: 'اختر من القائمة.',
    en: 'Choose from the list.',
    fr: 'Choisissez dans la liste.',
  },
  'recruitment.errors.notPublishable': {
    ar: 'انتهت مدة هذه الوظيفة: عدّل تاريخ الإغلاق قبل فتح الرابط.',
    en: 'This posting’s period is over: change its closing date before opening the link.',
    fr: 'La période de cette offre est terminée : modifiez sa date de clôture avant d’ouvrir le lien.',
  },
  'recruitment.errors.closed': {
    ar: 'التقديم على هذه الوظيفة مغلق.',
    en: 'Applications to this posting are closed.',
    fr: 'Les candidatures à cette offre sont closes.',
  },
  'recruitment.errors.notYetOpen': {
    ar: 'لم يبدأ التقديم على هذه الوظيفة بعد.',
    en: 'Applications to this posting have not opened yet.',
    fr: 'Les candidatures à cette offre ne sont pas encore ouvertes.',
  },
  'recruitment.errors.full': {
    ar: 'اكتمل العدد المطلوب من الطلبات لهذه الوظيفة.',
    en: 'This posting has received all the applications it takes.',
    fr: 'Cette offre a reçu toutes les candidatures prévues.',
  },
  'recruitment.errors.duplicate': {
    ar: 'سبق التقديم على هذه الوظيفة بهذا الهاتف أو البريد الإلكتروني.',
    en: 'An application to this posting was already sent with this phone or e-mail.',
    fr: 'Une candidature à cette offre a déjà été envoyée avec ce téléphone ou cet e-mail.',
  },
  'recruitment.errors.fullName': {
    ar: 'اكتب الاسم الكامل (٥ أحرف على الأقل).',
    en: 'Give your full name (five characters at least).',
    fr: 'Indiquez votre nom complet (cinq caractères au moins).',
  },
  'recruitment.errors.gender': {
    ar: 'اختر الجنس.',
    en: 'Choose the gender.',
    fr: 'Choisissez le sexe.',
  },
  'recruitment.errors.phone': {
    ar: 'رقم الهاتف غير صحيح.',
    en: 'The phone number is not valid.',
    fr: 'Le numéro de téléphone n’est pas valide.',
  },
  'recruitment.errors.email': {
    ar: 'البريد الإلكتروني غير صحيح.',
    en: 'The e-mail address is not valid.',
    fr: 'L’adresse e-mail n’est pas valide.',
  },
  'recruitment.errors.consent': {
    ar: 'لا يمكن إرسال الطلب دون الموافقة على حفظ البيانات.',
    en: 'The application cannot be sent without agreeing to the data being kept.',
    fr: 'La candidature ne peut être envoyée sans accord sur la conservation des données.',
  },
  'recruitment.errors.invalidAnswers': {
    ar: 'راجع الإجابات: {{first}}',
    en: 'Check the answers: {{first}}',
    fr: 'Vérifiez les réponses : {{first}}',
  },
  'recruitment.errors.candidateType': {
    ar: 'اختر نوع الوظيفة المتقدم إليها من القائمة.',
    en: 'Choose the role you apply for from the list.',
    fr: 'Choisissez le poste visé dans la liste.',
  },
  'recruitment.errors.reason': {
    ar: 'اكتب السبب (ثلاثة أحرف على الأقل).',
    en: 'Give the reason (three characters at least).',
    fr: 'Indiquez le motif (trois caractères au moins).',
  },
  'recruitment.errors.roundNeeded': {
    ar: 'اختر جولة المقابلة التي يُدعى إليها المتقدم.',
    en: 'Choose the interview round the applicant is invited to.',
    fr: 'Choisissez le tour d’entretien auquel le candidat est convié.',
  },
  'recruitment.errors.roundNotFound': {
    ar: 'جولة المقابلة غير موجودة في هذه الوظيفة.',
    en: 'The interview round was not found for this posting.',
    fr: 'Tour d’entretien introuvable pour cette offre.',
  },
  'recruitment.errors.noScore': {
    ar: 'لا يُقبل المتقدم قبل أن يسلّم عضو من لجنة المقابلة ورقة تقييمه.',
    en: 'An applicant is accepted only once a panel member has submitted a score sheet.',
    fr: 'Un candidat n’est accepté qu’après la remise d’une grille par un membre du jury.',
  },
  'recruitment.errors.notAccepted': {
    ar: 'لا يُعيَّن إلا من قُبل بعد المقابلة.',
    en: 'Only an applicant accepted after the interview can be hired.',
    fr: 'Seul un candidat accepté après l’entretien peut être embauché.',
  },
  'recruitment.errors.postingFull': {
    ar: 'شُغلت كل شواغر هذه الوظيفة.',
    en: 'Every position of this posting is filled.',
    fr: 'Tous les postes de cette offre sont pourvus.',
  },
  'recruitment.errors.hireCentre': {
    ar: 'اختر المركز الذي سيعمل فيه الموظف الجديد.',
    en: 'Choose the centre the new member of staff will work at.',
    fr: 'Choisissez le centre où travaillera la nouvelle recrue.',
  },
  'recruitment.errors.notOnPanel': {
    ar: 'لست عضوًا في لجنة هذه الجولة.',
    en: 'You do not sit on this round’s panel.',
    fr: 'Vous ne siégez pas au jury de ce tour.',
  },
  'recruitment.errors.notInRound': {
    ar: 'هذا المتقدم ليس مدعوًّا إلى هذه الجولة.',
    en: 'This applicant is not invited to this round.',
    fr: 'Ce candidat n’est pas convié à ce tour.',
  },
  'recruitment.errors.sheetLocked': {
    ar: 'سُلّمت ورقة التقييم ولا يمكن تعديلها.',
    en: 'The score sheet was submitted and cannot change.',
    fr: 'La grille a été remise et ne peut plus changer.',
  },
  'recruitment.errors.panel': {
    ar: 'اختر عضوًا واحدًا على الأقل للجنة.',
    en: 'Choose at least one panel member.',
    fr: 'Choisissez au moins un membre du jury.',
  },
  'recruitment.errors.panelNoAccount': {
    ar: 'عضو اللجنة المختار ليس له حساب دخول.',
    en: 'The chosen panel member has no sign-in account.',
    fr: 'Le membre du jury choisi n’a pas de compte.',
  },
  'recruitment.errors.roundName': {
    ar: 'اكتب اسم الجولة.',
    en: 'Give the round’s name.',
    fr: 'Indiquez le nom du tour.',
  },
  'recruitment.errors.slot': {
    ar: 'هذا الموعد غير متاح.',
    en: 'This slot is not offered.',
    fr: 'Ce créneau n’est pas proposé.',
  },
  'recruitment.errors.badFile': {
    ar: 'نوع الملف غير مقبول: أرسل تسجيلًا صوتيًا (mp3 أو m4a أو ogg أو wav أو webm).',
    en: 'This kind of file is not accepted: send an audio recording (mp3, m4a, ogg, wav or webm).',
    fr: 'Ce type de fichier n’est pas accepté : envoyez un enregistrement audio (mp3, m4a, ogg, wav ou webm).',
  },

  'recruitment.ui.messagesConsent': {
    ar: 'أرسلوا إليّ رسائل عن طلبي عبر واتساب أو الرسائل القصيرة',
    en: 'Send me messages about my application by WhatsApp or SMS',
    fr: 'M’envoyer des messages sur ma candidature par WhatsApp ou SMS',
  },
  'recruitment.state.new': { ar: 'جديد', en: 'New', fr: 'Nouvelle' },
  'recruitment.state.shortlisted': {
    ar: 'في القائمة المختصرة',
    en: 'Shortlisted',
    fr: 'Présélectionnée',
  },
  'recruitment.state.interview': { ar: 'مقابلة', en: 'Interview', fr: 'Entretien' },
  'recruitment.state.accepted': { ar: 'مقبول', en: 'Accepted', fr: 'Acceptée' },
  'recruitment.state.rejected': { ar: 'مرفوض', en: 'Rejected', fr: 'Refusée' },
  'recruitment.state.hired': { ar: 'تم التعيين', en: 'Hired', fr: 'Embauché' },
  'recruitment.state.withdrawn': { ar: 'مسحوب', en: 'Withdrawn', fr: 'Retirée' },
  'recruitment.postingState.draft': { ar: 'مسودة', en: 'Draft', fr: 'Brouillon' },
  'recruitment.postingState.open': { ar: 'مفتوحة', en: 'Open', fr: 'Ouverte' },
  'recruitment.postingState.closed': { ar: 'مغلقة', en: 'Closed', fr: 'Close' },
  'recruitment.postingState.filled': { ar: 'شُغلت', en: 'Filled', fr: 'Pourvue' },

  'recruitment.mail.received.subject': {
    ar: 'وصل طلبك لوظيفة {{posting}}',
    en: 'Your application for {{posting}} was received',
    fr: 'Votre candidature pour {{posting}} est bien reçue',
  },
  'recruitment.mail.received.body': {
    ar: 'السلام عليكم {{name}}،\n\nوصلنا طلبك لوظيفة «{{posting}}». تابع حالة طلبك واختر موعد المقابلة عند دعوتك من هذا الرابط الخاص بك (لا تشاركه مع أحد):\n{{link}}',
    en: 'Dear {{name}},\n\nWe have received your application for “{{posting}}”. Follow it, and pick your interview slot when invited, at this private link (do not share it):\n{{link}}',
    fr: 'Bonjour {{name}},\n\nNous avons bien reçu votre candidature pour « {{posting}} ». Suivez-la, et choisissez votre créneau d’entretien si vous êtes convié, à ce lien personnel (ne le partagez pas) :\n{{link}}',
  },
  'recruitment.mail.rejected.subject': {
    ar: 'طلبك لوظيفة {{posting}}',
    en: 'Your application for {{posting}}',
    fr: 'Votre candidature pour {{posting}}',
  },
  'recruitment.mail.rejected.body': {
    ar: 'السلام عليكم {{name}}،\n\nنشكر لك اهتمامك بوظيفة «{{posting}}». بعد دراسة الطلبات لم يقع الاختيار على طلبك هذه المرة، ونسأل الله لك التوفيق.',
    en: 'Dear {{name}},\n\nThank you for your interest in “{{posting}}”. After reviewing the applications, yours was not selected this time. We wish you every success.',
    fr: 'Bonjour {{name}},\n\nMerci de votre intérêt pour « {{posting}} ». Après examen des candidatures, la vôtre n’a pas été retenue cette fois. Nous vous souhaitons pleine réussite.',
  },
  'recruitment.mail.invited.subject': {
    ar: 'دعوة لمقابلة: {{posting}}',
    en: 'Interview invitation: {{posting}}',
    fr: 'Invitation à un entretien : {{posting}}',
  },
  'recruitment.mail.invited.body': {
    ar: 'السلام عليكم {{name}}،\n\nيسرّنا دعوتك لمقابلة وظيفة «{{posting}}». اختر موعد المقابلة من صفحة طلبك (الرابط الخاص الذي وصلك عند التقديم).',
    en: 'Dear {{name}},\n\nWe are glad to invite you to an interview for “{{posting}}”. Pick your slot on your application’s page (the private link you received when you applied).',
    fr: 'Bonjour {{name}},\n\nNous avons le plaisir de vous inviter à un entretien pour « {{posting}} ». Choisissez votre créneau sur la page de votre candidature (le lien personnel reçu lors de votre envoi).',
  },
  'recruitment.salaryName': {
    ar: 'الراتب الأساسي',
    en: 'Base pay',
    fr: 'Salaire de base',
  },
  'recruitment.salaryNameGrade': {
    ar: 'الراتب الأساسي ({{grade}})',
    en: 'Base pay ({{grade}})',
    fr: 'Salaire de base ({{grade}})',
  },

  'identity.resource.job-postings': {
    ar: 'الوظائف الشاغرة',
    en: 'Job postings',
    fr: 'Offres d’emploi',
  },
  'identity.resource.interviews': {
    ar: 'المقابلات',
    en: 'Interviews',
    fr: 'Entretiens',
  },
  'identity.auditAction.apply': { ar: 'تقديم طلب', en: 'Apply', fr: 'Candidater' },
  'identity.auditAction.shortlist': {
    ar: 'إضافة للقائمة المختصرة',
    en: 'Shortlist',
    fr: 'Présélectionner',
  },
  'identity.auditAction.invite': { ar: 'دعوة لمقابلة', en: 'Invite', fr: 'Convier' },
  'identity.auditAction.hire': { ar: 'تعيين', en: 'Hire', fr: 'Embaucher' },
  'identity.auditAction.fill': { ar: 'شغل الشواغر', en: 'Mark filled', fr: 'Marquer pourvue' },
  'identity.auditAction.purge': {
    ar: 'حذف البيانات الشخصية',
    en: 'Erase personal data',
    fr: 'Effacer les données personnelles',
  },
  'identity.auditAction.pick-slot': {
    ar: 'اختيار موعد',
    en: 'Pick a slot',
    fr: 'Choisir un créneau',
  },
  'reports.waiting.recruitment': {
    ar: 'طلبات توظيف جديدة تنتظر الدراسة',
    en: 'New job applications waiting for review',
    fr: 'Nouvelles candidatures en attente d’examen',
  },
});
