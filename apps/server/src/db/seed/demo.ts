import { normalizeArabic } from '@qc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../client.ts';
import {
  COUNTRIES,
  FAMILY_NAMES,
  FEMALE_NAMES,
  MALE_NAMES,
  PROJECTS,
  RING_NAMES,
} from './names.ts';
import { demoProgress } from './demo-readings.ts';
import { Random } from './random.ts';
import {
  allHolidays,
  DEMO_MARKER,
  demoLoaded,
  insertDemoCentre,
  insertDemoChunked,
  insertDemoCountry,
  insertDemoEmployees,
  insertDemoHolidays,
  insertDemoProjects,
  insertDemoRing,
  loadDemoInOneUnit,
  type DemoEmployee,
  type DemoRow,
} from './demo.repository.ts';
import { demoSeedSteps } from '../../modules/index.ts';
import type { DemoSeedOptions, DemoWorld } from './steps.ts';

const DAY = 86_400_000;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const searchOf = (...parts: Array<string | null | undefined>) =>
  normalizeArabic(parts.filter(Boolean).join(' '));

function phone(rnd: Random, region: 'TR' | 'SY'): string {
  return region === 'TR'
    ? `+905${rnd.int(30, 59)}${rnd.int(1000000, 9999999)}`
    : `+9639${rnd.int(30, 99)}${rnd.int(100000, 999999)}`;
}

export interface SeedResult {
  seeded: boolean;
  demoAccounts: boolean;
  counts: Record<string, number>;
}

/**
 * Loads the demo organisation: two countries, four centres, twenty rings, three hundred
 * students with guardians and families, and three months of attendance and readings up to
 * yesterday. Deterministic (seeded), and idempotent: it refuses to run twice.
 */
