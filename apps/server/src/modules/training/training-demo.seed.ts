import { autoMark, type ExamAnswer } from '@qc/domain';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { reindexSearch } from '../../resources/search-index.ts';
import { sanitizeRichText } from '../../richtext/index.ts';
import { demoInsert } from './training-demo.repository.ts';
import * as repo from './training.repository.ts';

const DAY = 86_400_000;

/**
 * The training module's demo: two books with ordered sections bound to ring levels, a question
 * bank of every kind, a form drawn by rule and one picked by hand, trainees in the first two
 * centres (the demo teacher among them), an exam open now and one past with marked results,
 * and published lessons (plans, tutorials, scientific lessons) with one draft.
 */
export const trainingDemoStep: DemoSeedStep = async (database, world) => {
  const db = database.db;
  const tuhfa = await demoInsert.book(db, {
    title: 'تحفة الأطفال والغلمان في تجويد القرآن',
    author: 'سليمان الجمزوري',
    kind: 'tajweed',
    description: 'منظومة في أحكام التجويد يدرسها المعلم قبل أن يعلمها طلابه.',
  });
  const methods = await demoInsert.book(db, {
    title: 'أساليب تحفيظ القرآن الكريم للصغار',
    author: 'لجنة التأهيل التربوي',
    kind: 'pedagogy',
    description: 'طرق عملية لإدارة الحلقة وتحفيز الطلاب ومتابعة الحفظ والمراجعة.',
  });
  const names: Array<{ id: string }> = [];
  for (const name of ['الباب الأول', 'الباب الثاني', 'الباب الثالث', 'الوحدة التمهيدية'])
    names.push(await demoInsert.sectionName(db, { name }));
  const section = (
    bookId: string,
    nameIndex: number,
    position: number,
    title: string,
    levels: string[],
    description: string,
  ) =>
    demoInsert.section(db, {
      bookId,
      nameId: names[nameIndex]!.id,
      position,
      title,
      levels,
      description,
    });
  const noon = await section(
    tuhfa.id,
    0,
    1,
    'أحكام النون الساكنة والتنوين',
    ['beginner'],
    'الإظهار والإدغام والإقلاب والإخفاء.',
  );
  const meem = await section(
    tuhfa.id,
    1,
    2,
    'أحكام الميم الساكنة',
    ['beginner', 'intermediate'],
    'الإخفاء الشفوي والإدغام الشفوي والإظهار الشفوي.',
  );
  const madd = await section(
    tuhfa.id,
    2,
    3,
    'أحكام المدود',
    ['intermediate', 'advanced'],
    'المد الطبيعي والمد الفرعي وأسبابه.',
  );
  const circle = await section(
    methods.id,
    3,
    1,
    'إدارة الحلقة',
    ['beginner', 'intermediate', 'advanced'],
    'تنظيم الوقت والمكان وتوزيع الطلاب.',
  );
  const memorise = await section(
    methods.id,
    0,
    2,
    'أساليب التحفيظ والمراجعة',
    ['beginner'],
    'التكرار والربط والتسميع المتبادل.',
  );

  const q = (
    sectionId: string,
    kind: string,
    prompt: string,
    difficulty: string,
    marks: number,
    extra: { choices?: string; correct?: string; rubric?: string } = {},
  ) => demoInsert.question(db, { sectionId, kind, prompt, difficulty, marks, ...extra });
  const bank = [
    await q(noon.id, 'single', 'ما حكم النون الساكنة إذا جاء بعدها حرف الباء؟', 'easy', 2, {
      choices: 'إظهار\nإقلاب\nإدغام\nإخفاء',
      correct: '2',
    }),
    await q(noon.id, 'multiple', 'ما حروف الإدغام بغنة؟', 'medium', 3, {
      choices: 'الياء\nالنون\nاللام\nالميم\nالواو',
      correct: '1,2,4,5',
    }),
    await q(noon.id, 'trueFalse', 'حروف الإظهار الحلقي ستة.', 'easy', 1, { correct: 'true' }),
    await q(
      noon.id,
      'short',
      'ما اسم الحكم إذا جاء بعد النون الساكنة حرف من حروف الحلق؟',
      'hard',
      2,
      { correct: 'الإظهار\nالإظهار الحلقي' },
    ),
    await q(meem.id, 'single', 'ما حكم الميم الساكنة إذا جاء بعدها باء؟', 'easy', 2, {
      choices: 'إخفاء شفوي\nإظهار شفوي\nإدغام متماثلين',
      correct: '1',
    }),
    await q(meem.id, 'trueFalse', 'يجب إظهار الميم الساكنة عند الواو والفاء.', 'medium', 1, {
      correct: 'true',
    }),
    await q(meem.id, 'single', 'كم حالة للميم الساكنة؟', 'medium', 2, {
      choices: 'حالتان\nثلاث حالات\nأربع حالات',
      correct: '2',
    }),
    await q(madd.id, 'single', 'كم مقدار المد الطبيعي؟', 'easy', 2, {
      choices: 'حركتان\nأربع حركات\nست حركات',
      correct: '1',
    }),
    await q(circle.id, 'essay', 'صف خطة لإدارة حلقة من عشرين طالبًا في ساعة واحدة.', 'hard', 10, {
      rubric: 'تنظيم الوقت (3)، توزيع الطلاب (3)، التحفيز (2)، المتابعة (2).',
    }),
    await q(memorise.id, 'essay', 'كيف تساعد طالبًا يتعثر في مراجعة محفوظه؟', 'medium', 5, {
      rubric: 'تشخيص السبب (2)، خطة عملية (2)، متابعة ولي الأمر (1).',
    }),
  ];
  const ruleForm = await demoInsert.form(db, {
    title: 'اختبار أحكام النون والميم',
    mode: 'rule',
    sectionIds: [noon.id, meem.id],
    easyPerSection: 1,
    mediumPerSection: 1,
    durationMinutes: 20,
    passPercent: 60,
  });
  const manualForm = await demoInsert.form(db, {
    title: 'الاختبار الشامل للمستوى الأول',
    mode: 'manual',
    questionIds: [bank[0]!.id, bank[2]!.id, bank[4]!.id, bank[7]!.id, bank[8]!.id],
    durationMinutes: 30,
    passPercent: 60,
  });

  // Trainees: teachers of the first two centres (the demo teacher is one of them).
  const firstTeacher = world.rings.find((r) => r.centreId === world.centres[0]?.id)?.teacherId;
  const traineeRows: Array<Awaited<ReturnType<typeof demoInsert.trainee>>> = [];
  for (const centre of world.centres.slice(0, 2)) {
    // The demo teacher's account (teacher@example.com) is a trainee: they can sit the open exam.
    const staff = world.employees
      .filter((e) => e.centreId === centre.id && (e.job === 'teacher' || e.id === firstTeacher))
      .sort((a, b) => Number(b.id === firstTeacher) - Number(a.id === firstTeacher))
      .slice(0, 5);
    for (const [i, e] of staff.entries())
      traineeRows.push(
        await demoInsert.trainee(db, {
          countryId: centre.countryId,
          centreId: centre.id,
          employeeId: e.id,
          name: e.fullName,
          enrolledOn: '2026-09-01',
          status: i === 4 ? 'completed' : 'enrolled',
          currentSectionId: i === 4 ? null : [noon, meem, madd][i % 3]!.id,
          completedSectionIds: i === 4 ? [noon.id, meem.id, madd.id] : i % 3 > 0 ? [noon.id] : [],
        }),
      );
  }
  const centre = world.centres[0];
  const now = Date.now();
  if (centre) {
    await demoInsert.exam(db, {
      countryId: centre.countryId,
      centreId: centre.id,
      title: 'اختبار الفصل الأول - أحكام النون والميم',
      testFormId: ruleForm.id,
      opensAt: new Date(now - DAY).toISOString(),
      closesAt: new Date(now + 60 * DAY).toISOString(),
    });
    const past = await demoInsert.exam(db, {
      countryId: centre.countryId,
      centreId: centre.id,
      title: 'الاختبار الشامل - الدفعة الأولى',
      testFormId: manualForm.id,
      opensAt: new Date(now - 20 * DAY).toISOString(),
      closesAt: new Date(now - 19 * DAY).toISOString(),
    });
    // Marked sittings of the past exam, so results and the hardest questions show.
    const questions = await repo.questionsByIds(db, manualForm.questionIds);
    const answersFor: ExamAnswer[][] = [
      [
        { choices: [2] },
        { value: true },
        { choices: [1] },
        { choices: [1] },
        { text: 'أقسم الحلقة إلى مجموعات وأحدد وقتًا للتسميع ووقتًا للمراجعة مع التحفيز بالنجوم.' },
      ],
      [
        { choices: [3] },
        { value: true },
        { choices: [1] },
        { choices: [2] },
        { text: 'أبدأ بالتسميع ثم المراجعة.' },
      ],
      [
        { choices: [2] },
        { value: false },
        { choices: [2] },
        { choices: [1] },
        { text: 'أضع خطة أسبوعية وأتابع كل طالب في دفتر.' },
      ],
    ];
    const essayMarks = [9, 4, 7];
    const sitters = traineeRows.filter(
      (t) => t.centreId === centre.id && t.employeeId !== firstTeacher,
    );
    for (const [i, trainee] of sitters.slice(0, 3).entries()) {
      const started = new Date(now - 20 * DAY + i * 3_600_000);
      const sitting = await repo.insertSitting(db, {
        examId: past.id,
        traineeId: trainee.id,
        questionIds: manualForm.questionIds,
        drawn: manualForm.questionIds.map((id) => {
          const q = questions.find((x) => x.id === id)!;
          return { id, kind: q.kind, marks: q.marks, correct: q.correct };
        }),
        startedAt: started.toISOString(),
        deadlineAt: new Date(started.getTime() + 30 * 60_000).toISOString(),
        submittedAt: new Date(started.getTime() + 25 * 60_000).toISOString(),
        status: 'marked',
        maxScore: questions.reduce((s, x) => s + x.marks, 0),
      });
      let score = 0;
      for (const [j, questionId] of manualForm.questionIds.entries()) {
        const question = questions.find((x) => x.id === questionId)!;
        const answer = answersFor[i]![j]!;
        await repo.upsertAnswer(db, sitting.id, questionId, answer, question.marks);
        const marks = autoMark(question, answer) ?? essayMarks[i]!;
        score += marks;
        await repo.writeMarks(db, sitting.id, [{ questionId, marks, maxMarks: question.marks }]);
      }
      await repo.updateSitting(db, sitting.id, { score: String(score) });
    }
  }

  const lesson = (
    title: string,
    kind: string,
    sectionId: string | null,
    levels: string[],
    body: string,
    extra: { summary?: string; videoUrl?: string; status?: string; centreId?: string } = {},
  ) =>
    demoInsert.lesson(db, {
      title,
      kind,
      sectionId,
      levels,
      body: sanitizeRichText(body),
      status: extra.status ?? 'published',
      summary: extra.summary ?? null,
      videoUrl: extra.videoUrl ?? null,
      centreId: extra.centreId ?? null,
    });
  await lesson(
    'خطة درس: الإقلاب',
    'plan',
    noon.id,
    ['beginner'],
    '<h3>أهداف الدرس</h3><ul><li>أن يعرف الطالب حكم الإقلاب.</li><li>أن يطبقه في سورة البقرة.</li></ul><h3>خطوات الدرس</h3><ol><li>التمهيد بآية: <strong>﴿أَنْۢبِئْهُم﴾</strong>.</li><li>الشرح والتطبيق.</li><li>التقويم.</li></ol>',
    { summary: 'درس مدته 30 دقيقة لحلقات المبتدئين.' },
  );
  await lesson(
    'خطة درس: الإخفاء الشفوي',
    'plan',
    meem.id,
    ['beginner', 'intermediate'],
    '<p>يبدأ المعلم بقراءة نموذجية ثم يطلب من الطلاب تحديد مواضع الإخفاء الشفوي في سورة الفيل.</p><blockquote>﴿تَرْمِيهِم بِحِجَارَةٍ﴾</blockquote>',
  );
  await lesson(
    'شرح مصور: مخارج الحروف',
    'tutorial',
    circle.id,
    ['beginner', 'intermediate', 'advanced'],
    '<p>يعرض هذا الدرس مخارج الحروف بالصور، مع تمارين قصيرة بعد كل مخرج.</p><p dir="ltr">Makharij al-huruf: the articulation points.</p>',
    { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', summary: 'درس مرئي قصير.' },
  );
  await lesson(
    'كيف تدير وقت الحلقة',
    'tutorial',
    circle.id,
    ['beginner', 'intermediate', 'advanced'],
    '<h3>تقسيم الساعة</h3><ul><li>عشر دقائق للمراجعة الجماعية.</li><li>ثلاثون دقيقة للتسميع الفردي.</li><li>عشرون دقيقة للحفظ الجديد.</li></ul>',
  );
  await lesson(
    'فضل تعلم القرآن وتعليمه',
    'scientific',
    null,
    ['beginner', 'intermediate', 'advanced'],
    '<p>قال رسول الله ﷺ: <strong>«خيركم من تعلم القرآن وعلمه»</strong>.</p>',
    { centreId: centre?.id },
  );
  await lesson(
    'آداب حامل القرآن',
    'scientific',
    null,
    ['advanced'],
    '<p>من آداب حامل القرآن: الإخلاص، ومداومة التلاوة، والعمل بما فيه.</p>',
    { centreId: world.centres[1]?.id ?? centre?.id },
  );
  await lesson('مسودة: المد اللازم', 'plan', madd.id, ['advanced'], '<p>قيد الإعداد.</p>', {
    status: 'draft',
  });

  for (const r of [
    'training-books',
    'training-section-names',
    'training-sections',
    'training-questions',
    'training-test-forms',
    'trainees',
    'training-exams',
    'lessons',
  ])
    await reindexSearch(db, r);
};
