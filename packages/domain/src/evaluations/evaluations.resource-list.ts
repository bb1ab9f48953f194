import { evaluationParagraphsResource } from './paragraphs.resource.ts';

/**
 * The evaluations module's resources: its manifest (`module.ts`) lists them, and the
 * web loads them on demand, without the module's messages (`resources/loaders.ts`).
 */
export const EVALUATIONS_RESOURCES = [evaluationParagraphsResource] as const;
