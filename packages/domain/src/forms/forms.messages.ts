import { defineMessagesSideBySide } from '../i18n/define.ts';

/** The words of the shared form builder: its refusals and the renderer's labels. */
export const formsMessages = defineMessagesSideBySide({
  'forms.aboveMax': {
    ar: 'الدرجة في «{{label}}» أعلى من الدرجة العظمى ({{max}})',
    en: 'The mark for “{{label}}” is above its maximum ({{max}})',
    fr: 'La note de « {{label}} » dépasse son maximum ({{max}})',
  },
  'forms.belowZero': {
    ar: 'الدرجة في «{{label}}» أقل من الصفر',
    en: 'The mark for “{{label}}” is below zero',
    fr: 'La note de « {{label}} » est négative',
  },
  'forms.notInScale': {
    ar: 'القيمة في «{{label}}» ليست من درجات المقياس',
    en: 'The value for “{{label}}” is not on its scale',
    fr: 'La valeur de « {{label}} » n’est pas sur son échelle',
  },
  'forms.required': {
    ar: 'الفقرة «{{label}}» مطلوبة',
    en: '“{{label}}” is required',
    fr: '« {{label}} » est obligatoire',
  },
  'forms.unknownQuestion': {
    ar: 'إجابة لفقرة ليست في النموذج',
    en: 'An answer to a question the form does not have',
    fr: 'Une réponse à une question absente du formulaire',
  },
  'forms.maxNeeded': {
    ar: 'حدد الدرجة العظمى',
    en: 'Give the maximum mark',
    fr: 'Indiquez la note maximale',
  },
  'forms.scaleNeeded': {
    ar: 'حدد درجات المقياس',
    en: 'Give the scale’s values',
    fr: 'Indiquez les valeurs de l’échelle',
  },
  'forms.duplicateQuestion': {
    ar: 'فقرة مكررة في النموذج',
    en: 'A question appears twice in the form',
    fr: 'Une question apparaît deux fois dans le formulaire',
  },
  'forms.ui.total': { ar: 'المجموع', en: 'Total', fr: 'Total' },
  'forms.ui.percent': { ar: 'النسبة', en: 'Percentage', fr: 'Pourcentage' },
  'forms.ui.outOf': { ar: 'من {{max}}', en: 'out of {{max}}', fr: 'sur {{max}}' },
  'forms.ui.comment': { ar: 'ملاحظة', en: 'Comment', fr: 'Commentaire' },
  'forms.ui.hint': {
    ar: 'إرشاد للمقيّم',
    en: 'Hint for the evaluator',
    fr: 'Conseil à l’évaluateur',
  },
  'forms.ui.weight': { ar: 'الوزن', en: 'Weight', fr: 'Poids' },
  'forms.ui.mark': { ar: 'الدرجة', en: 'Mark', fr: 'Note' },
  'forms.ui.self': { ar: 'التقييم الذاتي', en: 'Self-evaluation', fr: 'Auto-évaluation' },
  'forms.ui.difference': {
    ar: 'يختلف عن التقييم الذاتي',
    en: 'Differs from the self-evaluation',
    fr: 'Diffère de l’auto-évaluation',
  },
  'forms.ui.section': { ar: 'القسم', en: 'Section', fr: 'Section' },
  'forms.ui.addSection': { ar: 'إضافة قسم', en: 'Add a section', fr: 'Ajouter une section' },
  'forms.ui.addQuestion': { ar: 'إضافة فقرة', en: 'Add a question', fr: 'Ajouter une question' },
  'forms.ui.remove': { ar: 'حذف', en: 'Remove', fr: 'Supprimer' },
  'forms.ui.label': { ar: 'نص الفقرة', en: 'Question', fr: 'Question' },
  'forms.ui.kind': { ar: 'نوع الفقرة', en: 'Kind', fr: 'Type' },
  'forms.ui.kind.mark': { ar: 'درجة', en: 'Mark', fr: 'Note' },
  'forms.ui.kind.scale': { ar: 'مقياس', en: 'Scale', fr: 'Échelle' },
  'forms.ui.max': { ar: 'الدرجة العظمى', en: 'Maximum', fr: 'Maximum' },
  'forms.ui.scale': {
    ar: 'درجات المقياس (تسمية في كل سطر، من الأدنى)',
    en: 'Scale (one label a line, lowest first)',
    fr: 'Échelle (un libellé par ligne, du plus bas)',
  },
  'forms.ui.required': { ar: 'مطلوبة', en: 'Required', fr: 'Obligatoire' },
  'forms.ui.notAnswered': { ar: 'لم تُقيَّم', en: 'Not marked', fr: 'Non notée' },
});
