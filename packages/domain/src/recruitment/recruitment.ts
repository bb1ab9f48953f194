import {
  FILE_DEFAULT_MAX_SIZE,
  FILE_KIND,
  FILE_TYPE_GROUPS,
  type FormDefinition,
} from '../forms/form-definition.ts';
import { publicLinkContactKey } from '../forms/public-link.ts';
import { identityKey } from '../students/student-identity.ts';
import type { ApplicationState } from './recruitment-lifecycle.ts';

/**
 * The pure rules of recruitment (docs/jobs-and-recruitment.md): an applicant's keys, the
 * application and score-sheet templates a posting starts from, a round's score and ranking, and
 * a posting's funnel. Shared by the server and the screens.
 */

/** An applicant's keys: one phone or e-mail typed two ways is one contact; the identity number's. */
export function applicantKeys(a: {
  phone: string;
  email?: string | null | undefined;
  identityNumber?: string | null | undefined;
}) {
  return {
    phoneKey: publicLinkContactKey('phone', a.phone),
    emailKey: a.email ? publicLinkContactKey('email', a.email) : null,
    identityKey: identityKey(a.identityNumber ?? null),
  };
}

/** The ids of the template's questions that other parts read (the list's filter by juz). */
export const JUZ_QUESTION = 'juz';
export const CONSENT_QUESTION = 'consent';
/** The recitation sample: an audio file the applicant records and uploads with the form. */
export const RECITATION_QUESTION = 'recitation';

type Words = { ar: string; en: string; fr: string };
const w = (ar: string, en: string, fr: string): Words => ({ ar, en, fr });

/**
 * The application form a new posting starts from, in the posting's language (HR edits it with
 * the form builder): what a Quran teacher is first asked, their memorisation and recitation.
 */
export function applicationTemplate(lang: keyof Words = 'ar'): FormDefinition {
  const t = (x: Words) => x[lang];
  return {
    sections: [
      {
        id: 'quran',
        title: t(w('الحفظ والإجازة', 'Memorisation and ijazah', 'Mémorisation et ijaza')),
        questions: [
          {
            id: JUZ_QUESTION,
            kind: 'number',
            label: t(w('عدد الأجزاء المحفوظة', 'Juz memorised', 'Juz mémorisés')),
            min: 0,
            max: 30,
            weight: 1,
            required: true,
          },
          {
            id: 'ijazah',
            kind: 'yesNo',
            label: t(
              w('هل لديك إجازة في القرآن؟', 'Do you hold an ijazah?', 'Avez-vous une ijaza ?'),
            ),
            weight: 1,
            required: true,
          },
          {
            id: 'chain',
            kind: 'longText',
            label: t(w('سند الإجازة', 'The ijazah’s chain', 'La chaîne de l’ijaza')),
            maxLength: 1000,
            weight: 1,
            required: false,
          },
          {
            id: 'riwaya',
            kind: 'choice',
            label: t(w('الرواية', 'Riwaya', 'Riwaya')),
            options: [
              { id: 'hafs', label: t(w('حفص عن عاصم', 'Hafs from Asim', 'Hafs d’après Asim')) },
              { id: 'warsh', label: t(w('ورش عن نافع', 'Warsh from Nafi', 'Warsh d’après Nafi')) },
              {
                id: 'qalun',
                label: t(w('قالون عن نافع', 'Qalun from Nafi', 'Qalun d’après Nafi')),
              },
              { id: 'other', label: t(w('أخرى', 'Other', 'Autre')) },
            ],
            weight: 1,
            required: true,
          },
          {
            id: RECITATION_QUESTION,
            kind: FILE_KIND,
            label: t(
              w(
                'تسجيل صوتي لتلاوتك',
                'A recording of your recitation',
                'Un enregistrement de votre récitation',
              ),
            ),
            hint: t(
              w(
                'دقيقة أو دقيقتان من سورة تختارها، بصيغة MP3 أو M4A أو WAV أو OGG',
                'A minute or two of a surah of your choice, as MP3, M4A, WAV or OGG',
                'Une ou deux minutes d’une sourate de votre choix, en MP3, M4A, WAV ou OGG',
              ),
            ),
            accept: [...FILE_TYPE_GROUPS.audio],
            maxSize: FILE_DEFAULT_MAX_SIZE,
            weight: 1,
            required: false,
          },
        ],
      },
      {
        id: 'background',
        title: t(w('المؤهلات والخبرة', 'Qualifications and experience', 'Diplômes et expérience')),
        questions: [
          {
            id: 'qualifications',
            kind: 'longText',
            label: t(w('المؤهلات العلمية', 'Qualifications', 'Diplômes')),
            maxLength: 2000,
            weight: 1,
            required: false,
          },
          {
            id: 'experience',
            kind: 'number',
            label: t(
              w('سنوات الخبرة في التحفيظ', 'Years of teaching experience', 'Années d’expérience'),
            ),
            min: 0,
            max: 60,
            weight: 1,
            required: false,
          },
          {
            id: CONSENT_QUESTION,
            kind: 'yesNo',
            label: t(
              w(
                'أوافق على حفظ بياناتي لغرض التوظيف وحذفها عند رفض الطلب',
                'I agree my data is kept for this application and erased if it is rejected',
                'J’accepte que mes données soient gardées pour cette candidature et effacées si elle est refusée',
              ),
            ),
            weight: 1,
            required: true,
          },
        ],
      },
    ],
  };
}

