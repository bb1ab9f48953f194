import { activeStatus } from '../organisation/common.ts';
import { l } from '../text/locale-text.ts';
import { defineResource, type RecordIssue } from '../resources/define-resource.ts';
import { boolean, enumOf, longText, number, text, type LocaleText } from '../resources/fields.ts';
import {
  EVALUATION_TARGET_KINDS,
  EVALUATION_TARGETS,
  type EvaluationTargetKind,
} from './evaluation-targets.ts';

/** Every target kind by its plural label: a new entry of EVALUATION_TARGETS appears here. */
const TARGET_LABELS = Object.fromEntries(
  EVALUATION_TARGET_KINDS.map((k) => [k, EVALUATION_TARGETS[k].label.plural]),
) as Record<EvaluationTargetKind, LocaleText>;

/**
 * The criteria (paragraphs) an organisation evaluates with, per target kind and grouped in
 * sections: a maximum mark or a labelled scale (one label a line, lowest first), a weight and
 * a hint for the evaluator. Forms copy the paragraphs they use (a form version keeps them as
 * they were), so editing a paragraph changes no result.
 */
export const evaluationParagraphsResource = defineResource({
  name: 'evaluation-paragraphs',
  module: 'evaluations',
  permission: 'evaluations',
  label: {
    plural: l('فقرات التقييم', 'Evaluation criteria', 'Critères d’évaluation'),
    singular: l('فقرة تقييم', 'Evaluation criterion', 'Critère d’évaluation'),
  },
  description: l(
    'بنود التقييم لكل نوع: الدرجة العظمى أو مقياس بتسميات، والوزن، وإرشاد للمقيّم، مجمعة في أقسام.',
    'What is evaluated for each kind: a maximum mark or a labelled scale, a weight and a hint for the evaluator, grouped in sections.',
    'Ce qui est évalué pour chaque type : une note maximale ou une échelle, un poids et un conseil à l’évaluateur, groupés en sections.',
  ),
  fields: {
    target: enumOf(TARGET_LABELS, {
      label: l('يُقيَّم به', 'Evaluates', 'Évalue'),
      required: true,
      default: 'ring',
    }),
    section: text({ label: l('القسم', 'Section', 'Section'), required: true, max: 150 }),
    title: text({ label: l('الفقرة', 'Criterion', 'Critère'), required: true, max: 300 }),
    kind: enumOf(
      {
        mark: l('درجة من الدرجة العظمى', 'A mark out of a maximum', 'Une note sur un maximum'),
        scale: l('مقياس بتسميات', 'A labelled scale', 'Une échelle'),
      },
      { label: l('طريقة التقييم', 'Scoring', 'Notation'), required: true, default: 'mark' },
    ),
    maxMark: number({
      label: l('الدرجة العظمى', 'Maximum mark', 'Note maximale'),
      min: 1,
      max: 1000,
      default: 10,
    }),
    scaleLabels: longText({
      label: l(
        'تسميات المقياس (سطر لكل درجة، من الأدنى)',
        'Scale labels (one a line, lowest first)',
        'Libellés de l’échelle (un par ligne, du plus bas)',
      ),
      max: 800,
    }),
    weight: number({
      label: l('الوزن', 'Weight', 'Poids'),
      required: true,
      integer: false,
      min: 0.1,
      max: 100,
      default: 1,
    }),
    required: boolean({ label: l('مطلوبة', 'Required', 'Obligatoire'), default: true }),
    hint: longText({ label: l('إرشاد للمقيّم', 'Hint for the evaluator', 'Conseil'), max: 1000 }),
    sortOrder: number({ label: l('الترتيب', 'Order', 'Ordre'), min: 0, max: 1000, default: 0 }),
    status: activeStatus(),
  },
  title: 'title',
  subtitle: 'section',
  list: {
    columns: ['title', 'section', 'target', 'kind', 'maxMark', 'weight', 'status'],
    sort: ['sortOrder', 'section', 'title', 'createdAt'],
    defaultSort: { field: 'sortOrder', dir: 'asc' },
    filters: ['target', 'kind', 'status'],
    search: ['title', 'section'],
  },
  export: ['target', 'section', 'title', 'kind', 'maxMark', 'scaleLabels', 'weight', 'required'],
  screens: [
    { route: '/evaluation-paragraphs', mode: 'manage', filters: { target: ['centre'] } },
    { route: '/ring-evaluation-paragraphs', mode: 'manage', filters: { target: ['ring'] } },
    {
      route: '/employee-evaluation-paragraphs',
      mode: 'manage',
      filters: { target: ['employee', 'teacher'] },
    },
  ],
  validate: (r) => {
    const issues: RecordIssue[] = [];
    if (r['kind'] === 'scale') {
      const lines = String(r['scaleLabels'] ?? '')
        .split('\n')
        .filter((x) => x.trim());
      if (lines.length < 2) issues.push({ field: 'scaleLabels', code: 'forms.scaleNeeded' });
    } else if (!r['maxMark']) issues.push({ field: 'maxMark', code: 'forms.maxNeeded' });
    return issues;
  },
  example: {
    target: 'ring',
    section: 'إدارة الحلقة',
    title: 'انضباط الطلاب وحضورهم في الوقت',
    kind: 'mark',
    maxMark: 10,
    weight: 1,
  },
});

/** The scale of a paragraph's labels: values 1..n, lowest first. */
export function scaleFromLabels(labels: string | null | undefined) {
  return String(labels ?? '')
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((label, i) => ({ value: i + 1, label }));
}
