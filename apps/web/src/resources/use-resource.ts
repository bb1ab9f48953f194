import type { ResourceAction, ResourceDefinition } from '@qc/domain/resources/define-resource';
import type { ResourceSummary } from '@qc/domain/resources/summary';
import { useParams } from 'react-router';
import { useAuth } from '../app/auth/auth-context.ts';
import { resourceSummary, useDefinition } from './definitions.ts';

/** What the signed-in user may do with a resource (the API checks the same, with scope). */
export interface ResourceAccess {
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
  export: boolean;
  /** Sees and writes the sensitive fields (`<permission>:sensitive`). */
  sensitive: boolean;
}

/**
 * The definition of the resource a page shows: its prop, else the `:resource` of the path. The
 * component suspends while the resource's module loads (`definitions.ts`).
 */
export function useResourceDefinition(resource?: unknown): ResourceDefinition | undefined {
  const params = useParams();
  return useDefinition(typeof resource === 'string' ? resource : params.resource);
}

/** What is known of the `:resource` of the path without loading its definition. */
export function useResourceSummary(): ResourceSummary | undefined {
  const params = useParams();
  return params.resource ? resourceSummary(params.resource) : undefined;
}

export function useResourceAccess(def: ResourceDefinition | undefined): ResourceAccess {
  const { can, canEverywhere } = useAuth();
  // A list of the whole organisation (no place: job types, ...) changes only with the
  // permission held organisation-wide; a country's or a centre's holder reads it.
  const may = (action: ResourceAction) =>
    Boolean(
      def &&
      def.actions.includes(action) &&
      (action === 'read' || action === 'export' || def.scope
        ? can(`${def.permission}:${action}`)
        : canEverywhere(`${def.permission}:${action}`)),
    );
  return {
    read: may('read'),
    create: may('create'),
    update: may('update'),
    delete: may('delete'),
    export: may('export'),
    sensitive: Boolean(def && can(`${def.permission}:sensitive`)),
  };
}
