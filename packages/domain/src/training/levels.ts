import { l } from '../text/locale-text.ts';

/** The ring levels (the rings' `level`), which curriculum sections and lessons serve. */
export const RING_LEVELS = {
  beginner: l('مبتدئ', 'Beginner', 'Débutant'),
  intermediate: l('متوسط', 'Intermediate', 'Intermédiaire'),
  advanced: l('متقدم', 'Advanced', 'Avancé'),
};

export type RingLevel = keyof typeof RING_LEVELS;

export const QUESTION_KINDS = {
  single: l('اختيار من متعدد (إجابة واحدة)', 'Single choice', 'Choix unique'),
  multiple: l('اختيار من متعدد (عدة إجابات)', 'Multiple choice', 'Choix multiple'),
  trueFalse: l('صح أو خطأ', 'True or false', 'Vrai ou faux'),
  short: l('إجابة قصيرة', 'Short answer', 'Réponse courte'),
  essay: l('مقالي', 'Essay', 'Rédaction'),
};

export type TrainingQuestionKind = keyof typeof QUESTION_KINDS;

export const DIFFICULTIES = {
  easy: l('سهل', 'Easy', 'Facile'),
  medium: l('متوسط', 'Medium', 'Moyen'),
  hard: l('صعب', 'Hard', 'Difficile'),
};

export type Difficulty = keyof typeof DIFFICULTIES;