export async function seedDemo(
  database: Database,
  options: DemoSeedOptions,
  today = new Date(),
): Promise<SeedResult> {
  const { db } = database;
  if (await demoLoaded(db))
    return { seeded: false, demoAccounts: options.withAccounts, counts: {} };

  const rnd = new Random(20261122);
  const world: DemoWorld = {
    countries: [],
    centres: [],
    rings: [],
    employees: [],
    students: [],
    guardians: [],
  };

  await loadDemoInOneUnit(db, async (tx) => {
    const projectRows = await insertDemoProjects(
      tx,
      PROJECTS.map((p) => ({ ...p, search: searchOf(p.nameAr, p.nameEn, p.nameFr) })),
    );
    const projectId = (code: string) => projectRows.find((p) => p.code === code)!.id;

    for (const c of COUNTRIES) {
      const countryId = await insertDemoCountry(tx, {
        code: c.code,
        nameAr: c.nameAr,
        nameEn: c.nameEn,
        nameFr: c.nameFr,
        currency: c.currency,
        phoneRegion: c.phoneRegion,
        settings: { weekStart: 6, weekend: [5], calendar: 'hijri', defaultLanguage: 'ar' },
        search: searchOf(c.nameAr, c.nameEn, c.nameFr),
      });
      world.countries.push({ id: countryId, code: c.code });

      for (const [i, name] of c.centres.entries()) {
        const city = c.cities[i]!;
        const centreId = await insertDemoCentre(tx, {
          countryId,
          name,
          city,
          address: `${city} - الحي ${rnd.int(1, 12)}`,
          kind: i === 1 && c.code === 'TR' ? 'online' : 'in_person',
          capacity: 120,
          status: 'active',
          openedOn: `20${rnd.int(15, 22)}-0${rnd.int(1, 9)}-1${rnd.int(0, 9)}`,
          phone: phone(rnd, c.code),
          search: searchOf(name, city),
        });
        world.centres.push({ id: centreId, countryId, name });
      }
    }

    // Staff: per centre a manager, a supervisor, a tester and five teachers; per country an accountant.
    const employeeRows: DemoEmployee[] = [];
    const person = (gender: 'male' | 'female') =>
      `${rnd.pick(gender === 'male' ? MALE_NAMES : FEMALE_NAMES)} ${rnd.pick(MALE_NAMES)} ${rnd.pick(FAMILY_NAMES)}`;
    for (const centre of world.centres) {
      const region = world.countries.find((c) => c.id === centre.countryId)!.code as 'TR' | 'SY';
      const jobs: Array<[string, 'male' | 'female']> = [
        ['manager', 'male'],
        ['supervisor', 'male'],
        ['tester', 'male'],
        ['teacher', 'male'],
        ['teacher', 'male'],
        ['teacher', 'male'],
        ['teacher', 'female'],
        ['teacher', 'female'],
      ];
      for (const [job, gender] of jobs) {
        const fullName = person(gender);
        employeeRows.push({
          countryId: centre.countryId,
          centreId: centre.id,
          fullName,
          gender,
          job,
          phone: phone(rnd, region),
          hiredOn: `20${rnd.int(18, 24)}-0${rnd.int(1, 9)}-0${rnd.int(1, 9)}`,
          search: searchOf(fullName),
        });
      }
    }
    for (const country of world.countries) {
      const fullName = person('male');
      employeeRows.push({
        countryId: country.id,
        fullName,
        gender: 'male',
        job: 'accountant',
        phone: phone(rnd, country.code as 'TR' | 'SY'),
        search: searchOf(fullName),
      });
    }
    const employees = await insertDemoEmployees(tx, employeeRows);
    world.employees = employees.map((e) => ({
      id: e.id,
      centreId: e.centreId,
      countryId: e.countryId,
      job: e.job,
      fullName: e.fullName,
      phone: e.phone,
      email: e.email,
    }));

    // Rings: five per centre, one teacher each, on four afternoons a week.
    let ringIndex = 0;
    const ringTimeRows: Array<DemoRow<'ringTimes'>> = [];
    const ringGenders = new Map<string, 'male' | 'female'>();
    for (const centre of world.centres) {
      const teachers = employees.filter((e) => e.centreId === centre.id && e.job === 'teacher');
      for (const teacher of teachers) {
        const name = RING_NAMES[ringIndex++ % RING_NAMES.length]!;
        const project = ringIndex % 7 === 0 ? 'maher' : ringIndex % 9 === 0 ? 'zad' : 'general';
        const ringId = await insertDemoRing(tx, {
          countryId: centre.countryId,
          centreId: centre.id,
          projectId: projectId(project),
          teacherId: teacher.id,
          name,
          gender: teacher.gender,
          ageBand: rnd.pick(['7-10', '10-13', '13-16']),
          level: rnd.pick(['beginner', 'intermediate', 'advanced']),
          capacity: 18,
          mode: 'in_person',
          status: 'active',
          search: searchOf(name),
        });
        ringGenders.set(ringId, teacher.gender as 'male' | 'female');
        world.rings.push({
          id: ringId,
          centreId: centre.id,
          countryId: centre.countryId,
          teacherId: teacher.id,
        });
        const start = rnd.pick(['15:00', '16:00', '17:00']);
        const end = `${Number(start.slice(0, 2)) + 2}:00`;
        for (const weekday of [6, 0, 1, 2]) {
          ringTimeRows.push({
            ringId,
            countryId: centre.countryId,
            centreId: centre.id,
            weekday,
            startsAt: start,
            endsAt: end,
          });
        }
      }
    }
    await insertDemoChunked(tx, 'ringTimes', ringTimeRows);

    // Families and students: fifteen per ring, siblings share a guardian.
    const guardianRows: Array<DemoRow<'guardians'>> = [];
    const studentRows: Array<DemoRow<'students'>> = [];
    for (const ring of world.rings) {
      const gender = ringGenders.get(ring.id)!;
      const region = world.countries.find((c) => c.id === ring.countryId)!.code as 'TR' | 'SY';
      for (let k = 0; k < 15; k++) {
        const family = rnd.pick(FAMILY_NAMES);
        const father = rnd.pick(MALE_NAMES);
        const reuse = guardianRows.length > 0 && rnd.chance(0.3);
        let guardianIndex: number;
        if (reuse) {
          guardianIndex = rnd.int(Math.max(0, guardianRows.length - 20), guardianRows.length - 1);
        } else {
          const fullName = `${father} ${rnd.pick(MALE_NAMES)} ${family}`;
          const gPhone = phone(rnd, region);
          guardianRows.push({
            id: crypto.randomUUID(),
            countryId: ring.countryId,
            fullName,
            relation: 'father',
            phone: gPhone,
            search: searchOf(fullName, gPhone),
          });
          guardianIndex = guardianRows.length - 1;
        }
        const guardian = guardianRows[guardianIndex]!;
        const [fatherName, , ...familyParts] = guardian.fullName.split(' ');
        const given = rnd.pick(gender === 'male' ? MALE_NAMES : FEMALE_NAMES);
        const fullName = `${given} ${fatherName} ${familyParts.join(' ')}`;
        const status = rnd.weighted([
          ['active', 88],
          ['suspended', 4],
          ['accepted', 3],
          ['graduated', 2],
          ['withdrawn', 3],
        ] as const);
        const birthYear = today.getUTCFullYear() - rnd.int(7, 16);
        studentRows.push({
          id: crypto.randomUUID(),
          countryId: ring.countryId,
          centreId: ring.centreId,
          ringId: status === 'accepted' ? null : ring.id,
          projectId: null,
          guardianId: guardian.id!,
          fullName,
          fatherName: fatherName ?? null,
          gender,
          birthDate: `${birthYear}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
          nationality: region === 'TR' ? rnd.pick(['SY', 'TR']) : 'SY',
          identityNumber: String(rnd.int(10000000000, 99999999999)),
          phone: rnd.chance(0.3) ? phone(rnd, region) : null,
          address: guardian.fullName && `${region === 'TR' ? 'إسطنبول' : 'إدلب'}`,
          schoolGrade: String(rnd.int(1, 12)),
          status,
          levelAtEntry: rnd.pick([null, 'جزء عمّ', 'جزءا عمّ وتبارك', 'خمسة أجزاء']),
          joinedOn: iso(new Date(today.getTime() - rnd.int(120, 900) * DAY)),
          search: searchOf(fullName, guardian.phone),
        });
      }
    }
    await insertDemoChunked(tx, 'guardians', guardianRows);
    await insertDemoChunked(tx, 'students', studentRows);
    world.guardians = guardianRows.map((g) => ({
      id: g.id!,
      countryId: g.countryId,
      fullName: g.fullName,
      phone: g.phone ?? null,
    }));
    world.students = studentRows.map((s) => ({
      id: s.id!,
      ringId: s.ringId ?? null,
      centreId: s.centreId,
      guardianId: s.guardianId ?? null,
    }));

    // Each student's history as case events.
    const caseRows: Array<DemoRow<'studentCaseEvents'>> = [];
    for (const s of studentRows) {
      const joined = s.joinedOn!;
      caseRows.push({
        studentId: s.id!,
        fromStatus: null,
        toStatus: 'applicant',
        reason: 'تسجيل في المركز',
        occurredOn: joined,
      });
      caseRows.push({
        studentId: s.id!,
        fromStatus: 'applicant',
        toStatus: 'accepted',
        reason: 'اجتاز المقابلة',
        occurredOn: joined,
      });
      if (s.status === 'accepted') continue;
      caseRows.push({
        studentId: s.id!,
        fromStatus: 'accepted',
        toStatus: 'active',
        reason: 'التحق بالحلقة',
        occurredOn: joined,
      });
      if (s.status !== 'active') {
        const reasons: Record<string, string> = {
          suspended: 'غياب متكرر دون عذر',
          graduated: 'أتم حفظ القرآن الكريم',
          withdrawn: 'انتقال الأسرة إلى مدينة أخرى',
        };
        caseRows.push({
          studentId: s.id!,
          fromStatus: 'active',
          toStatus: s.status!,
          reason: reasons[s.status!]!,
          occurredOn: iso(new Date(today.getTime() - rnd.int(5, 40) * DAY)),
        });
      }
    }
    await insertDemoChunked(tx, 'studentCaseEvents', caseRows);

    // Holidays in the window.
    const trId = world.countries.find((c) => c.code === 'TR')!.id;
    await insertDemoHolidays(tx, [
      {
        countryId: trId,
        name: 'عيد الجمهورية',
        startsOn: `${today.getUTCFullYear()}-10-29`,
        endsOn: `${today.getUTCFullYear()}-10-29`,
      },
      {
        name: 'عطلة منتصف الفصل',
        startsOn: iso(new Date(today.getTime() - 45 * DAY)),
        endsOn: iso(new Date(today.getTime() - 43 * DAY)),
      },
    ]);

    // Three months of ring days up to yesterday.
    const holidays = await allHolidays(tx);
    const progress = demoProgress(rnd);
    const attendanceRows: Array<DemoRow<'attendance'>> = [];
    const readingRows: Array<DemoRow<'readings'>> = [];
    const active = studentRows.filter((s) => s.ringId && s.status !== 'accepted');
    for (let d = 91; d >= 1; d--) {
      const day = new Date(today.getTime() - d * DAY);
      const date = iso(day);
      if (![6, 0, 1, 2].includes(day.getUTCDay())) continue;
      for (const s of active) {
        const ring = world.rings.find((r) => r.id === s.ringId)!;
        const holiday = holidays.some(
          (h) =>
            h.startsOn <= date &&
            h.endsOn >= date &&
            (!h.countryId || h.countryId === ring.countryId),
        );
        if (holiday) continue;
        if (s.status !== 'active' && rnd.chance(0.6)) continue;
        const status = rnd.weighted([
          ['present', 84],
          ['late', 6],
          ['absent', 7],
          ['excused', 3],
        ] as const);
        attendanceRows.push({
          countryId: ring.countryId,
          centreId: ring.centreId,
          ringId: ring.id,
          studentId: s.id!,
          attendedOn: date,
          status,
          reason: status === 'excused' ? 'مرض' : null,
        });
        if (status === 'absent' || status === 'excused') continue;
        for (const r of progress.readingsFor(s.id!, date)) {
          readingRows.push({
            ...r,
            countryId: ring.countryId,
            centreId: ring.centreId,
            ringId: ring.id,
            studentId: s.id!,
            teacherId: ring.teacherId,
            readOn: date,
          });
        }
      }
    }
    await insertDemoChunked(tx, 'attendance', attendanceRows, 1000);
    await insertDemoChunked(tx, 'readings', readingRows, 1000);

    for (const step of demoSeedSteps) await step({ ...database, db: tx }, world, options);
  });

  const counts: Record<string, number> = {
    countries: world.countries.length,
    centres: world.centres.length,
    rings: world.rings.length,
    students: world.students.length,
    employees: world.employees.length,
  };
  return { seeded: true, demoAccounts: options.withAccounts, counts };
}

/**
 * On start: seed the demo organisation when the database has no country yet (SEED_DEMO=auto),
 * never in production, always when SEED_DEMO=always.
 */
export async function seedDemoIfEmpty(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<{ demoAccounts: boolean }> {
  if (config.SEED_DEMO === 'never' || config.isProduction) return { demoAccounts: false };
  const rows = await database.query<{ n: string | number }>('select count(*) as n from countries');
  const empty = Number(rows[0]?.n ?? 0) === 0;
  if (!empty && config.SEED_DEMO !== 'always') {
    const marker = await database.query(`select 1 from system_state where key = $1`, [DEMO_MARKER]);
    return { demoAccounts: marker.length > 0 };
  }
  log.info('loading demo data (an empty database)');
  const result = await seedDemo(database, { withAccounts: true });
  log.info({ counts: result.counts }, 'demo data loaded');
  return { demoAccounts: true };
}