/**
 * The interview score sheet a round starts from: weighted criteria, the recitation test first
 * (its weight says it counts most), each a mark the panel member gives.
 */
export function scoreSheetTemplate(lang: keyof Words = 'ar'): FormDefinition {
  const t = (x: Words) => x[lang];
  return {
    sections: [
      {
        id: 'criteria',
        title: t(w('معايير المقابلة', 'Interview criteria', 'Critères de l’entretien')),
        questions: [
          {
            id: 'recitation',
            kind: 'mark',
            label: t(w('اختبار التلاوة والحفظ', 'Recitation test', 'Épreuve de récitation')),
            max: 10,
            weight: 3,
            required: true,
          },
          {
            id: 'tajweed',
            kind: 'mark',
            label: t(w('أحكام التجويد', 'Tajweed', 'Tajwid')),
            max: 10,
            weight: 2,
            required: true,
          },
          {
            id: 'teaching',
            kind: 'mark',
            label: t(w('مهارات التدريس', 'Teaching skills', 'Pédagogie')),
            max: 10,
            weight: 2,
            required: true,
          },
          {
            id: 'conduct',
            kind: 'mark',
            label: t(w('السمت والتواصل', 'Conduct and communication', 'Tenue et communication')),
            max: 10,
            weight: 1,
            required: true,
          },
        ],
      },
    ],
  };
}

/** A round's score of one candidate: the mean of the submitted sheets' percentages (null: none). */
export function roundScore(percents: readonly number[]): number | null {
  if (percents.length === 0) return null;
  const sum = percents.reduce((a, b) => a + b, 0);
  return Math.round((sum / percents.length) * 100) / 100;
}

export interface CandidateRankInput {
  applicationId: string;
  score: number | null;
}

/**
 * Ranks a round's candidates by their score, highest first; equal scores share a rank (1, 1, 3);
 * candidates with no submitted sheet have no rank and come last (in the order given).
 */
export function rankCandidates<T extends CandidateRankInput>(
  rows: readonly T[],
): (T & { rank: number | null })[] {
  const scored = rows
    .filter((r) => r.score !== null)
    .sort((a, b) => b.score! - a.score! || a.applicationId.localeCompare(b.applicationId));
  const out: (T & { rank: number | null })[] = [];
  scored.forEach((r, i) => {
    const prev = out[i - 1];
    out.push({ ...r, rank: prev && prev.score === r.score ? prev.rank : i + 1 });
  });
  for (const r of rows) if (r.score === null) out.push({ ...r, rank: null });
  return out;
}

/** One move of an application, as the funnel reads the event rows. */
export interface FunnelEvent {
  applicationId: string;
  toState: ApplicationState;
  at: string;
}

export interface FunnelInput {
  applications: Array<{ id: string; state: ApplicationState; submittedAt: string; source: string }>;
  events: FunnelEvent[];
  now: string;
}

export interface Funnel {
  total: number;
  /** Applications now in each state. */
  byState: Record<ApplicationState, number>;
  /** Applications that ever reached each state (new: all of them). */
  reached: Record<ApplicationState, number>;
  /** Mean days spent in each state by the applications that were in it (null: none was). */
  meanDays: Record<ApplicationState, number | null>;
  /** Applications per source (the link's `src`), most first. */
  sources: Array<{ source: string; count: number }>;
}

const DAY = 86_400_000;

/** A posting's funnel from its applications and their moves (pure; the server reads them). */
export function computeFunnel(input: FunnelInput, states: readonly ApplicationState[]): Funnel {
  const zero = () =>
    Object.fromEntries(states.map((s) => [s, 0])) as Record<ApplicationState, number>;
  const byState = zero();
  const reached = zero();
  const spent = zero();
  const seen = zero();
  const sourceCount = new Map<string, number>();
  const moves = new Map<string, FunnelEvent[]>();
  for (const e of input.events)
    moves.set(e.applicationId, [...(moves.get(e.applicationId) ?? []), e]);
  for (const a of input.applications) {
    byState[a.state] += 1;
    sourceCount.set(a.source, (sourceCount.get(a.source) ?? 0) + 1);
    const path = [{ state: 'new' as ApplicationState, at: a.submittedAt }].concat(
      (moves.get(a.id) ?? [])
        .filter((e) => e.toState !== 'new')
        .sort((x, y) => x.at.localeCompare(y.at))
        .map((e) => ({ state: e.toState, at: e.at })),
    );
    const states = new Set(path.map((p) => p.state));
    for (const s of states) reached[s] += 1;
    path.forEach((p, i) => {
      const end = path[i + 1]?.at ?? input.now;
      const final = ['rejected', 'hired', 'withdrawn'].includes(p.state);
      if (final) return;
      spent[p.state] += Math.max(0, Date.parse(end) - Date.parse(p.at));
      seen[p.state] += 1;
    });
  }
  const meanDays = Object.fromEntries(
    states.map((s) => [s, seen[s] > 0 ? Math.round((spent[s] / seen[s] / DAY) * 10) / 10 : null]),
  ) as Record<ApplicationState, number | null>;
  return {
    total: input.applications.length,
    byState,
    reached,
    meanDays,
    sources: [...sourceCount.entries()]
      .map(([source, count]) => ({ source, count }))
      .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source)),
  };
}
