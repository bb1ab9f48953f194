import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { slugify } from '@qc/domain';
import type { Db } from '../../db/client.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { claimDemoFile, insertDemoRows, storeDemoFile } from './site-demo.repository.ts';
import { reindexSearch } from '../../resources/search-index.ts';
import { resetFiguresCache } from './site-figures.ts';

type Three = [ar: string, en: string, fr: string];
const in3 = <P extends string>(prefix: P, [ar, en, fr]: Three) =>
  ({ [`${prefix}Ar`]: ar, [`${prefix}En`]: en, [`${prefix}Fr`]: fr }) as Record<
    `${P}Ar` | `${P}En` | `${P}Fr`,
    string
  >;
const para = ([ar, en, fr]: Three): Three => [`<p>${ar}</p>`, `<p>${en}</p>`, `<p>${fr}</p>`];

/** A picture made of shapes in the site's colours (no photograph of any person). */
async function picture(seed: number, width = 1280, height = 720): Promise<Buffer> {
  const hues = ['#065a94', '#0f7b6c', '#7a4b94', '#b36b1f', '#2e6f40', '#8a2f4f'];
  const a = hues[seed % hues.length]!;
  const b = hues[(seed + 2) % hues.length]!;
  const arches = Array.from({ length: 5 }, (_, i) => {
    const x = 80 + i * (width / 5);
    return `<path d="M${x} ${height} V${height * 0.55} a${width / 12} ${width / 12} 0 0 1 ${width / 6} 0 V${height}" fill="#ffffff" fill-opacity="${0.08 + (i % 2) * 0.06}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.18}" fill="#f3d27a" fill-opacity="0.8"/>${arches}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}

/** A one-page PDF (a publication's file in the demo). */
function tinyPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${44 + text.length} >>\nstream\nBT /F1 24 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function storeFile(
  db: Db,
  resource: string,
  field: string,
  name: string,
  contentType: string,
  content: Buffer,
) {
  return storeDemoFile(db, {
    resource,
    field,
    name,
    contentType,
    content,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
  });
}

const SITE_RESOURCES = [
  'site-pages',
  'site-about',
  'site-courses',
  'site-images',
  'site-videos',
  'site-media',
  'site-prints',
  'site-projects',
  'site-apps',
  'site-social',
  'site-reviews',
  'site-news',
  'site-help-categories',
  'site-help-articles',
  'site-policies',
];

/**
 * The demo organisation's public website, fully populated in Arabic (with English and French
 * texts): site information, every page's description, about, courses, pictures, media,
 * publications, projects, apps, social links, reviews, news (one still a draft), the help
 * centre and the privacy policies.
 */
export const siteDemoStep: DemoSeedStep = async (database) => {
  const db = database.db;
  let seed = 0;
  const jpeg = async (resource: string, field: string, name: string) =>
    storeFile(db, resource, field, `${name}.jpg`, 'image/jpeg', await picture(seed++));

  // Site information (the singleton).
  const logo = await storeFile(
    db,
    'site-settings',
    'logo',
    'logo.png',
    'image/png',
    await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" rx="48" fill="#065a94"/><path fill="#fff" d="M128 70c-22-16-54-22-90-19v141c35-3 65 4 85 19V70Zm10 141c20-15 50-22 85-19V51c-36-3-68 3-85 19v141Z"/></svg>',
      ),
    )
      .png()
      .toBuffer(),
  );
  const [settings] = await insertDemoRows(db, 'siteSettings', [
    {
      ...in3('name', ['مراكز القرآن الكريم', 'Quran Centres', 'Centres du Coran']),
      ...in3('tagline', [
        'نُعلّم كتاب الله حفظًا وتجويدًا وفهمًا في حلقات قريبة من بيتك',
        'Teaching the Book of Allah — memorisation, tajweed and understanding — in circles near your home',
        'Enseigner le Livre d’Allah — mémorisation, tajwid et compréhension — dans des cercles près de chez vous',
      ]),
      ...in3('address', [
        'إسطنبول، حي الفاتح، شارع المدارس ١٢',
        '12 Schools Street, Fatih, Istanbul',
        '12 rue des Écoles, Fatih, Istanbul',
      ]),
      logo,
      email: 'info@quran-centres.example.org',
      phone: '+90 212 555 0142',
    },
  ]);
  await claimDemoFile(db, logo, settings!);

  const pages: Array<[string, Three, Three]> = [
    [
      'home',
      ['الرئيسية', 'Home', 'Accueil'],
      [
        'حلقات تحفيظ القرآن الكريم للصغار والكبار في مراكز قريبة منك، بإشراف معلمين مجازين.',
        'Quran memorisation circles for children and adults in centres near you, led by certified teachers.',
        'Des cercles de mémorisation du Coran pour enfants et adultes, près de chez vous, animés par des enseignants certifiés.',
      ],
    ],
    [
      'about',
      ['من نحن', 'About us', 'À propos'],
      [
        'تعرّف على رسالتنا وقصتنا ومنهجنا في تعليم القرآن الكريم.',
        'Our mission, our story and how we teach the Quran.',
        'Notre mission, notre histoire et notre manière d’enseigner le Coran.',
      ],
    ],
    [
      'courses',
      ['الدورات', 'Courses', 'Cours'],
      [
        'دورات الحفظ والتجويد والتلاوة للأطفال والشباب والنساء.',
        'Memorisation, tajweed and recitation courses for children, youth and women.',
        'Cours de mémorisation, de tajwid et de récitation pour enfants, jeunes et femmes.',
      ],
    ],
    [
      'news',
      ['الأخبار', 'News', 'Actualités'],
      [
        'آخر أخبار المراكز والحلقات والحفل السنوي.',
        'The latest news of our centres, circles and yearly ceremony.',
        'Les dernières nouvelles de nos centres, cercles et cérémonie annuelle.',
      ],
    ],
    [
      'help',
      ['مركز المساعدة', 'Help centre', 'Centre d’aide'],
      [
        'إجابات عن أسئلة التسجيل والحلقات والاختبارات.',
        'Answers about registration, circles and tests.',
        'Réponses sur l’inscription, les cercles et les examens.',
      ],
    ],
    [
      'media',
      ['المرئيات', 'Visual media', 'Médiathèque'],
      [
        'تلاوات ودروس تجويد ومقاطع من فعاليات المراكز.',
        'Recitations, tajweed lessons and moments from our events.',
        'Récitations, leçons de tajwid et moments de nos événements.',
      ],
    ],
    [
      'apps',
      ['تطبيقاتنا', 'Our apps', 'Nos applications'],
      [
        'تطبيقات تساعد الطالب وولي الأمر على متابعة الحفظ.',
        'Apps that help students and parents follow memorisation.',
        'Des applications pour suivre la mémorisation, élèves et parents.',
      ],
    ],
    [
      'prints',
      ['إصداراتنا', 'Our publications', 'Nos publications'],
      [
        'كتيبات ومناهج أعدّها معلمو المراكز.',
        'Booklets and curricula written by our teachers.',
        'Livrets et programmes rédigés par nos enseignants.',
      ],
    ],
    [
      'projects',
      ['مشاريعنا', 'Our projects', 'Nos projets'],
      [
        'مشاريع تحتاج دعمكم: حلقات جديدة وكفالة معلمين ومصاحف.',
        'Projects that need your support: new circles, teachers and mushafs.',
        'Des projets qui ont besoin de vous : nouveaux cercles, enseignants et mushafs.',
      ],
    ],
    [
      'giving',
      ['التبرع', 'Giving', 'Dons'],
      ['ادعم حلقات القرآن الكريم.', 'Support the Quran circles.', 'Soutenez les cercles du Coran.'],
    ],
  ];
  await insertDemoRows(
    db,
    'sitePages',
    pages.map(([pageKey, title, description]) => ({
      pageKey,
      ...in3('title', title),
      ...in3('description', description),
      status: 'published',
    })),
  );

  const about: Array<[Three, Three]> = [
    [
      ['رسالتنا', 'Our mission', 'Notre mission'],
      [
        'أن يجد كل طالب حلقة قريبة يحفظ فيها كتاب الله بإتقان، على يد معلم مجاز، في بيئة آمنة ومحبّبة.',
        'That every student finds a nearby circle where they memorise the Book of Allah with mastery, with a certified teacher, in a safe and welcoming place.',
        'Que chaque élève trouve près de chez lui un cercle où mémoriser le Livre d’Allah avec maîtrise, auprès d’un enseignant certifié, dans un lieu sûr et accueillant.',
      ],
    ],
    [
      ['قصتنا', 'Our story', 'Notre histoire'],
      [
        'بدأنا بحلقة واحدة في مسجد الحي، واليوم تمتد مراكزنا في عدة دول، وتخرّج منها مئات الحفاظ والحافظات.',
        'We began with one circle in the neighbourhood mosque; today our centres span several countries and hundreds of huffaz have graduated.',
        'Nous avons commencé avec un cercle dans la mosquée du quartier ; aujourd’hui nos centres couvrent plusieurs pays et des centaines de huffaz en sont sortis.',
      ],
    ],
    [
      ['منهجنا', 'How we teach', 'Notre méthode'],
      [
        'حفظ جديد ومراجعة يومية وتلاوة على المعلم، مع اختبارات دورية وشهادات معتمدة.',
        'New memorisation, daily revision and recitation to the teacher, with regular tests and recognised certificates.',
        'Nouvelle mémorisation, révision quotidienne et récitation à l’enseignant, avec des examens réguliers et des certificats reconnus.',
      ],
    ],
  ];
  for (const [i, [title, body]] of about.entries()) {
    const image = i === 0 ? await jpeg('site-about', 'image', 'mission') : null;
    const [row] = await insertDemoRows(db, 'siteAbout', [
      {
        ...in3('title', title),
        ...in3('body', para(body)),
        image,
        position: i + 1,
        status: 'published',
      },
    ]);
    await claimDemoFile(db, image, row!);
  }

  const courses: Array<[Three, Three, string]> = [
    [
      ['حلقات الأطفال', 'Children’s circles', 'Cercles d’enfants'],
      [
        'حفظ جزء عمّ وجزء تبارك مع أحكام التجويد الميسّرة.',
        'Juz Amma and Juz Tabarak with simple tajweed.',
        'Juz Amma et Juz Tabarak avec un tajwid simplifié.',
      ],
      'children',
    ],
    [
      ['دورة التجويد', 'Tajweed course', 'Cours de tajwid'],
      [
        'أحكام النون الساكنة والمدود ومخارج الحروف مع التطبيق.',
        'Rules of nun sakina, madd and articulation, with practice.',
        'Règles du noun sakina, du madd et de l’articulation, avec pratique.',
      ],
      'all',
    ],
    [
      ['حلقات النساء', 'Women’s circles', 'Cercles de femmes'],
      [
        'حلقات صباحية ومسائية بإشراف معلمات مجازات.',
        'Morning and evening circles led by certified women teachers.',
        'Cercles du matin et du soir animés par des enseignantes certifiées.',
      ],
      'women',
    ],
    [
      ['برنامج الماهر', 'Maher programme', 'Programme Maher'],
      [
        'برنامج مكثف لإتمام الحفظ خلال عامين مع مراجعة منتظمة.',
        'An intensive programme to complete memorisation in two years.',
        'Un programme intensif pour achever la mémorisation en deux ans.',
      ],
      'youth',
    ],
  ];
  for (const [i, [title, summary, audience]] of courses.entries()) {
    const image = await jpeg('site-courses', 'image', `course-${i + 1}`);
    const [row] = await insertDemoRows(db, 'siteCourses', [
      {
        ...in3('title', title),
        ...in3('summary', summary),
        ...in3('body', para(summary)),
        image,
        audience,
        position: i + 1,
        status: 'published',
      },
    ]);
    await claimDemoFile(db, image, row!);
  }

  const images: Array<[Three, string]> = [
    [['حفل تكريم الحفاظ', 'Graduation ceremony', 'Cérémonie des huffaz'], 'hero'],
    [['حلقة الفجر', 'Dawn circle', 'Cercle de l’aube'], 'gallery'],
    [['مسابقة التلاوة', 'Recitation contest', 'Concours de récitation'], 'gallery'],
    [['رحلة السفرة', 'Safra trip', 'Voyage Safra'], 'gallery'],
  ];
  for (const [i, [caption, placement]] of images.entries()) {
    const image = await jpeg('site-images', 'image', `picture-${i + 1}`);
    const [row] = await insertDemoRows(db, 'siteImages', [
      {
        ...in3('caption', caption),
        image,
        placement,
        position: i + 1,
        status: 'published',
      },
    ]);
    await claimDemoFile(db, image, row!);
  }

  const videos: Array<[Three, string, string, string, string]> = [
    [
      ['تلاوة سورة الملك', 'Recitation of Surat al-Mulk', 'Récitation de la sourate al-Mulk'],
      'recitation',
      'الشيخ عبد الرحمن السالم',
      'قناة المراكز',
      '2026-02-14',
    ],
    [
      ['درس: أحكام النون الساكنة', 'Lesson: nun sakina', 'Leçon : le noun sakina'],
      'tajweed',
      'الأستاذة مريم الحسن',
      'قناة المراكز',
      '2026-01-20',
    ],
    [
      ['الحفل السنوي للحفاظ', 'Yearly huffaz ceremony', 'Cérémonie annuelle des huffaz'],
      'event',
      'فريق الإعلام',
      'قناة الفعاليات',
      '2025-12-05',
    ],
    [
      ['قصة حافظ: من جزء إلى ختمة', 'A hafiz’s story', 'L’histoire d’un hafiz'],
      'story',
      'فريق الإعلام',
      'قناة الفعاليات',
      '2025-11-11',
    ],
  ];
  for (const [i, [title, classification, author, channel, recordedOn]] of videos.entries()) {
    const thumbnail = await jpeg('site-videos', 'thumbnail', `video-${i + 1}`);
    const [row] = await insertDemoRows(db, 'siteVideos', [
      {
        ...in3('title', title),
        ...in3('body', para([`${title[0]} — ${author}`, `${title[1]}`, `${title[2]}`])),
        classification,
        author,
        channel,
        recordedOn,
        url: `https://www.youtube.com/watch?v=demo${i + 1}`,
        thumbnail,
        status: 'published',
      },
    ]);
    await claimDemoFile(db, thumbnail, row!);
  }

  const mediaFiles: Array<[Three, string, string]> = [
    [
      [
        'لوحة مخارج الحروف',
        'Chart of the articulation points',
        'Tableau des points d’articulation',
      ],
      'tajweed',
      'الأستاذة مريم الحسن',
    ],
    [
      [
        'صور من مسابقة التلاوة',
        'Pictures of the recitation contest',
        'Photos du concours de récitation',
      ],
      'event',
      'فريق الإعلام',
    ],
  ];
  for (const [i, [title, classification, author]] of mediaFiles.entries()) {
    const file = await jpeg('site-media', 'file', `media-${i + 1}`);
    const [row] = await insertDemoRows(db, 'siteMedia', [
      {
        ...in3('title', title),
        classification,
        author,
        channel: 'قناة المراكز',
        recordedOn: `2026-0${i + 1}-10`,
        file,
        thumbnail: null,
        status: 'published',
      },
    ]);
    await claimDemoFile(db, file, row!);
  }

  const prints: Array<[Three, Three, string]> = [
    [
      ['تحفة الأطفال في التجويد', 'Tuhfat al-Atfal in tajweed', 'Tuhfat al-Atfal en tajwid'],
      [
        'شرح ميسّر لمنظومة تحفة الأطفال مع تمارين.',
        'A simple commentary of the Tuhfat al-Atfal poem with exercises.',
        'Un commentaire simple du poème Tuhfat al-Atfal avec exercices.',
      ],
      'لجنة المناهج',
    ],
    [
      ['دفتر متابعة الحفظ', 'Memorisation notebook', 'Carnet de mémorisation'],
      [
        'دفتر يومي يسجّل فيه الطالب حفظه ومراجعته.',
        'A daily notebook for memorisation and revision.',
        'Un carnet quotidien de mémorisation et de révision.',
      ],
      'لجنة المناهج',
    ],
    [
      ['دليل ولي الأمر', 'Parents’ guide', 'Guide des parents'],
      [
        'كيف تعين ولدك على الحفظ في البيت.',
        'How to help your child memorise at home.',
        'Comment aider votre enfant à mémoriser à la maison.',
      ],
      'إدارة المراكز',
    ],
  ];
  for (const [i, [title, summary, author]] of prints.entries()) {
    const cover = await jpeg('site-prints', 'cover', `cover-${i + 1}`);
    const file = await storeFile(
      db,
      'site-prints',
      'file',
      `print-${i + 1}.pdf`,
      'application/pdf',
      tinyPdf(title[1]),
    );
    const [row] = await insertDemoRows(db, 'sitePrints', [
      {
        ...in3('title', title),
        ...in3('summary', summary),
        ...in3('body', para(summary)),
        author,
        publishedOn: `2025-0${i + 3}-01`,
        cover,
        file,
        status: 'published',
      },
    ]);
    await claimDemoFile(db, cover, row!);
    await claimDemoFile(db, file, row!);
  }

  const projects: Array<[Three, Three, number]> = [
    [
      ['كفالة معلم حلقة', 'Sponsor a circle teacher', 'Parrainer un enseignant'],
      [
        'كفالتك لمعلم تضمن استمرار حلقة كاملة لعام.',
        'Sponsoring a teacher keeps a whole circle running for a year.',
        'Parrainer un enseignant fait vivre un cercle entier pendant un an.',
      ],
      360_000,
    ],
    [
      ['مصحف لكل طالب', 'A mushaf for every student', 'Un mushaf pour chaque élève'],
      [
        'توفير مصاحف التحفيظ للطلاب الجدد.',
        'Memorisation mushafs for new students.',
        'Des mushafs de mémorisation pour les nouveaux élèves.',
      ],
      150_000,
    ],
    [
      [
        'مركز جديد في الحي الشرقي',
        'A new centre in the east district',
        'Un nouveau centre dans le quartier est',
      ],
      [
        'تجهيز قاعات لعشر حلقات جديدة.',
        'Fitting rooms for ten new circles.',
        'Aménager des salles pour dix nouveaux cercles.',
      ],
      2_500_000,
    ],
  ];
  for (const [i, [title, summary, target]] of projects.entries()) {
    const image = await jpeg('site-projects', 'image', `project-${i + 1}`);
    const [row] = await insertDemoRows(db, 'siteProjects', [
      {
        ...in3('title', title),
        ...in3('summary', summary),
        ...in3('body', para(summary)),
        image,
        currency: 'USD',
        target,
        position: i + 1,
        status: 'published',
      },
    ]);
    await claimDemoFile(db, image, row!);
  }

  const apps: Array<[Three, Three, string]> = [
    [
      ['تطبيق الجزرية', 'Al-Jazariyya app', 'Application Al-Jazariyya'],
      [
        'تعلّم متن الجزرية بالصوت والنص.',
        'Learn the Jazariyya poem with audio and text.',
        'Apprenez le poème de la Jazariyya en audio et en texte.',
      ],
      'cazariye',
    ],
    [
      ['تطبيق الرشيدي', 'Al-Rasheedy app', 'Application Al-Rasheedy'],
      [
        'متابعة الحفظ والمراجعة اليومية للطالب وولي الأمر.',
        'Daily memorisation and revision for students and parents.',
        'Suivi quotidien de la mémorisation pour élèves et parents.',
      ],
      'rasheedy',
    ],
  ];
  for (const [i, [name, summary, privacy]] of apps.entries()) {
    const icon = await jpeg('site-apps', 'icon', `app-${i + 1}`);
    const [row] = await insertDemoRows(db, 'siteApps', [
      {
        ...in3('name', name),
        ...in3('summary', summary),
        ...in3('body', para(summary)),
        icon,
        androidUrl: `https://play.google.com/store/apps/details?id=org.example.${privacy}`,
        iosUrl: `https://apps.apple.com/app/${privacy}/id00000${i + 1}`,
        privacy,
        position: i + 1,
        status: 'published',
      },
    ]);
    await claimDemoFile(db, icon, row!);
  }

  await insertDemoRows(
    db,
    'siteSocial',
    (
      [
        ['youtube', 'https://www.youtube.com/@quran-centres'],
        ['facebook', 'https://www.facebook.com/quran.centres'],
        ['telegram', 'https://t.me/quran_centres'],
        ['x', 'https://x.com/quran_centres'],
      ] as const
    ).map(([network, url], i) => ({ network, url, position: i + 1, status: 'published' })),
  );

  await insertDemoRows(
    db,
    'siteReviews',
    (
      [
        [
          'أم عبد الله',
          [
            'ختم ابني جزء عمّ في أربعة أشهر، والمعلم صبور ومتابع.',
            'My son finished Juz Amma in four months; the teacher is patient and attentive.',
            'Mon fils a terminé Juz Amma en quatre mois ; l’enseignant est patient et attentif.',
          ],
        ],
        [
          'يوسف، ١٤ سنة',
          [
            'أحب مسابقة التلاوة، وتعلمت فيها أحكام التجويد.',
            'I love the recitation contest; it taught me tajweed.',
            'J’adore le concours de récitation ; il m’a appris le tajwid.',
          ],
        ],
        [
          'أبو خالد',
          [
            'الاختبارات منظمة والشهادات معتمدة.',
            'The tests are well organised and the certificates recognised.',
            'Les examens sont bien organisés et les certificats reconnus.',
          ],
        ],
        [
          'سارة',
          [
            'حلقات النساء المسائية ناسبت وقتي بعد العمل.',
            'The evening women’s circles fit my time after work.',
            'Les cercles du soir pour femmes conviennent à mes horaires.',
          ],
        ],
      ] as Array<[string, Three]>
    ).map(([displayName, quote], i) => ({
      displayName,
      ...in3('quote', quote),
      rating: 5,
      position: i + 1,
      status: 'published',
    })),
  );

  const news: Array<[Three, Three, string, string]> = [
    [
      [
        'تكريم ١٢٠ حافظًا في الحفل السنوي',
        '120 huffaz honoured at the yearly ceremony',
        '120 huffaz honorés à la cérémonie annuelle',
      ],
      [
        'أقامت المراكز حفلها السنوي لتكريم الطلاب الذين أتموا حفظ القرآن الكريم.',
        'The centres held their yearly ceremony for the students who completed the Quran.',
        'Les centres ont tenu leur cérémonie annuelle pour les élèves ayant achevé le Coran.',
      ],
      '2026-03-01',
      'published',
    ],
    [
      [
        'افتتاح التسجيل للفصل الجديد',
        'Registration opens for the new term',
        'Ouverture des inscriptions',
      ],
      [
        'يبدأ التسجيل في الحلقات الصباحية والمسائية من الأسبوع القادم.',
        'Registration for morning and evening circles starts next week.',
        'Les inscriptions aux cercles du matin et du soir commencent la semaine prochaine.',
      ],
      '2026-02-15',
      'published',
    ],
    [
      [
        'مسابقة التلاوة بين المراكز',
        'Recitation contest between centres',
        'Concours de récitation entre centres',
      ],
      [
        'شارك ٣٠٠ طالب في التصفيات الأولى لمسابقة التلاوة.',
        '300 students took part in the first round of the contest.',
        '300 élèves ont participé au premier tour du concours.',
      ],
      '2026-01-28',
      'published',
    ],
    [
      [
        'دورة تجويد للمعلمين الجدد',
        'Tajweed course for new teachers',
        'Cours de tajwid pour nouveaux enseignants',
      ],
      [
        'اختتمت دورة التأهيل في التجويد لأربعين معلمًا ومعلمة.',
        'The tajweed training of forty new teachers has ended.',
        'La formation au tajwid de quarante nouveaux enseignants s’est achevée.',
      ],
      '2026-01-10',
      'published',
    ],
    [
      ['رحلة السفرة إلى مكة المكرمة', 'Safra trip to Makkah', 'Voyage Safra à La Mecque'],
      [
        'عاد طلاب السفرة بعد أسبوعين من الحفظ المكثف.',
        'The Safra students are back after two weeks of intensive memorisation.',
        'Les élèves de la Safra sont rentrés après deux semaines de mémorisation intensive.',
      ],
      '2025-12-20',
      'published',
    ],
    [
      [
        'مركز جديد في الحي الشرقي',
        'A new centre in the east district',
        'Un nouveau centre dans le quartier est',
      ],
      [
        'بدأت أعمال تجهيز المركز الجديد بعشر قاعات.',
        'Work has begun on the new ten-room centre.',
        'Les travaux du nouveau centre de dix salles ont commencé.',
      ],
      '2025-12-01',
      'published',
    ],
    [
      [
        'مسودة: برنامج رمضان',
        'Draft: the Ramadan programme',
        'Brouillon : le programme du Ramadan',
      ],
      [
        'برنامج رمضان قيد الإعداد.',
        'The Ramadan programme is being prepared.',
        'Le programme du Ramadan est en préparation.',
      ],
      '2026-03-05',
      'draft',
    ],
  ];
  for (const [i, [title, summary, publishedOn, status]] of news.entries()) {
    const image = await jpeg('site-news', 'image', `news-${i + 1}`);
    const [row] = await insertDemoRows(db, 'siteNews', [
      {
        ...in3('title', title),
        ...in3('summary', summary),
        ...in3('body', para(summary)),
        image,
        publishedOn,
        status,
      },
    ]);
    await claimDemoFile(db, image, row!);
  }

  const help: Array<[Three, Array<[Three, Three]>]> = [
    [
      ['التسجيل', 'Registration', 'Inscription'],
      [
        [
          [
            'كيف أسجّل ابني في حلقة؟',
            'How do I register my child in a circle?',
            'Comment inscrire mon enfant dans un cercle ?',
          ],
          [
            'اختر أقرب مركز إليك واملأ نموذج التسجيل، وسيتواصل معك المشرف لتحديد موعد اللقاء.',
            'Choose the nearest centre and fill in the registration form; the supervisor will contact you for a meeting.',
            'Choisissez le centre le plus proche et remplissez le formulaire ; le superviseur vous contactera.',
          ],
        ],
        [
          ['ما الأعمار المقبولة؟', 'Which ages are accepted?', 'Quels âges sont acceptés ?'],
          [
            'نقبل الأطفال من خمس سنوات، ولدينا حلقات للشباب والنساء والكبار.',
            'Children from five years old, and circles for youth, women and adults.',
            'Les enfants dès cinq ans, et des cercles pour jeunes, femmes et adultes.',
          ],
        ],
      ],
    ],
    [
      ['الحلقات والحفظ', 'Circles and memorisation', 'Cercles et mémorisation'],
      [
        [
          ['كم ساعة في الأسبوع؟', 'How many hours a week?', 'Combien d’heures par semaine ?'],
          [
            'أغلب الحلقات ثلاثة أيام في الأسبوع، ساعتين في اليوم.',
            'Most circles meet three days a week, two hours a day.',
            'La plupart des cercles se réunissent trois jours par semaine, deux heures par jour.',
          ],
        ],
        [
          [
            'كيف أتابع حفظ ابني؟',
            'How do I follow my child’s progress?',
            'Comment suivre les progrès de mon enfant ?',
          ],
          [
            'من تطبيق الرشيدي أو من المشرف، يصلك تقرير أسبوعي بالحفظ والمراجعة.',
            'Through the Al-Rasheedy app or the supervisor: a weekly report of memorisation and revision.',
            'Par l’application Al-Rasheedy ou le superviseur : un rapport hebdomadaire.',
          ],
        ],
      ],
    ],
    [
      ['الاختبارات والشهادات', 'Tests and certificates', 'Examens et certificats'],
      [
        [
          [
            'متى تكون اختبارات الأجزاء؟',
            'When are the juz tests?',
            'Quand ont lieu les examens de juz ?',
          ],
          [
            'يطلب المعلم الاختبار بعد إتمام الجزء، ويُحدَّد موعده خلال أسبوعين.',
            'The teacher requests the test when a juz is complete; it is scheduled within two weeks.',
            'L’enseignant demande l’examen à la fin du juz ; il est fixé sous deux semaines.',
          ],
        ],
        [
          [
            'كيف أتحقق من شهادة؟',
            'How do I verify a certificate?',
            'Comment vérifier un certificat ?',
          ],
          [
            'امسح رمز الاستجابة السريعة المطبوع على الشهادة أو أدخل رقمها التسلسلي.',
            'Scan the QR code printed on the certificate or enter its serial number.',
            'Scannez le code QR imprimé sur le certificat ou saisissez son numéro.',
          ],
        ],
      ],
    ],
  ];
  for (const [i, [name, articles]] of help.entries()) {
    const [cat] = await insertDemoRows(db, 'siteHelpCategories', [
      { ...in3('name', name), position: i + 1, status: 'published' },
    ]);
    await insertDemoRows(
      db,
      'siteHelpArticles',
      articles.map(([title, body], j) => ({
        categoryId: cat!,
        ...in3('title', title),
        slugAr: slugify(title[0]),
        slugEn: slugify(title[1]),
        slugFr: slugify(title[2]),
        ...in3('body', para(body)),
        position: j + 1,
        status: 'published',
      })),
    );
  }

  const policyBody = (app: Three): Three => [
    `<p>نحترم خصوصيتك في ${app[0]}. لا نجمع إلا ما يلزم لتقديم الخدمة، ولا نبيع بياناتك ولا نشاركها مع أي جهة.</p><h2>البيانات التي نجمعها</h2><ul><li>الاسم ووسيلة التواصل</li><li>سجل الحفظ والمراجعة</li></ul><h2>حقوقك</h2><p>يمكنك طلب نسخة من بياناتك أو حذفها بمراسلتنا.</p>`,
    `<p>We respect your privacy in ${app[1]}. We collect only what the service needs, and never sell or share your data.</p><h2>What we collect</h2><ul><li>Name and contact</li><li>Memorisation and revision record</li></ul><h2>Your rights</h2><p>You may ask for a copy of your data or its deletion by writing to us.</p>`,
    `<p>Nous respectons votre vie privée dans ${app[2]}. Nous ne collectons que le nécessaire et ne vendons ni ne partageons vos données.</p><h2>Ce que nous collectons</h2><ul><li>Nom et contact</li><li>Suivi de mémorisation et de révision</li></ul><h2>Vos droits</h2><p>Vous pouvez demander une copie ou la suppression de vos données.</p>`,
  ];
  const policies: Array<[string, Three, Three]> = [
    [
      'site',
      ['سياسة الخصوصية', 'Privacy policy', 'Politique de confidentialité'],
      ['موقعنا', 'our website', 'notre site'],
    ],
    [
      'cazariye',
      [
        'سياسة خصوصية تطبيق الجزرية',
        'Al-Jazariyya app privacy policy',
        'Confidentialité de l’application Al-Jazariyya',
      ],
      ['تطبيق الجزرية', 'the Al-Jazariyya app', 'l’application Al-Jazariyya'],
    ],
    [
      'rasheedy',
      [
        'سياسة خصوصية تطبيق الرشيدي',
        'Al-Rasheedy app privacy policy',
        'Confidentialité de l’application Al-Rasheedy',
      ],
      ['تطبيق الرشيدي', 'the Al-Rasheedy app', 'l’application Al-Rasheedy'],
    ],
  ];
  await insertDemoRows(
    db,
    'sitePolicies',
    policies.map(([policy, title, app]) => ({
      policy,
      ...in3('title', title),
      ...in3('body', policyBody(app)),
      status: 'published',
    })),
  );

  for (const resource of SITE_RESOURCES) await reindexSearch(db, resource);
  resetFiguresCache();
};
